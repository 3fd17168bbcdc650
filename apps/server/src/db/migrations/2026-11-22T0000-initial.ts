import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { withIdColumn } from '#src/db/dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Table = CreateTableBuilder<string, any>;

const names = (table: Table) =>
  table
    .addColumn('name_hu', 'varchar(200)', (col) => col.notNull())
    .addColumn('name_en', 'varchar(200)', (col) => col.notNull())
    .addColumn('name_de', 'varchar(200)', (col) => col.notNull());

const descriptions = (table: Table) =>
  table
    .addColumn('description_hu', 'varchar(2000)')
    .addColumn('description_en', 'varchar(2000)')
    .addColumn('description_de', 'varchar(2000)');

const sortOrder = (table: Table) =>
  table.addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0));

export async function up(db: Kysely<unknown>): Promise<void> {
  const table = (name: string): Table => withIdColumn(db, db.schema.createTable(name));

  await names(table('allergens')).execute();

  await sortOrder(names(table('categories')))
    .addColumn('type', 'varchar(5)', (col) => col.notNull())
    .addCheckConstraint('categories_type_check', sql`type in ('Food', 'Drink')`)
    .addUniqueConstraint('categories_id_type_unique', ['id', 'type'])
    .execute();

  for (const [tableName, type] of [
    ['foods', 'Food'],
    ['drinks', 'Drink'],
  ] as const) {
    let builder = sortOrder(descriptions(names(table(tableName))))
      .addColumn('category_id', 'integer', (col) => col.notNull())
      // Pinned to one value so that the foreign key below only matches categories of that type.
      .addColumn('category_type', 'varchar(5)', (col) => col.notNull().defaultTo(type))
      .addCheckConstraint(`${tableName}_category_type_check`, sql.raw(`category_type = '${type}'`))
      .addForeignKeyConstraint(
        `${tableName}_category_fk`,
        ['category_id', 'category_type'],
        'categories',
        ['id', 'type'],
        (fk) => fk.onDelete('restrict'),
      );
    if (tableName === 'foods') {
      builder = builder
        .addColumn('price', 'integer', (col) => col.notNull())
        .addCheckConstraint('foods_price_check', sql`price > 0`);
    }
    await builder.execute();
    await db.schema
      .createIndex(`${tableName}_category_index`)
      .on(tableName)
      .column('category_id')
      .execute();
  }

  await db.schema
    .createTable('food_allergens')
    .addColumn('food_id', 'integer', (col) =>
      col.notNull().references('foods.id').onDelete('cascade'),
    )
    .addColumn('allergen_id', 'integer', (col) =>
      col.notNull().references('allergens.id').onDelete('restrict'),
    )
    .addPrimaryKeyConstraint('food_allergens_pk', ['food_id', 'allergen_id'])
    .execute();

  await table('drink_variants')
    .addColumn('drink_id', 'integer', (col) =>
      col.notNull().references('drinks.id').onDelete('cascade'),
    )
    .addColumn('quantity_hu', 'varchar(50)', (col) => col.notNull())
    .addColumn('quantity_en', 'varchar(50)', (col) => col.notNull())
    .addColumn('quantity_de', 'varchar(50)', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addCheckConstraint('drink_variants_price_check', sql`price > 0`)
    .execute();
  await db.schema
    .createIndex('drink_variants_drink_index')
    .on('drink_variants')
    .column('drink_id')
    .execute();

  await table('daily_menus')
    .addColumn('date', 'varchar(10)', (col) => col.notNull().unique())
    .execute();

  await sortOrder(descriptions(names(table('daily_menu_items'))))
    .addColumn('daily_menu_id', 'integer', (col) =>
      col.notNull().references('daily_menus.id').onDelete('cascade'),
    )
    .addColumn('price', 'integer', (col) => col.notNull())
    .addCheckConstraint('daily_menu_items_price_check', sql`price >= 0`)
    .execute();

  await db.schema
    .createTable('daily_menu_item_allergens')
    .addColumn('daily_menu_item_id', 'integer', (col) =>
      col.notNull().references('daily_menu_items.id').onDelete('cascade'),
    )
    .addColumn('allergen_id', 'integer', (col) =>
      col.notNull().references('allergens.id').onDelete('restrict'),
    )
    .addPrimaryKeyConstraint('daily_menu_item_allergens_pk', ['daily_menu_item_id', 'allergen_id'])
    .execute();

  await names(table('offers'))
    .addColumn('start_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('end_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('featured', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('offers_dates_check', sql`end_date >= start_date`)
    .addCheckConstraint('offers_featured_check', sql`featured in (0, 1)`)
    .execute();

  await sortOrder(descriptions(names(table('offer_items'))))
    .addColumn('offer_id', 'integer', (col) =>
      col.notNull().references('offers.id').onDelete('cascade'),
    )
    .addColumn('price', 'integer', (col) => col.notNull())
    .addCheckConstraint('offer_items_price_check', sql`price >= 0`)
    .execute();

  await table('admin_users')
    .addColumn('username', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(200)')
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('totp_secret', 'varchar(255)', (col) => col.notNull())
    .addColumn('totp_last_step', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('admin_users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('locked_until', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'login_throttle',
    'sessions',
    'admin_users',
    'offer_items',
    'offers',
    'daily_menu_item_allergens',
    'daily_menu_items',
    'daily_menus',
    'drink_variants',
    'food_allergens',
    'drinks',
    'foods',
    'categories',
    'allergens',
  ]) {
    await db.schema.dropTable(name).execute();
  }
}
