import type { Db } from '../connection.js';

/**
 * Phone verification of quote requests:
 * - `leads.phone_verification`: '' (not asked), 'pending' (held until the homeowner types the
 *   code we texted), 'verified', or 'released' (staff passed it on without the code);
 * - `phone_verifications`: one row per lead asked for a code, with only hashes of the
 *   homeowner's reference and of the current code, its expiry, the wrong tries at it and how
 *   many codes were sent.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('leads')
    .addColumn('phone_verification', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('phone_verifications')
    .addColumn('lead_id', 'integer', (col) =>
      col.primaryKey().references('leads.id').onDelete('cascade'),
    )
    .addColumn('ref_hash', 'text', (col) => col.notNull().unique())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('code_expires_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sends', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('last_sent_at', 'text', (col) => col.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('phone_verifications').execute();
  await db.schema.alterTable('leads').dropColumn('phone_verification').execute();
}
