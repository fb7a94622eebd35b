import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';

/**
 * Partner webhooks:
 * - `partners.webhook_url` ('' = none) and `webhook_secret` (`whsec_…`, kept to sign; never
 *   answered again after it is shown), `webhook_secret_at` (when it was made), and the secret
 *   it replaced with the end of its overlap (`webhook_previous_secret`, `webhook_previous_until`);
 * - `outbox.partner_id`: the partner a webhook message is for (null on e-mails and texts), so a
 *   partner's delivery log reads its own rows; they go when the partner goes;
 * - `webhook_deliveries`: one row per attempt (status code or error, time taken).
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  const pk = dialect === 'postgres' ? ('serial' as const) : ('integer' as const);
  const auto = dialect === 'sqlite';

  await db.schema
    .alterTable('partners')
    .addColumn('webhook_url', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('partners')
    .addColumn('webhook_secret', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('partners').addColumn('webhook_secret_at', 'text').execute();
  // After a rotation the old secret also signs until then, so the partner can switch without a gap.
  await db.schema
    .alterTable('partners')
    .addColumn('webhook_previous_secret', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('partners').addColumn('webhook_previous_until', 'text').execute();

  await db.schema
    .alterTable('outbox')
    .addColumn('partner_id', 'integer', (col) => col.references('partners.id').onDelete('cascade'))
    .execute();
  await sql`create index outbox_partner_idx on outbox (partner_id, id) where partner_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', pk, (col) => (auto ? col.primaryKey().autoIncrement() : col.primaryKey()))
    .addColumn('outbox_id', 'integer', (col) =>
      col.notNull().references('outbox.id').onDelete('cascade'),
    )
    .addColumn('attempt', 'integer', (col) => col.notNull())
    .addColumn('attempted_at', 'text', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('duration_ms', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_outbox_idx')
    .on('webhook_deliveries')
    .columns(['outbox_id', 'id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await sql`drop index if exists outbox_partner_idx`.execute(db);
  await db.schema.alterTable('outbox').dropColumn('partner_id').execute();
  for (const column of [
    'webhook_previous_until',
    'webhook_previous_secret',
    'webhook_secret_at',
    'webhook_secret',
    'webhook_url',
  ]) {
    await db.schema.alterTable('partners').dropColumn(column).execute();
  }
}
