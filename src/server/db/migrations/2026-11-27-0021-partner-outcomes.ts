import type { Db } from '../connection.js';

/**
 * What happens to a lead after it reaches a partner, one row of lead_partners each:
 * - `respond_by`: the end of the installer's response window;
 * - `released_at`, `release_reason` (expired, declined or credited): the lead was taken back
 *   from that partner and no longer counts towards its daily cap (partner-repository);
 * - `outcome` ('' until reported, then contacted, quoted, won or lost), `outcome_at`,
 *   `quote_cents` (optional), `job_value_cents`, `lost_reason`;
 * - `flag_reason`, `flagged_at`, `credit_status` ('' , review, credited or rejected): a bad
 *   lead the installer flagged and what became of the flag.
 */
const TEXT_COLUMNS = ['respond_by', 'released_at', 'outcome_at', 'flagged_at'] as const;
const LABEL_COLUMNS = [
  'release_reason',
  'outcome',
  'lost_reason',
  'flag_reason',
  'credit_status',
] as const;
const AMOUNT_COLUMNS = ['quote_cents', 'job_value_cents'] as const;

export async function up(db: Db): Promise<void> {
  for (const column of TEXT_COLUMNS) {
    await db.schema.alterTable('lead_partners').addColumn(column, 'text').execute();
  }
  for (const column of LABEL_COLUMNS) {
    await db.schema
      .alterTable('lead_partners')
      .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  }
  for (const column of AMOUNT_COLUMNS) {
    await db.schema.alterTable('lead_partners').addColumn(column, 'bigint').execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const column of [...AMOUNT_COLUMNS, ...LABEL_COLUMNS, ...TEXT_COLUMNS]) {
    await db.schema.alterTable('lead_partners').dropColumn(column).execute();
  }
}
