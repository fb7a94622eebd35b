import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';

/**
 * Partner API tokens and signed lead links:
 * - `partner_api_tokens`: a partner's `wqp_` tokens, only their SHA-256 kept, with who made
 *   them, their last use and when they were revoked;
 * - `app_secrets`: server-held keys; the key that signs the one-click lead links in installer
 *   e-mails is made here, once per database, so every process signs and checks alike;
 * - `lead_partners.responded_via` (portal, api or link) and `responded_token_id`: how an
 *   answer was given, next to `responded_by` (null for a link).
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  const pk = dialect === 'postgres' ? ('serial' as const) : ('integer' as const);
  const auto = dialect === 'sqlite';

  await db.schema
    .createTable('partner_api_tokens')
    .addColumn('id', pk, (col) => (auto ? col.primaryKey().autoIncrement() : col.primaryKey()))
    .addColumn('partner_id', 'integer', (col) =>
      col.notNull().references('partners.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await sql`create index partner_api_tokens_partner_idx on partner_api_tokens (partner_id, id)`.execute(
    db,
  );

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db
    .insertInto('app_secrets')
    .values({
      name: 'partner_lead_links',
      value: randomBytes(32).toString('base64url'),
      created_at: new Date().toISOString(),
    })
    .execute();

  await db.schema
    .alterTable('lead_partners')
    .addColumn('responded_via', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('lead_partners')
    .addColumn('responded_token_id', 'integer', (col) =>
      col.references('partner_api_tokens.id').onDelete('set null'),
    )
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('lead_partners').dropColumn('responded_token_id').execute();
  await db.schema.alterTable('lead_partners').dropColumn('responded_via').execute();
  await db.schema.dropTable('app_secrets').execute();
  await sql`drop index if exists partner_api_tokens_partner_idx`.execute(db);
  await db.schema.dropTable('partner_api_tokens').execute();
}
