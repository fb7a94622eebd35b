import { sql, type Transaction } from 'kysely';
import { dialectOf, type Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import type { LeadChanges } from './lead-repository.js';

type Trx = Transaction<Database>;

/** PostgreSQL: lock the leads' rows in id order, so two merges of one pair cannot deadlock. */
export async function lockLeads(trx: Trx, ids: number[]): Promise<void> {
  if (dialectOf(trx as unknown as Db) !== 'postgres') return; // SQLite has one writer.
  const sorted = [...ids].sort((a, b) => a - b);
  await sql`select id from leads where id in (${sql.join(sorted)}) order by id for update`.execute(
    trx,
  );
}

/**
 * Fold lead `otherId` into lead `keptId` and delete it: the kept lead takes `changes`; leads
 * that were possible duplicates of the other point at the kept one; its deliveries (but one
 * per partner: a partner that had both keeps the kept lead's), events and messages move over.
 * The counters follow through the triggers (migration 0007b): the other lead is gone.
 */
export async function foldLeadInto(
  trx: Trx,
  keptId: number,
  otherId: number,
  changes: LeadChanges & Record<string, unknown>,
): Promise<void> {
  await trx.updateTable('leads').set(changes).where('id', '=', keptId).execute();
  await trx
    .updateTable('leads')
    .set({ duplicate_of: keptId })
    .where('duplicate_of', '=', otherId)
    .where('id', '<>', keptId)
    .execute();
  await trx
    .deleteFrom('lead_partners')
    .where('lead_id', '=', otherId)
    .where('partner_id', 'in', (eb) =>
      eb
        .selectFrom('lead_partners as k')
        .select('k.partner_id')
        .where('k.lead_id', '=', keptId)
        .where('k.partner_id', 'is not', null),
    )
    .execute();
  await trx
    .updateTable('lead_partners')
    .set({ lead_id: keptId })
    .where('lead_id', '=', otherId)
    .execute();
  await trx
    .updateTable('lead_events')
    .set({ lead_id: keptId })
    .where('lead_id', '=', otherId)
    .execute();
  await trx.updateTable('outbox').set({ lead_id: keptId }).where('lead_id', '=', otherId).execute();
  await trx.deleteFrom('leads').where('id', '=', otherId).execute();
}
