import { type Kysely } from 'kysely';
import { withIdColumn } from '#src/db/dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Accounts made before roles existed belong to the people who ran the server: owners.
  await db.schema
    .alterTable('admin_users')
    .addColumn('role', 'varchar(10)', (col) => col.notNull().defaultTo('owner'))
    .execute();
  await db.schema
    .alterTable('admin_users')
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('admin_users').addColumn('last_login_at', 'bigint').execute();
  await db.schema
    .alterTable('admin_users')
    .addColumn('pending_totp_secret', 'varchar(255)')
    .execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(300)').execute();

  await db.schema
    .createTable('invitations')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('admin_users.id').onDelete('cascade'),
    )
    .addColumn('totp_secret', 'varchar(255)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('code_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('admin_users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  // No foreign key to admin_users: the history outlives a deleted account.
  await withIdColumn(db, db.schema.createTable('audit_log'))
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('username', 'varchar(64)')
    .addColumn('action', 'varchar(40)', (col) => col.notNull())
    .addColumn('entity', 'varchar(40)', (col) => col.notNull())
    .addColumn('entity_id', 'varchar(64)')
    .addColumn('label', 'varchar(200)')
    .addColumn('changes', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema
    .createIndex('audit_log_entity')
    .on('audit_log')
    .columns(['entity', 'entity_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['audit_log', 'recovery_codes', 'invitations']) {
    await db.schema.dropTable(name).execute();
  }
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
  for (const column of ['pending_totp_secret', 'last_login_at', 'active', 'role']) {
    await db.schema.alterTable('admin_users').dropColumn(column).execute();
  }
}
