import type { Offer, OfferInput, OfferItem } from '@restaurant/contract/offer.ts';
import type { Db } from '#src/db/database.ts';
import { NAME_COLUMNS, fromColumns, toColumns } from '#src/db/localized.ts';
import * as menuItemRepository from '#src/modules/menu-items/menu-item.repository.ts';

const COLUMNS = ['id', 'startDate', 'endDate', 'featured', ...NAME_COLUMNS] as const;

export function toOfferItem(item: menuItemRepository.MenuItem): OfferItem {
  const { parentId, ...rest } = item;
  return { ...rest, offerId: parentId };
}

async function find(db: Db, where: { id?: number; runningOn?: string }): Promise<Offer[]> {
  let query = db.selectFrom('offers').select(COLUMNS).orderBy('startDate').orderBy('id');
  if (where.id !== undefined) query = query.where('id', '=', where.id);
  if (where.runningOn !== undefined) {
    query = query.where('startDate', '<=', where.runningOn).where('endDate', '>=', where.runningOn);
  }
  const rows = await query.execute();
  const items = await menuItemRepository.findByParents(
    db,
    'offer',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: fromColumns('name', row),
    startDate: row.startDate,
    endDate: row.endDate,
    featured: row.featured === 1,
    items: items.filter((item) => item.parentId === row.id).map(toOfferItem),
  }));
}

export async function findAll(db: Db): Promise<Offer[]> {
  return find(db, {});
}

/** The offers running on the date (both ends included). */
export async function findRunningOn(db: Db, date: string): Promise<Offer[]> {
  return find(db, { runningOn: date });
}

export async function findById(db: Db, id: number): Promise<Offer | undefined> {
  return (await find(db, { id }))[0];
}

export async function exists(db: Db, id: number): Promise<boolean> {
  return Boolean(
    await db.selectFrom('offers').select('id').where('id', '=', id).executeTakeFirst(),
  );
}

function columns(input: OfferInput) {
  return {
    startDate: input.startDate,
    endDate: input.endDate,
    featured: input.featured ? 1 : 0,
    ...toColumns('name', input.name),
  };
}

/** Stores the offer's own row; answers its id. */
export async function insert(db: Db, input: OfferInput): Promise<number> {
  const { id } = await db
    .insertInto('offers')
    .values(columns(input))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Updates the offer's own row; false when there is no such offer. */
export async function update(db: Db, id: number, input: OfferInput): Promise<boolean> {
  const result = await db
    .updateTable('offers')
    .set(columns(input))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Takes the flag from every other offer that runs on any of the dates. */
export async function unfeatureOverlapping(
  db: Db,
  id: number,
  dates: { startDate: string; endDate: string },
): Promise<void> {
  await db
    .updateTable('offers')
    .set({ featured: 0 })
    .where('id', '!=', id)
    .where('featured', '=', 1)
    .where('startDate', '<=', dates.endDate)
    .where('endDate', '>=', dates.startDate)
    .execute();
}

/** Deletes the offer; its items go with it (ON DELETE CASCADE). */
export async function remove(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('offers').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
