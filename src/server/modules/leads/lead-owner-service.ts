import type { LeadBulk } from '../../../shared/lead-owner.js';
import type { Lead } from '../../../shared/lead-schema.js';
import type { RoleName } from '../../../shared/roles.js';
import { moveLeadToBin } from './lead-bin-repository.js';
import { inTransaction, nowIso, type Db } from '../../db/connection.js';
import { forbidden, validationError } from '../../http-error.js';
import { recordAudit } from '../audit/audit-repository.js';
import { recordLeadEvents } from './lead-event-repository.js';
import { assertListedReason } from './lead-lost-reason.js';
import {
  currentOwners,
  currentStatuses,
  findAssignableStaff,
  setOwner,
  setStatus,
} from './lead-owner-repository.js';
import { findLeadById, toLead } from './lead-repository.js';

export interface Actor {
  id: number;
  name: string;
  role: RoleName;
}

export const OWNER_MESSAGES = {
  notStaff: 'Owner must be an active admin or manager',
  managerOnly:
    'Managers can take an unassigned lead or give back their own; an admin assigns the rest',
  bulkOwner: 'Only admins can assign leads in bulk',
} as const;

/** The owner to set as {id, name}, or a 422 when it is no active admin or manager. */
async function ownerToSet(db: Db, ownerId: number | null) {
  if (ownerId === null) return null;
  const staff = await findAssignableStaff(db, ownerId);
  if (!staff) throw validationError({ owner_id: OWNER_MESSAGES.notStaff });
  return { id: Number(staff.id), name: staff.name };
}

/**
 * Give leads an owner (or none), each change in the timeline and the whole in one audit
 * entry; the ids that changed. Leads that already have that owner are left alone.
 */
async function assignOwners(
  trx: Db,
  ids: number[],
  owner: { id: number; name: string } | null,
  actor: Actor,
): Promise<number[]> {
  const rows = await currentOwners(trx, ids);
  const target = owner?.id ?? null;
  const changed = rows.filter(
    (row) => (row.owner_id === null ? null : Number(row.owner_id)) !== target,
  );
  if (changed.length === 0) return [];
  const now = nowIso();
  const changedIds = changed.map((row) => Number(row.id));
  await setOwner(trx, changedIds, target, now);
  await recordLeadEvents(
    trx,
    changed.map((row) => ({
      lead_id: Number(row.id),
      type: 'owner_changed' as const,
      user_id: actor.id,
      created_at: now,
      detail: { from: row.owner_name ?? null, to: owner?.name ?? null },
    })),
  );
  await recordAudit(trx, actor, {
    action: 'owner_assigned',
    leadId: changedIds.length === 1 ? changedIds[0]! : null,
    leadCount: changedIds.length,
    detail:
      changedIds.length === 1
        ? { from: changed[0]!.owner_name ?? null, to: owner?.name ?? null }
        : { to: owner?.name ?? null, ids: changedIds },
  });
  return changedIds;
}

/**
 * PUT /api/quote/:id/owner: an admin sets any owner; a manager may take an
 * unassigned lead or give back their own. Undefined when the lead does not exist.
 */
export async function assignLeadOwner(
  db: Db,
  id: number,
  ownerId: number | null,
  actor: Actor,
): Promise<Lead | undefined> {
  return inTransaction(db, async (trx) => {
    const current = await findLeadById(trx, id);
    if (!current) return undefined;
    const from = current.owner_id === null ? null : Number(current.owner_id);
    if (from === ownerId) return toLead(current);
    if (actor.role !== 'admin') {
      const takes = from === null && ownerId === actor.id;
      const givesBack = from === actor.id && ownerId === null;
      if (!takes && !givesBack) throw forbidden(OWNER_MESSAGES.managerOnly);
    }
    await assignOwners(trx, [id], await ownerToSet(trx, ownerId), actor);
    return toLead((await findLeadById(trx, id))!);
  });
}

/** POST /api/quote/bulk: one action on up to BULK_MAX_IDS leads; how many changed. */
export async function bulkLeadAction(db: Db, body: LeadBulk, actor: Actor): Promise<number> {
  const ids = [...new Set(body.ids)];
  if (body.action === 'owner') {
    if (actor.role !== 'admin') throw forbidden(OWNER_MESSAGES.bulkOwner);
    return inTransaction(db, async (trx) => {
      const owner = await ownerToSet(trx, body.owner_id ?? null);
      return (await assignOwners(trx, ids, owner, actor)).length;
    });
  }
  if (body.action === 'status') return bulkStatus(db, ids, body, actor);
  // Each lead goes to the bin with its own snapshot and audit entry, as a single delete does.
  let count = 0;
  for (const id of ids) if (await moveLeadToBin(db, id, actor)) count += 1;
  return count;
}

async function bulkStatus(db: Db, ids: number[], body: LeadBulk, actor: Actor): Promise<number> {
  const status = body.status!;
  if (body.lost_reason && status !== 'lost') {
    throw validationError({ lost_reason: 'A lost reason can only be given to a lost lead' });
  }
  return inTransaction(db, async (trx) => {
    const reason = body.lost_reason ? await assertListedReason(trx, body.lost_reason) : '';
    const rows = await currentStatuses(trx, ids);
    const changed = rows.filter(
      (row) => row.status !== status || (status === 'lost' && reason && row.lost_reason !== reason),
    );
    if (changed.length === 0) return 0;
    const now = nowIso();
    const changedIds = changed.map((row) => Number(row.id));
    await setStatus(trx, changedIds, status, reason, now);
    await recordLeadEvents(
      trx,
      changed
        .filter((row) => row.status !== status)
        .map((row) => ({
          lead_id: Number(row.id),
          type: 'status_changed' as const,
          from_status: row.status,
          to_status: status,
          user_id: actor.id,
          created_at: now,
          ...(reason ? { detail: { lost_reason: reason } } : {}),
        })),
    );
    await recordAudit(trx, actor, {
      action: 'status_changed',
      leadId: changedIds.length === 1 ? changedIds[0]! : null,
      leadCount: changedIds.length,
      detail: { to: status, ...(reason ? { lost_reason: reason } : {}), ids: changedIds },
    });
    return changedIds.length;
  });
}
