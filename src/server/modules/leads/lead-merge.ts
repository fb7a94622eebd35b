import { QUOTE_FIELDS, type Lead } from '../../../shared/lead-schema.js';
import { inTransaction, nowIso, type Db } from '../../db/connection.js';
import { leadMatchKeys } from '../../db/lead-match-keys.js';
import { leadSearchText } from '../../db/lead-search-text.js';
import { notFound, validationError } from '../../http-error.js';
import { recordAudit, type AuditActor } from '../audit/audit-repository.js';
import { recordLeadEvents } from './lead-event-repository.js';
import { findLeadById, toLead, type LeadRow } from './lead-repository.js';
import { foldLeadInto, lockLeads } from './lead-merge-repository.js';

/** The consent record moves as a whole, never field by field. */
const CONSENT_COLUMNS = [
  'consent_at',
  'consent_version',
  'consent_page',
  'consent_confirmed_by',
  'marketing_opt_in',
] as const;

/**
 * What the kept lead takes from the other: each of its blank fields the other
 * has (a county with where it came from), the other's consent record when it has none, the
 * time it was passed on when it was still held, and its owner and next action when it has none.
 */
function takenOver(kept: LeadRow, other: LeadRow) {
  const changes: Record<string, unknown> = {};
  const filled: string[] = [];
  for (const field of QUOTE_FIELDS) {
    if (kept[field] === '' && other[field] !== '') {
      changes[field] = other[field];
      filled.push(field);
    }
  }
  if (changes.county) changes.county_source = other.county_source;
  if (kept.consent_at === null && other.consent_at !== null) {
    for (const column of CONSENT_COLUMNS) changes[column] = other[column];
    filled.push('consent');
  }
  if (kept.dispatched_at === null && other.dispatched_at !== null) {
    changes.dispatched_at = other.dispatched_at;
  }
  // Someone working the other lead goes on working the kept one, with its next action.
  if (kept.owner_id === null && other.owner_id !== null) {
    changes.owner_id = other.owner_id;
    filled.push('owner');
  }
  if (kept.next_action_at === null && other.next_action_at !== null) {
    changes.next_action_at = other.next_action_at;
    changes.next_action_label = other.next_action_label;
    filled.push('next_action');
  }
  // Merged with the lead it was a possible duplicate of, it is no longer one of it.
  if (kept.duplicate_of !== null && Number(kept.duplicate_of) === Number(other.id)) {
    const further = other.duplicate_of === null ? null : Number(other.duplicate_of);
    changes.duplicate_of = further === Number(kept.id) ? null : further;
  }
  return { changes, filled };
}

/**
 * Merge lead `otherId` into lead `keptId`: one lead remains, with both histories, both sets
 * of deliveries (one per partner) and both sets of messages; the other is deleted, its id
 * kept in a 'merged' timeline entry and in the audit log. Undefined when the kept lead does
 * not exist.
 */
export async function mergeLeads(
  db: Db,
  keptId: number,
  otherId: number,
  actor: AuditActor,
): Promise<Lead | undefined> {
  if (keptId === otherId)
    throw validationError({ other_id: 'A lead cannot be merged into itself' });
  return inTransaction(db, async (trx) => {
    await lockLeads(trx, [keptId, otherId]);
    const kept = await findLeadById(trx, keptId);
    if (!kept) return undefined;
    const other = await findLeadById(trx, otherId);
    if (!other) throw notFound(`Lead #${otherId} not found`);

    const now = nowIso();
    const { changes, filled } = takenOver(kept, other);
    const merged = { ...kept, ...changes } as LeadRow;
    await foldLeadInto(trx, keptId, otherId, {
      ...changes,
      search_text: leadSearchText(merged),
      ...leadMatchKeys(merged),
      updated_at: now,
    });

    const detail = {
      merged_id: otherId,
      merged_name: `${other.first_name} ${other.last_name}`.trim(),
      merged_created_at: other.created_at,
      filled,
    };
    await recordLeadEvents(trx, [
      { lead_id: keptId, type: 'merged', user_id: actor.id, created_at: now, detail },
    ]);
    await recordAudit(trx, actor, {
      action: 'leads_merged',
      leadId: keptId,
      leadCount: 2,
      detail: { kept_id: keptId, ...detail },
    });
    return toLead((await findLeadById(trx, keptId))!);
  });
}
