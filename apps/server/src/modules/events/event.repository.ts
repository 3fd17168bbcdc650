import type { DietTag } from '@restaurant/contract/diet-tags.ts';
import type { Event, EventCourse, EventInput } from '@restaurant/contract/event.ts';
import type { LocalizedDescription, LocalizedText } from '@restaurant/contract/localized-text.ts';
import type { Db } from '#src/db/database.ts';
import { dietTagsColumn, dietTagsFrom } from '#src/db/diet-tags.ts';
import {
  DESCRIPTION_COLUMNS,
  NAME_COLUMNS,
  descriptionColumns,
  descriptionFrom,
  fromColumns,
  toColumns,
} from '#src/db/localized.ts';
import { findAllergensOf } from '#src/modules/allergens/allergen-link.repository.ts';

/** An event as stored, without the count of its bookings. */
export type StoredEvent = Omit<Event, 'seatsBooked' | 'seatsLeft'>;

/** A course as stored: its texts already taken from its dish, when it has one. */
export type CourseRow = {
  foodId: number | null;
  name: LocalizedText;
  description: LocalizedDescription | null;
  allergenIds: number[];
  dietTags: DietTag[];
};

const COLUMNS = [
  'id',
  'slug',
  'titleHu',
  'titleEn',
  'titleDe',
  'descriptionHu',
  'descriptionEn',
  'descriptionDe',
  'prepaymentHu',
  'prepaymentEn',
  'prepaymentDe',
  'prepaymentRequired',
  'date',
  'startTime',
  'endTime',
  'seats',
  'pricePerPerson',
  'exclusive',
  'bookingOpen',
  'minPartySize',
  'maxPartySize',
  'pictureId',
] as const;

type Where = { id?: number; slug?: string; from?: string; on?: string };

async function coursesOf(db: Db, eventIds: number[]) {
  if (eventIds.length === 0) return [];
  const rows = await db
    .selectFrom('eventCourses')
    .select(['id', 'eventId', 'foodId', 'dietTags', ...NAME_COLUMNS, ...DESCRIPTION_COLUMNS])
    .where('eventId', 'in', eventIds)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  const allergens = await findAllergensOf(
    db,
    'eventCourseAllergens',
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const listed = allergens.get(row.id) ?? [];
    const course: EventCourse = {
      foodId: row.foodId,
      name: fromColumns('name', row),
      description: descriptionFrom(row),
      allergenIds: listed.map((allergen) => allergen.id),
      allergens: listed,
      dietTags: dietTagsFrom(row.dietTags),
    };
    return { eventId: row.eventId, course };
  });
}

/** The events asked for, by date and start, each with its courses in order. */
export async function find(db: Db, where: Where = {}): Promise<StoredEvent[]> {
  let query = db.selectFrom('events').select(COLUMNS).orderBy('date').orderBy('startTime');
  if (where.id !== undefined) query = query.where('id', '=', where.id);
  if (where.slug !== undefined) query = query.where('slug', '=', where.slug);
  if (where.from !== undefined) query = query.where('date', '>=', where.from);
  if (where.on !== undefined) query = query.where('date', '=', where.on);
  const rows = await query.orderBy('id').execute();
  const courses = await coursesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: fromColumns('title', row),
    description: fromColumns('description', row),
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    seats: row.seats,
    pricePerPerson: row.pricePerPerson,
    exclusive: row.exclusive === 1,
    bookingOpen: row.bookingOpen === 1,
    minPartySize: row.minPartySize,
    maxPartySize: row.maxPartySize,
    pictureId: row.pictureId,
    courses: courses.filter((entry) => entry.eventId === row.id).map((entry) => entry.course),
    prepayment: {
      required: row.prepaymentRequired === 1,
      instructions: fromColumns('prepayment', row),
    },
  }));
}

function columns(input: EventInput) {
  return {
    slug: input.slug,
    ...toColumns('title', input.title),
    ...toColumns('description', input.description),
    ...toColumns('prepayment', input.prepayment.instructions),
    prepaymentRequired: input.prepayment.required ? 1 : 0,
    date: input.date,
    startTime: input.startTime,
    endTime: input.endTime,
    seats: input.seats,
    pricePerPerson: input.pricePerPerson,
    exclusive: input.exclusive ? 1 : 0,
    bookingOpen: input.bookingOpen ? 1 : 0,
    minPartySize: input.minPartySize,
    maxPartySize: input.maxPartySize,
    pictureId: input.pictureId ?? null,
  };
}

/** Stores the event's own row; answers its id. */
export async function insert(db: Db, input: EventInput): Promise<number> {
  const { id } = await db
    .insertInto('events')
    .values(columns(input))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Updates the event's own row; false when there is no such event. */
export async function update(db: Db, id: number, input: EventInput): Promise<boolean> {
  const result = await db
    .updateTable('events')
    .set(columns(input))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the event; its courses go with it (ON DELETE CASCADE). */
export async function remove(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('events').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function removeCourses(db: Db, eventId: number): Promise<void> {
  await db.deleteFrom('eventCourses').where('eventId', '=', eventId).execute();
}

function courseTexts(course: Omit<CourseRow, 'foodId' | 'allergenIds'>) {
  return {
    ...toColumns('name', course.name),
    ...descriptionColumns(course.description),
    dietTags: dietTagsColumn(course.dietTags),
  };
}

/** Stores a course at its place in the menu; answers its id. */
export async function insertCourse(
  db: Db,
  eventId: number,
  sortOrder: number,
  course: CourseRow,
): Promise<number> {
  const { id } = await db
    .insertInto('eventCourses')
    .values({ eventId, sortOrder, foodId: course.foodId, ...courseTexts(course) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The courses made from the dish in events on `from` or later. */
export async function findCoursesOfDish(db: Db, foodId: number, from: string): Promise<number[]> {
  const rows = await db
    .selectFrom('eventCourses')
    .innerJoin('events', 'events.id', 'eventCourses.eventId')
    .select('eventCourses.id')
    .where('eventCourses.foodId', '=', foodId)
    .where('events.date', '>=', from)
    .execute();
  return rows.map((row) => row.id);
}

export async function updateCourseTexts(
  db: Db,
  id: number,
  texts: Omit<CourseRow, 'foodId' | 'allergenIds'>,
): Promise<void> {
  await db.updateTable('eventCourses').set(courseTexts(texts)).where('id', '=', id).execute();
}
