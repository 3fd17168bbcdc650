import type { Event, EventCourseInput, EventInput } from '@restaurant/contract/event.ts';
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
 * the seats each event's bookings hold, and the booking lock of days, taken in date order.
 */
export type EventBookings = {
  seatsBooked: (db: Db, eventIds: number[]) => Promise<Map<number, number>>;
  lockDays: (trx: Db, dates: string[]) => Promise<void>;
};

function withCounts(events: StoredEvent[], booked: Map<number, number>): Event[] {
  return events.map((event) => {
    const seatsBooked = booked.get(event.id) ?? 0;
    return { ...event, seatsBooked, seatsLeft: Math.max(0, event.seats - seatsBooked) };
  });
}

/** The events (from a date on, or one of them), each with the seats booked and left. */
export async function findEvents(
  db: Db,
  bookings: EventBookings,
  where: { id?: number; slug?: string; from?: string; on?: string } = {},
): Promise<Event[]> {
  const events = await eventRepository.find(db, where);
  return withCounts(
    events,
    await bookings.seatsBooked(
      db,
      events.map((event) => event.id),
    ),
  );
}

/** The events stored for a date, without their bookings: what a day's availability stands on. */
export function findEventsOn(db: Db, date: string): Promise<StoredEvent[]> {
  return eventRepository.find(db, { on: date });
}

/** One event as stored, without its bookings. */
export async function findStoredEvent(db: Db, id: number): Promise<StoredEvent | undefined> {
  return (await eventRepository.find(db, { id }))[0];
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
async function resolveCourse(trx: Db, course: EventCourseInput): Promise<CourseRow> {
  if (course.foodId == null) {
    return {
      foodId: null,
      name: course.name!,
      description: course.description ?? null,
      allergenIds: course.allergenIds,
      dietTags: course.dietTags,
    };
  }
  const food = await findFood(trx, course.foodId);
  if (!food) throw new ValidationError([{ path: 'foodId', message: 'No such dish' }]);
  return {
    foodId: food.id,
    name: food.name,
    description: food.description,
    allergenIds: food.allergens.map((allergen) => allergen.id),
    dietTags: food.dietTags,
  };
}

async function storeCourses(trx: Db, eventId: number, courses: EventCourseInput[]) {
  await eventRepository.removeCourses(trx, eventId);
  for (const [index, course] of courses.entries()) {
    await atCourse(index, async () => {
      const row = await resolveCourse(trx, course);
      const id = await eventRepository.insertCourse(trx, eventId, index, row);
      await assignAllergens(trx, 'eventCourseAllergens', id, row);
    });
  }
}

async function checkInput(trx: Db, input: EventInput, id?: number): Promise<void> {
  const errors =
    input.pictureId == null ? [] : await pictureErrors(trx, [input.pictureId], () => 'pictureId');
  const sameSlug = (await eventRepository.find(trx, { slug: input.slug }))[0];
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

export function createEvent(db: Db, bookings: EventBookings, input: EventInput): Promise<Event> {
  return slugOnce(() =>
    inTransaction({ db }, async ({ db: trx }) => {
      // Regular bookings of the day are checked against the event from its first moment.
      await bookings.lockDays(trx, [input.date]);
      await checkInput(trx, input);
      const id = await eventRepository.insert(trx, input);
      await storeCourses(trx, id, input.courses);
      return (await findEvents(trx, bookings, { id }))[0]!;
    }),
  );
}

/**
 * Changes an event under the booking lock of its old and new day, so that its seats never go
 * below those its bookings hold; undefined when there is no such event.
 */
export function updateEvent(
  db: Db,
  bookings: EventBookings,
  id: number,
  input: EventInput,
): Promise<Event | undefined> {
  return slugOnce(() =>
    inTransaction({ db }, async ({ db: trx }) => {
      const before = await findStoredEvent(trx, id);
      if (!before) return undefined;
      await bookings.lockDays(trx, [before.date, input.date]);
      await checkInput(trx, input, id);
      const booked = (await bookings.seatsBooked(trx, [id])).get(id) ?? 0;
      if (booked > 0 && input.date !== before.date) {
        throw new ConflictError('The event has bookings; its date cannot change.');
      }
      if (input.seats < booked) {
        throw new ValidationError([
          { path: 'seats', message: `Must be at least ${booked}, the seats already booked` },
        ]);
      }
      await eventRepository.update(trx, id, input);
      await storeCourses(trx, id, input.courses);
      return (await findEvents(trx, bookings, { id }))[0];
    }),
  );
}

/** Deletes an event nobody holds seats of; false when there is no such event. */
export function deleteEvent(db: Db, bookings: EventBookings, id: number): Promise<boolean> {
  return inTransaction({ db }, async ({ db: trx }) => {
    const before = await findStoredEvent(trx, id);
    if (!before) return false;
    await bookings.lockDays(trx, [before.date]);
    if (((await bookings.seatsBooked(trx, [id])).get(id) ?? 0) > 0) {
      throw new ConflictError('The event has bookings; cancel them first.');
    }
    return eventRepository.remove(trx, id);
  });
}

/**
 * Brings the courses made from the dish in events of `today` and later to what the dish says now,
 * inside the caller's transaction, as daily-menu items do. Earlier events keep what was served.
 */
export async function followDishInEvents(trx: Db, foodId: number, today: string): Promise<void> {
  const food = await findFood(trx, foodId);
  if (!food) return;
  const texts = {
    name: food.name,
    description: food.description,
    allergenIds: food.allergens.map((allergen) => allergen.id),
    dietTags: food.dietTags,
  };
  for (const id of await eventRepository.findCoursesOfDish(trx, foodId, today)) {
    await eventRepository.updateCourseTexts(trx, id, texts);
    await assignAllergens(trx, 'eventCourseAllergens', id, texts);
  }
}
