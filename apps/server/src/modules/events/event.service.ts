import type { Event, EventCourseInput, EventInput } from '@restaurant/contract/event.ts';
import type { Context } from '#src/context.ts';
import type { Db } from '#src/db/database.ts';
import { isUniqueViolation } from '#src/db/errors.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { ConflictError, ValidationError } from '#src/lib/errors.ts';
import { assignAllergens } from '#src/modules/allergens/allergen.service.ts';
import * as eventRepository from '#src/modules/events/event.repository.ts';
import type { CourseRow, StoredEvent } from '#src/modules/events/event.repository.ts';
import { findFood } from '#src/modules/foods/food.service.ts';
import { pictureErrors } from '#src/modules/media/media.service.ts';

/**
 * What the events module asks of the bookings (given by app.ts, since bookings stand on events):
 * the seats each event's bookings hold, the booking lock of days, taken in date order, and what
 * follows a change of an event, under its days' locks (its waiting list follows it and is offered
 * the seats it has free).
 */
export type EventBookings = {
  seatsBooked: (db: Db, eventIds: number[]) => Promise<Map<number, number>>;
  lockDays: (trx: Db, dates: string[]) => Promise<void>;
  changed: (tx: Context, event: StoredEvent) => Promise<void>;
};

function withCounts(events: StoredEvent[], booked: Map<number, number>): Event[] {
  return events.map((event) => {
    const seatsBooked = booked.get(event.id) ?? 0;
    return { ...event, seatsBooked, seatsLeft: Math.max(0, event.seats - seatsBooked) };
  });
}

/** The events (from a date on, or one of them), each with the seats booked and left. */
export async function findEvents(
  ctx: Context,
  bookings: Pick<EventBookings, 'seatsBooked'>,
  where: { id?: number; slug?: string; from?: string; on?: string } = {},
): Promise<Event[]> {
  const events = await eventRepository.find(ctx.db, where);
  return withCounts(
    events,
    await bookings.seatsBooked(
      ctx.db,
      events.map((event) => event.id),
    ),
  );
}

/** The events stored for a date, without their bookings: what a day's availability stands on. */
export function findEventsOn(ctx: Context, date: string): Promise<StoredEvent[]> {
  return eventRepository.find(ctx.db, { on: date });
}

/** One event as stored, without its bookings. */
export async function findStoredEvent(ctx: Context, id: number): Promise<StoredEvent | undefined> {
  return (await eventRepository.find(ctx.db, { id }))[0];
}

/** Field errors about one course are given the course's place in the menu. */
async function atCourse<T>(index: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ValidationError && error.errors) {
      throw new ValidationError(
        error.errors.map((field) => ({ ...field, path: `courses.${index}.${field.path}` })),
      );
    }
    throw error;
  }
}

/** A course as it is stored: one made from a dish takes the dish's texts as they are now. */
async function resolveCourse(ctx: Context, course: EventCourseInput): Promise<CourseRow> {
  if (course.foodId == null) {
    return {
      foodId: null,
      name: course.name!,
      description: course.description ?? null,
      allergenIds: course.allergenIds,
      dietTags: course.dietTags,
    };
  }
  const food = await findFood(ctx, course.foodId);
  if (!food) throw new ValidationError([{ path: 'foodId', message: 'No such dish' }]);
  return {
    foodId: food.id,
    name: food.name,
    description: food.description,
    allergenIds: food.allergens.map((allergen) => allergen.id),
    dietTags: food.dietTags,
  };
}

async function storeCourses(ctx: Context, eventId: number, courses: EventCourseInput[]) {
  await eventRepository.removeCourses(ctx.db, eventId);
  for (const [index, course] of courses.entries()) {
    await atCourse(index, async () => {
      const row = await resolveCourse(ctx, course);
      const id = await eventRepository.insertCourse(ctx.db, eventId, index, row);
      await assignAllergens(ctx, 'eventCourseAllergens', id, row);
    });
  }
}

async function checkInput(ctx: Context, input: EventInput, id?: number): Promise<void> {
  const errors =
    input.pictureId == null ? [] : await pictureErrors(ctx, [input.pictureId], () => 'pictureId');
  const sameSlug = (await eventRepository.find(ctx.db, { slug: input.slug }))[0];
  if (sameSlug && sameSlug.id !== id) {
    errors.push({ path: 'slug', message: 'Another event has this address' });
  }
  if (errors.length > 0) throw new ValidationError(errors);
}

/** A slug taken by an event saved at the same moment is the same 400 as one taken before. */
async function slugOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ValidationError([{ path: 'slug', message: 'Another event has this address' }]);
    }
    throw error;
  }
}

export function createEvent(
  ctx: Context,
  bookings: EventBookings,
  input: EventInput,
): Promise<Event> {
  return slugOnce(() =>
    inTransaction(ctx, async (tx) => {
      // Regular bookings of the day are checked against the event from its first moment.
      await bookings.lockDays(tx.db, [input.date]);
      await checkInput(tx, input);
      const id = await eventRepository.insert(tx.db, input);
      await storeCourses(tx, id, input.courses);
      return (await findEvents(tx, bookings, { id }))[0]!;
    }),
  );
}

/**
 * Changes an event under the booking lock of its old and new day, so that its seats never go
 * below those its bookings hold; undefined when there is no such event.
 */
export function updateEvent(
  ctx: Context,
  bookings: EventBookings,
  id: number,
  input: EventInput,
): Promise<Event | undefined> {
  return slugOnce(() =>
    inTransaction(ctx, async (tx) => {
      const before = await findStoredEvent(tx, id);
      if (!before) return undefined;
      await bookings.lockDays(tx.db, [before.date, input.date]);
      await checkInput(tx, input, id);
      const booked = (await bookings.seatsBooked(tx.db, [id])).get(id) ?? 0;
      if (booked > 0 && input.date !== before.date) {
        throw new ConflictError('The event has bookings; its date cannot change.');
      }
      if (input.seats < booked) {
        throw new ValidationError([
          { path: 'seats', message: `Must be at least ${booked}, the seats already booked` },
        ]);
      }
      await eventRepository.update(tx.db, id, input);
      await storeCourses(tx, id, input.courses);
      await bookings.changed(tx, (await findStoredEvent(tx, id))!);
      return (await findEvents(tx, bookings, { id }))[0];
    }),
  );
}

/** Deletes an event nobody holds seats of; false when there is no such event. */
export function deleteEvent(ctx: Context, bookings: EventBookings, id: number): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const before = await findStoredEvent(tx, id);
    if (!before) return false;
    await bookings.lockDays(tx.db, [before.date]);
    if (((await bookings.seatsBooked(tx.db, [id])).get(id) ?? 0) > 0) {
      throw new ConflictError('The event has bookings; cancel them first.');
    }
    return eventRepository.remove(tx.db, id);
  });
}

/**
 * Brings the courses made from the dish in events of `today` and later to what the dish says now,
 * inside the caller's transaction, as daily-menu items do. Earlier events keep what was served.
 */
export async function followDishInEvents(
  ctx: Context,
  foodId: number,
  today: string,
): Promise<void> {
  const food = await findFood(ctx, foodId);
  if (!food) return;
  const texts = {
    name: food.name,
    description: food.description,
    allergenIds: food.allergens.map((allergen) => allergen.id),
    dietTags: food.dietTags,
  };
  for (const id of await eventRepository.findCoursesOfDish(ctx.db, foodId, today)) {
    await eventRepository.updateCourseTexts(ctx.db, id, texts);
    await assignAllergens(ctx, 'eventCourseAllergens', id, texts);
  }
}
