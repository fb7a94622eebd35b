import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';

/**
 * The homeowner's own page:
 * - `request_links`: the links to `/request/<token>`, only the token's SHA-256 kept, expiring
 *   with the lead's retention, revocable by staff; they go with their lead;
 * - `homeowner_choices`: "I've hired someone", "Stop contacting me" and "Withdraw consent",
 *   one row per lead and choice, so a second click changes nothing;
 * - the installers' public profile on `partners`: years trading, insured until, SEAI-registered.
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  const pk = dialect === 'postgres' ? ('serial' as const) : ('integer' as const);
  const auto = dialect === 'sqlite';

  await db.schema
    .createTable('request_links')
    .addColumn('id', pk, (col) => (auto ? col.primaryKey().autoIncrement() : col.primaryKey()))
    .addColumn('lead_id', 'integer', (col) =>
      col.notNull().references('leads.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await sql`create index request_links_lead_idx on request_links (lead_id)`.execute(db);

  await db.schema
    .createTable('homeowner_choices')
    .addColumn('id', pk, (col) => (auto ? col.primaryKey().autoIncrement() : col.primaryKey()))
    .addColumn('lead_id', 'integer', (col) =>
      col.notNull().references('leads.id').onDelete('cascade'),
    )
    .addColumn('choice', 'text', (col) => col.notNull())
    .addColumn('hired_partner_id', 'integer', (col) =>
      col.references('partners.id').onDelete('set null'),
    )
    .addColumn('hired_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('homeowner_choices_lead_choice', ['lead_id', 'choice'])
    .execute();

  await db.schema.alterTable('partners').addColumn('years_trading', 'integer').execute();
  await db.schema.alterTable('partners').addColumn('insured_until', 'text').execute();
  await db.schema
    .alterTable('partners')
    .addColumn('seai_registered', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('homeowner_choices').execute();
  await db.schema.dropTable('request_links').execute();
  await db.schema.alterTable('partners').dropColumn('seai_registered').execute();
  await db.schema.alterTable('partners').dropColumn('insured_until').execute();
  await db.schema.alterTable('partners').dropColumn('years_trading').execute();
}
