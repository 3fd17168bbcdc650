import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Media } from '@restaurant/contract/media.ts';
import { errorPaths, expectProblem } from '../dated-fixtures.ts';
import { DATABASE_KINDS, localized } from '../helpers.ts';
import {
  HTML_PAGE,
  PDF,
  SVG_WITH_SCRIPT,
  cameraPhoto,
  multipart,
  picture,
  pngBomb,
} from '../media-fixtures.ts';
import { useAdminApp } from '../fixtures.ts';

describe.each(DATABASE_KINDS)('media library on %s', (kind) => {
  const { t, admin } = useAdminApp(kind);

  const upload = (bytes: Buffer, options: Parameters<typeof multipart>[1] = {}) =>
    admin({ method: 'POST', url: '/api/media', ...multipart(bytes, options) });
  const uploaded = async (bytes: Buffer, options: Parameters<typeof multipart>[1] = {}) => {
    const response = await upload(bytes, options);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Media>();
  };
  const served = (url: string) => t.app.inject({ url });
  const storedCount = async () => (await t.db.selectFrom('media').select('id').execute()).length;

  it('stores a picture re-encoded as AVIF, WebP and JPEG at each width and answers 201', async () => {
    const media = await uploaded(await picture(1200, 800, 'png'), {
      filename: 'room.png',
      type: 'image/png',
    });
    expect(media).toMatchObject({ width: 1200, height: 800, alt: { hu: '', en: '', de: '' } });
    expect(media.widths).toEqual([480, 960, 1200]);
    expect(media.url).toBe(`${media.base}/1200.jpg`);
    for (const [extension, type, format] of [
      ['avif', 'image/avif', 'heif'],
      ['webp', 'image/webp', 'webp'],
      ['jpg', 'image/jpeg', 'jpeg'],
    ] as const) {
      for (const width of media.widths) {
        const file = await served(`${media.base}/${width}.${extension}`);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe(type);
        const meta = await sharp(file.rawPayload).metadata();
        expect(meta).toMatchObject({ format, width });
      }
    }
  });

  it('serves the files for a year, under their own type only, with a policy that runs nothing', async () => {
    const media = await uploaded(await picture(64, 48));
    const file = await served(media.url);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'");
    expect(file.headers['set-cookie']).toBeUndefined();
  });

  it('turns a camera photo upright and strips its EXIF, GPS and camera data from every file', async () => {
    const original = await cameraPhoto();
    const before = await sharp(original).metadata();
    expect(before).toMatchObject({ width: 80, height: 40, orientation: 6 });
    expect(original.includes('SecretCam')).toBe(true);

    const media = await uploaded(original);
    expect(media).toMatchObject({ width: 40, height: 80 });
    for (const extension of ['avif', 'webp', 'jpg']) {
      const file = await served(`${media.base}/40.${extension}`);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ width: 40, height: 80 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(file.rawPayload.includes('SecretCam')).toBe(false);
      expect(file.rawPayload.includes('Exif')).toBe(false);
    }
  });

  it('recognises a WebP and an AVIF by their bytes whatever their name says', async () => {
    const webp = await uploaded(await picture(50, 40, 'webp'), {
      filename: 'a.jpg',
      type: 'image/jpeg',
    });
    expect(webp).toMatchObject({ width: 50, height: 40 });
    const avif = await uploaded(await picture(50, 40, 'avif'), {
      filename: 'b.txt',
      type: 'text/plain',
    });
    expect(avif).toMatchObject({ width: 50, height: 40 });
  });

  it.each([
    ['an SVG with a script', SVG_WITH_SCRIPT, 'drawing.svg', 'image/svg+xml'],
    ['an HTML page named .jpg', HTML_PAGE, 'photo.jpg', 'image/jpeg'],
    ['a PDF', PDF, 'menu.pdf', 'application/pdf'],
  ])('refuses %s with 415 and stores nothing', async (_label, bytes, filename, type) => {
    const before = await storedCount();
    expectProblem(await upload(bytes, { filename, type }), 415);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a cut-short JPEG with 400 and stores nothing', async () => {
    const whole = await picture(400, 300);
    const before = await storedCount();
    expect(errorPaths(await upload(whole.subarray(0, Math.floor(whole.length / 2))))).toEqual([
      'file',
    ]);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a PNG that declares 30000×30000 pixels with 413 from its header alone', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1024);
    const started = Date.now();
    const problem = expectProblem(
      await upload(bomb, { filename: 'bomb.png', type: 'image/png' }),
      413,
    );
    expect(problem.detail).toContain('30000×30000');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses a file over 15 MB with 413', async () => {
    const big = Buffer.concat([await picture(64, 48), Buffer.alloc(15 * 1024 * 1024)]);
    expectProblem(await upload(big), 413);
  });

  it('refuses a request that declares more than 15 MB with 413 before reading it', async () => {
    const response = await admin({
      method: 'POST',
      url: '/api/media',
      ...multipart(await picture(64, 48)),
      headers: {
        ...multipart(Buffer.alloc(0)).headers,
        'content-length': String(40 * 1024 * 1024),
      },
    });
    expectProblem(response, 413);
  });

  it('asks for the file in the field named file', async () => {
    expect(errorPaths(await upload(await picture(64, 48), { field: 'photo' }))).toEqual(['file']);
  });

  it('refuses an upload without a session with 401 and reads no body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      ...multipart(await picture(64, 48)),
    });
    expectProblem(response, 401);
  });

  it('lists the library to admins only', async () => {
    expectProblem(await t.app.inject({ url: '/api/media' }), 401);
    const media = await uploaded(await picture(64, 48));
    const list = await admin({ method: 'GET', url: '/api/media' });
    expect(list.json<Media[]>()[0]).toEqual(media);
  });

  it('stores alternative texts, which every language must fill in', async () => {
    const media = await uploaded(await picture(64, 48));
    const put = (body: object) =>
      admin({ method: 'PUT', url: `/api/media/${media.id}`, payload: body });
    const saved = await put({ alt: localized('Dining room') });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Media>()).toEqual({ ...media, alt: localized('Dining room') });
    expect(errorPaths(await put({ alt: { ...localized('Dining room'), de: ' ' } }))).toEqual([
      'alt.de',
    ]);
    expectProblem(
      await admin({ method: 'PUT', url: '/api/media/99999', payload: { alt: localized('x') } }),
      404,
    );
    expectProblem(
      await t.app.inject({
        method: 'PUT',
        url: `/api/media/${media.id}`,
        payload: { alt: localized('x') },
      }),
      401,
    );
  });

  it('deletes a picture the site does not show, with its files', async () => {
    const media = await uploaded(await picture(64, 48));
    expect((await admin({ method: 'DELETE', url: `/api/media/${media.id}` })).statusCode).toBe(204);
    expect((await served(media.url)).statusCode).toBe(404);
    expectProblem(await admin({ method: 'DELETE', url: `/api/media/${media.id}` }), 404);
    expectProblem(await t.app.inject({ method: 'DELETE', url: `/api/media/1` }), 401);
  });

  it('answers 404 for a file that is not in the library', async () => {
    expect((await served('/media/p/000000000000000000000000/480.jpg')).statusCode).toBe(404);
    expect((await served('/media/p/zzz/480.exe')).statusCode).toBe(404);
  });
});
