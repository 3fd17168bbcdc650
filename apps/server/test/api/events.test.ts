import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@restaurant/contract/audit.ts';
import type { Event } from '@restaurant/contract/event.ts';
import { errorPaths, expectProblem, type Send } from '../dated-fixtures.ts';
import { DATABASE_KINDS, localized } from '../helpers.ts';
import { useApi } from '../fixtures.ts';
import { addMember } from '../staff-helpers.ts';
import { dayAhead } from '../reservation-fixtures.ts';
import { createEvent, eventBody } from '../event-fixtures.ts';

describe.each(DATABASE_KINDS)('events on %s', (kind) => {
  const api = useApi(kind);
  const admin: Send = (options) => api.t.as(token, options);
  let token = '';
  beforeAll(async () => {
    token = await api.t.login();
  });

  it('creates an event with its set menu and reads it back with the seats booked and left', async () => {
    const { food, allergen } = await api.foodInCategory();
    const date = dayAhead(api.t, 10);
    const event = await createEvent(admin, date, {
      courses: [
        { foodId: food.id },
        {
          name: localized('Desszert'),
          description: localized('Házi'),
          allergenIds: [allergen.id],
          dietTags: ['vegetarian'],
        },
      ],
      pictureId: null,
    });
    expect(event).toMatchObject({
      date,
      startTime: '18:00',
      endTime: '22:00',
      seats: 20,
      pricePerPerson: 24_900,
      seatsBooked: 0,
      seatsLeft: 20,
      pictureId: null,
      prepayment: { required: false },
    });
    expect(event.courses).toEqual([
      {
        foodId: food.id,
        name: food.name,
        description: food.description,
        allergenIds: [allergen.id],
        allergens: [allergen],
        dietTags: food.dietTags,
      },
      {
        foodId: null,
        name: localized('Desszert'),
        description: localized('Házi'),
        allergenIds: [allergen.id],
        allergens: [allergen],
        dietTags: ['vegetarian'],
      },
    ]);
    expect(await api.read(`/api/events/${event.id}`)).toEqual(event);
    expect(await api.read<Event[]>('/api/events')).toContainEqual(event);
  });

  it('lets a course made from a dish follow the dish, in events still to come', async () => {
    const { category, food } = await api.foodInCategory();
    const other = await api.allergen();
    const event = await createEvent(admin, dayAhead(api.t, 11), { courses: [{ foodId: food.id }] });
    const changed = await api.send('PUT', `/api/foods/${food.id}`, {
      categoryId: category.id,
      name: localized('Kacsamell'),
      price: 5990,
      allergenIds: [other.id],
      dietTags: ['glutenFree'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [course] = (await api.read<Event>(`/api/events/${event.id}`)).courses;
    expect(course).toMatchObject({
      foodId: food.id,
      name: localized('Kacsamell'),
      allergenIds: [other.id],
      dietTags: ['glutenFree'],
    });
  });

  it('refuses bad input with 400 and a message for each field', async () => {
    const date = dayAhead(api.t, 12);
    const bad = await api.send('POST', '/api/events', {
      ...eventBody(date),
      slug: 'Not a slug',
      seats: 0,
      pricePerPerson: 12.5,
      endTime: '18:00',
      minPartySize: 4,
      maxPartySize: 2,
      courses: [{ allergenIds: [] }],
      prepayment: { required: true, instructions: { hu: '', en: '', de: '' } },
    });
    expectProblem(bad, 400);
    expect(errorPaths(bad).sort()).toEqual(
      ['courses.0.name', 'pricePerPerson', 'seats', 'slug'].sort(),
    );
    const refined = await api.send('POST', '/api/events', {
      ...eventBody(date),
      endTime: '18:00',
      minPartySize: 4,
      maxPartySize: 2,
      prepayment: { required: true, instructions: { hu: '', en: '', de: '' } },
    });
    expect(errorPaths(refined).sort()).toEqual(
      ['endTime', 'maxPartySize', 'prepayment.instructions.hu'].sort(),
    );
    const unknownDish = await api.send('POST', '/api/events', {
      ...eventBody(date),
      courses: [{ name: localized('Leves'), allergenIds: [] }, { foodId: 2_000_000_000 }],
    });
    expect(errorPaths(unknownDish)).toEqual(['courses.1.foodId']);
    const first = await createEvent(admin, date);
    const sameSlug = await api.send('POST', '/api/events', {
      ...eventBody(date),
      slug: first.slug,
    });
    expect(errorPaths(sameSlug)).toEqual(['slug']);
  });

  it('lets editors manage events, refuses guests, and writes every change in the audit log', async () => {
    const ownerToken = await api.t.login();
    const editor = await addMember(api.t, ownerToken, { username: 'szerkeszto', role: 'editor' });
    const token = await editor.login();
    const date = dayAhead(api.t, 13);
    const created = await api.t.as(token, {
      method: 'POST',
      url: '/api/events',
      payload: eventBody(date),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<Event>();
    const changed = await api.t.as(token, {
      method: 'PUT',
      url: `/api/events/${id}`,
      payload: eventBody(date, { slug: created.json<Event>().slug, seats: 30 }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Event>()).toMatchObject({ seats: 30, seatsLeft: 30 });
    const anonymous = await api.anonymous('POST', '/api/events', eventBody(date));
    expectProblem(anonymous, 401);
    const removed = await api.t.as(token, { method: 'DELETE', url: `/api/events/${id}` });
    expect(removed.statusCode).toBe(204);
    expectProblem(await api.anonymous('GET', `/api/events/${id}`), 404);
    const log = await api.t.as(ownerToken, { url: `/api/audit-log?entity=event&entityId=${id}` });
    const entries = log.json<AuditPage>().entries;
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(entries.every((entry) => entry.label === 'Borvacsora')).toBe(true);
    expect(entries[1]!.changes).toContainEqual({ field: 'seats', before: 20, after: 30 });
  });
});
