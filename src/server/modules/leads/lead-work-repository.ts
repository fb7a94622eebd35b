import { ROLE_IDS } from '../../../shared/roles.js';
import type { Db } from '../../db/connection.js';
import { LEAD_COLUMNS, type LeadRow } from './lead-repository.js';

/**
 * Touch a lead for a piece of staff work (updated_at), setting or clearing its next action
 * when `nextAction` is given; undefined when the lead does not exist.
 */
export async function touchLead(
  db: Db,
  leadId: number,
  now: string,
  nextAction?: { due_at: string | null; label: string },
): Promise<LeadRow | undefined> {
  return db
    .updateTable('leads')
    .set({
      updated_at: now,
      ...(nextAction
        ? { next_action_at: nextAction.due_at, next_action_label: nextAction.label }
        : {}),
    })
    .where('id', '=', leadId)
    .returning(LEAD_COLUMNS)
    .executeTakeFirst();
}

/** Active managers, who get the daily digest. */
export async function listActiveManagers(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('role_id', '=', ROLE_IDS.manager)
    .where('is_active', '=', 1)
    .orderBy('id')
    .execute();
}

/** A manager's leads with a next action due before `before`, soonest due first. */
export async function listDueLeadsOwnedBy(db: Db, ownerId: number, before: string, limit: number) {
  const rows = await db
    .selectFrom('leads')
    .select(['id', 'first_name', 'last_name', 'next_action_label', 'next_action_at'])
    .where('owner_id', '=', ownerId)
    .where('next_action_at', 'is not', null)
    .where('next_action_at', '<', before)
    .orderBy('next_action_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), next_action_at: row.next_action_at! }));
}
