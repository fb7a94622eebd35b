import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';

/**
 * What working a lead to its end needs from the database, shared by every part of it:
 * - `audit_log`: every staff action on leads, who, when and what (read at /admin/audit);
 * - `settings`: the admin settings of the back office, one JSON value per key;
 * - `lead_events.detail`: what an event carries beyond a status change (a note's text, a
 *   call's outcome, the fields an edit changed), as JSON text; blank when nothing.
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  const auto = dialect === 'sqlite';
  await db.schema
    .createTable('audit_log')
    .addColumn('id', auto ? 'integer' : 'serial', (col) =>
      auto ? col.primaryKey().autoIncrement() : col.primaryKey(),
    )
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    // Kept as written at the time, so the log still names a person whose account is deleted.
    .addColumn('user_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('action', 'text', (col) => col.notNull())
    // Not a foreign key: the log outlives the leads it names (deleted, purged, merged).
    .addColumn('lead_id', 'integer')
    .addColumn('lead_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // The page's three filters, each newest first.
  await sql`create index audit_log_created_idx on audit_log (created_at, id)`.execute(db);
  await sql`create index audit_log_user_idx on audit_log (user_id, created_at, id)`.execute(db);
  await sql`create index audit_log_action_idx on audit_log (action, created_at, id)`.execute(db);
  await sql`create index audit_log_lead_idx on audit_log (lead_id)`.execute(db);

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .alterTable('lead_events')
    .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('lead_events').dropColumn('detail').execute();
  await db.schema.dropTable('settings').execute();
  await db.schema.dropTable('audit_log').execute();
}
