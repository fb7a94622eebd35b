import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';

/**
 * Installer accounts: a user with role 4 belongs to one partner
 * (users.partner_id); invitations hold only the SHA-256 of their one-time token; each lead
 * passed to a partner records the installer's answer (pending, accepted or declined).
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  const pk = dialect === 'postgres' ? ('serial' as const) : ('integer' as const);
  const auto = dialect === 'sqlite';

  await db.schema
    .alterTable('users')
    .addColumn('partner_id', 'integer', (col) => col.references('partners.id').onDelete('cascade'))
    .execute();
  await sql`create index users_partner_idx on users (partner_id) where partner_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable('partner_invitations')
    .addColumn('id', pk, (col) => (auto ? col.primaryKey().autoIncrement() : col.primaryKey()))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .alterTable('lead_partners')
    .addColumn('response', 'text', (col) => col.notNull().defaultTo('pending'))
    .execute();
  await db.schema.alterTable('lead_partners').addColumn('responded_at', 'text').execute();
  await db.schema
    .alterTable('lead_partners')
    .addColumn('responded_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('lead_partners')
    .addColumn('decline_reason', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('lead_partners')
    .addColumn('decline_note', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  // The portal's list: one partner's leads, newest first.
  await sql`create index lead_partners_portal_idx on lead_partners (partner_id, assigned_at, id)`.execute(
    db,
  );
}

export async function down(db: Db): Promise<void> {
  await sql`drop index if exists lead_partners_portal_idx`.execute(db);
  for (const column of [
    'decline_note',
    'decline_reason',
    'responded_by',
    'responded_at',
    'response',
  ]) {
    await db.schema.alterTable('lead_partners').dropColumn(column).execute();
  }
  await db.schema.dropTable('partner_invitations').execute();
  await sql`drop index if exists users_partner_idx`.execute(db);
  await db.schema.alterTable('users').dropColumn('partner_id').execute();
}
