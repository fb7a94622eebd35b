import type { Db } from '../connection.js';

/**
 * The homeowner corrects their e-mail or mobile from their page:
 * `contact_changes` holds at most one unconfirmed change per lead, the new value (personal
 * data, erased with the lead and deleted once its code expires), a salted hash of the code
 * sent to it, its expiry, the wrong tries at it and how many codes were sent.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('contact_changes')
    .addColumn('lead_id', 'integer', (col) =>
      col.primaryKey().references('leads.id').onDelete('cascade'),
    )
    .addColumn('field', 'text', (col) => col.notNull())
    .addColumn('new_value', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('code_expires_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sends', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('last_sent_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // The expiry job deletes expired changes by this.
  await db.schema
    .createIndex('contact_changes_expiry')
    .on('contact_changes')
    .column('code_expires_at')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('contact_changes').execute();
}
