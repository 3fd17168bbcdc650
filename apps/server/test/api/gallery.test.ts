import { beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '@restaurant/contract/media.ts';
import { restaurant as demo } from '#src/seed/data/restaurant.ts';
import { errorPaths, expectProblem } from '../dated-fixtures.ts';
import { DATABASE_KINDS, localized } from '../helpers.ts';
import { multipart, picture } from '../media-fixtures.ts';
import { useAdminApp } from '../fixtures.ts';

describe.each(DATABASE_KINDS)('gallery and hero on %s', (kind) => {
  const { t, admin } = useAdminApp(kind);
  let described: number[];
  let undescribed: number;

  const upload = async () => {
    const response = await admin({
      method: 'POST',
      url: '/api/media',
      ...multipart(await picture(48, 36)),
    });
    return response.json<Media>().id;
  };

  beforeAll(async () => {
    described = [];
    for (let i = 0; i < 13; i++) {
      const id = await upload();
      await admin({
        method: 'PUT',
        url: `/api/media/${id}`,
        payload: { alt: localized(`Photo ${i}`) },
      });
      described.push(id);
    }
    undescribed = await upload();
  });

  const putGallery = (mediaIds: unknown) =>
    admin({ method: 'PUT', url: '/api/gallery', payload: { mediaIds } });
  const gallery = async () =>
    (await t.app.inject({ url: '/api/gallery' })).json<{ mediaIds: number[] }>();
  const deleteMedia = (id: number) => admin({ method: 'DELETE', url: `/api/media/${id}` });

  it('is empty until pictures are chosen, then keeps them in the order given', async () => {
    expect(await gallery()).toEqual({ mediaIds: [] });
    const order = [described[2]!, described[0]!, described[1]!];
    const response = await putGallery(order);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ mediaIds: order });
    expect(await gallery()).toEqual({ mediaIds: order });
  });

  it.each([
    ['no pictures', () => [], 'mediaIds'],
    ['thirteen pictures', () => described, 'mediaIds'],
    ['a picture twice', () => [described[0], described[0]], 'mediaIds'],
    ['a picture that does not exist', () => [described[0], 999_999], 'mediaIds.1'],
    ['a picture without alternative texts', () => [undescribed], 'mediaIds.0'],
    ['an id that is no number', () => ['one'], 'mediaIds.0'],
  ])('refuses %s with a 400 naming the field, changing nothing', async (_label, ids, path) => {
    await putGallery(described.slice(0, 3));
    expect(errorPaths(await putGallery(ids()))).toContain(path);
    expect(await gallery()).toEqual({ mediaIds: described.slice(0, 3) });
  });

  it('takes twelve pictures', async () => {
    expect((await putGallery(described.slice(0, 12))).statusCode).toBe(200);
  });

  it('refuses to delete a picture while the gallery shows it, and deletes it once it does not', async () => {
    await putGallery([described[4]!]);
    expectProblem(await deleteMedia(described[4]!), 409);
    await putGallery([described[5]!]);
    expect((await deleteMedia(described[4]!)).statusCode).toBe(204);
  });

  it('refuses to delete the hero picture, and a hero without alternative texts', async () => {
    const profile = { ...demo, heroMediaId: described[6]!, logoMediaId: null };
    expect(
      (await admin({ method: 'PUT', url: '/api/restaurant', payload: profile })).statusCode,
    ).toBe(200);
    expectProblem(await deleteMedia(described[6]!), 409);
    const bad = await admin({
      method: 'PUT',
      url: '/api/restaurant',
      payload: { ...profile, heroMediaId: undescribed },
    });
    expect(errorPaths(bad)).toEqual(['heroMediaId']);
  });

  it('refuses a gallery change without a session with 401', async () => {
    expectProblem(
      await t.app.inject({
        method: 'PUT',
        url: '/api/gallery',
        payload: { mediaIds: [described[0]] },
      }),
      401,
    );
  });
});
