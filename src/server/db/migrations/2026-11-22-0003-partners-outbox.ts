import type { Db, Dialect } from '../connection.js';

/** Partner installers, the leads sent to them, the notification outbox, and consent on leads. */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  const pk = dialect === 'postgres' ? ('serial' as const) : ('integer' as const);
  const auto = dialect === 'sqlite';

  await db.schema
    .createTable('partners')
    .addColumn('id', pk, (col) => (auto ? col.primaryKey().autoIncrement() : col.primaryKey()))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('contact_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('mobile', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('counties', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('daily_cap', 'integer', (col) => col.notNull().defaultTo(10))
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('last_assigned_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('lead_partners')
    .addColumn('id', pk, (col) => (auto ? col.primaryKey().autoIncrement() : col.primaryKey()))
    .addColumn('lead_id', 'integer', (col) =>
      col.notNull().references('leads.id').onDelete('cascade'),
    )
    .addColumn('partner_id', 'integer', (col) => col.references('partners.id').onDelete('set null'))
    .addColumn('partner_name', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull().defaultTo('auto'))
    .addColumn('assigned_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('assigned_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('lead_partners_lead_partner_key', ['lead_id', 'partner_id'])
    .execute();
  await db.schema
    .createIndex('lead_partners_partner_day_idx')
    .on('lead_partners')
    .columns(['partner_id', 'assigned_at'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', pk, (col) => (auto ? col.primaryKey().autoIncrement() : col.primaryKey()))
    .addColumn('lead_id', 'integer', (col) => col.references('leads.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('dedupe_key', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('outbox_due_idx')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('outbox_lead_idx').on('outbox').column('lead_id').execute();

  await db.schema
    .alterTable('leads')
    .addColumn('county', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('leads')
    .addColumn('eircode', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('leads')
    .addColumn('consent_version', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('leads').addColumn('consent_at', 'text').execute();
  await db.schema
    .alterTable('leads')
    .addColumn('consent_page', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('leads')
    .addColumn('marketing_opt_in', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const column of [
    'marketing_opt_in',
    'consent_page',
    'consent_at',
    'consent_version',
    'eircode',
    'county',
  ]) {
    await db.schema.alterTable('leads').dropColumn(column).execute();
  }
  await db.schema.dropTable('outbox').execute();
  await db.schema.dropTable('lead_partners').execute();
  await db.schema.dropTable('partners').execute();
}
