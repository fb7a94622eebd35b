import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';

/** The history of each lead: creation, status changes (with the staff member) and edits. */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  const auto = dialect === 'sqlite';
  await db.schema
    .createTable('lead_events')
    .addColumn('id', auto ? 'integer' : 'serial', (col) =>
      auto ? col.primaryKey().autoIncrement() : col.primaryKey(),
    )
    .addColumn('lead_id', 'integer', (col) =>
      col.notNull().references('leads.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // First status change per lead (response time) and a lead's history.
  await db.schema
    .createIndex('lead_events_lead_idx')
    .on('lead_events')
    .columns(['lead_id', 'type', 'created_at'])
    .execute();
  // Recent activity and the week's status changes.
  await db.schema
    .createIndex('lead_events_created_idx')
    .on('lead_events')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('lead_events_type_idx')
    .on('lead_events')
    .columns(['type', 'to_status', 'created_at'])
    .execute();
  // A user deleted later leaves their events behind; the foreign key needs an index to stay cheap.
  await db.schema.createIndex('lead_events_user_idx').on('lead_events').column('user_id').execute();

  // Dashboard figures per page variant and the follow-up rule on updated_at.
  await db.schema
    .createIndex('leads_url_type_idx')
    .on('leads')
    .columns(['url_type', 'status'])
    .execute();
  await db.schema
    .createIndex('leads_status_updated_idx')
    .on('leads')
    .columns(['status', 'updated_at'])
    .execute();

  // Leads stored before this table existed get their creation event, so history starts complete.
  await sql`insert into lead_events (lead_id, type, from_status, to_status, user_id, created_at)
    select id, 'created', null, 'new', null, created_at from leads`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('leads_status_updated_idx').execute();
  await db.schema.dropIndex('leads_url_type_idx').execute();
  await db.schema.dropTable('lead_events').execute();
}
