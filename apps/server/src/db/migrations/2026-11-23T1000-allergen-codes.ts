import type { Kysely } from 'kysely';

// The marks of the 14 allergens of Annex II of EU Regulation 1169/2011, found by their names.
const ANNEX_II: Array<[code: string, name: RegExp]> = [
  ['1', /gluten|glutén/i],
  ['2', /crustacean|rákfél|krebstier/i],
  ['3', /\beggs?\b|tojás|\beier?\b/i],
  ['4', /\bfish|\bhal(ak)?\b|\bfisch/i],
  ['5', /peanut|földimogyoró|erdnuss/i],
  ['6', /\bsoy|szója|\bsoja/i],
  ['7', /\bmilk|lactose|\btej|\bmilch/i],
  ['8', /\bnuts?\b|tree nut|diófél|schalenfr/i],
  ['9', /celery|zeller|sellerie/i],
  ['10', /mustard|mustár|\bsenf/i],
  ['11', /sesame|szezám|sesam/i],
  ['12', /sulph|sulfit|szulfit|kén-dioxid|schwefel/i],
  ['13', /lupin|csillagfürt/i],
  ['14', /mollus|puhatest|weichtier/i],
];

type Row = { id: number; nameHu: string; nameEn: string; nameDe: string };

/** Annex II numbers for the EU allergens by name, and the next free number for every other one. */
function codesFor(rows: Row[]): Map<number, string> {
  const codes = new Map<number, string>();
  const taken = new Set<string>();
  for (const [code, pattern] of ANNEX_II) {
    const row = rows.find(
      (candidate) =>
        !codes.has(candidate.id) &&
        [candidate.nameEn, candidate.nameHu, candidate.nameDe].some((name) => pattern.test(name)),
    );
    if (row) {
      codes.set(row.id, code);
      taken.add(code);
    }
  }
  let next = 15;
  for (const row of rows) {
    if (codes.has(row.id)) continue;
    while (taken.has(String(next))) next++;
    codes.set(row.id, String(next));
    taken.add(String(next));
  }
  return codes;
}

const link = (db: Kysely<unknown>, table: string, owner: string, ownerTable: string) =>
  db.schema
    .createTable(table)
    .addColumn(owner, 'integer', (col) =>
      col.notNull().references(`${ownerTable}.id`).onDelete('cascade'),
    )
    .addColumn('allergen_id', 'integer', (col) =>
      col.notNull().references('allergens.id').onDelete('restrict'),
    )
    .addPrimaryKeyConstraint(`${table}_pk`, [owner, 'allergen_id'])
    .execute();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('allergens').addColumn('code', 'varchar(3)').execute();
  const rows: Row[] = await db
    .selectFrom('allergens')
    .select(['id', 'nameHu', 'nameEn', 'nameDe'])
    .orderBy('id')
    .execute();
  for (const [id, code] of codesFor(rows)) {
    await db.updateTable('allergens').set({ code }).where('id', '=', id).execute();
  }
  await db.schema
    .createIndex('allergens_code_unique')
    .on('allergens')
    .column('code')
    .unique()
    .execute();
  await link(db, 'offer_item_allergens', 'offer_item_id', 'offer_items');
  await link(db, 'drink_allergens', 'drink_id', 'drinks');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('drink_allergens').execute();
  await db.schema.dropTable('offer_item_allergens').execute();
  await db.schema.dropIndex('allergens_code_unique').execute();
  await db.schema.alterTable('allergens').dropColumn('code').execute();
}
