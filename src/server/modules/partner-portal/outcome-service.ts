import type { Transaction } from 'kysely';
import { deriveLeadStatus, type LeadStatus } from '../../../shared/lead-status.js';
import {
  allowedOutcomes,
  type CreditDecision,
  FLAG_REASON_LABELS,
  OUTCOME_LABELS,
  toCents,
  type FlagInput,
  type Outcome,
  type OutcomeInput,
} from '../../../shared/partner-outcomes.js';
import { inTransaction, nowIso, type Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { conflict, notFound } from '../../http-error.js';
import { recordAudit, type AuditActor } from '../audit/audit-repository.js';
import { recordLeadEvents } from '../leads/lead-event-repository.js';
import { findLeadForMessage, updateLead } from '../leads/lead-repository.js';
import { offerToNextPartners } from '../partners/lead-dispatch.js';
import { enqueuePartnerEvents } from '../partner-webhooks/partner-events.js';
import {
  handSetSinceLastOutcome,
  lockAssignment,
  lockLeadStatus,
  lockPartnerAssignment,
  proofOfFlag,
  updateAssignment,
  type AssignmentRow,
} from './outcome-repository.js';

/** Installers' outcomes, bad-lead flags and staff's credit decisions. */

type Trx = Transaction<Database>;
const LEAD_NOT_FOUND = 'Lead not found';

/** The staff status each outcome leads to: forward only, never out of Lost. */
const OUTCOME_STATUS: Record<Outcome, LeadStatus | null> = {
  contacted: 'contacted',
  quoted: 'quoted',
  won: 'converted',
  lost: null,
};
const STATUS_RANK: Partial<Record<LeadStatus, number>> = {
  new: 0,
  contacted: 1,
  quoted: 2,
  converted: 3,
};

/**
 * Move the lead's status to the one this outcome leads to when that is further on, the lead
 * is not Lost, and staff have not set the status by hand since an outcome last set it.
 * Written through the same row update as staff's changes, so the lead_counts triggers count
 * it. Returns the status set, or null when it stays.
 */
async function followOutcome(
  trx: Trx,
  leadId: number,
  outcome: Outcome,
): Promise<LeadStatus | null> {
  const target = OUTCOME_STATUS[outcome];
  if (!target) return null;
  const lead = await lockLeadStatus(trx, leadId);
  if (!lead) return null;
  const current = deriveLeadStatus(lead.status, lead.created_at);
  const rank = STATUS_RANK[current];
  if (rank === undefined || STATUS_RANK[target]! <= rank) return null;
  if (await handSetSinceLastOutcome(trx, leadId)) return null;
  await updateLead(trx, leadId, { status: target, updated_at: nowIso() });
  return target;
}

function refuseOutcome(row: AssignmentRow, next: Outcome): void {
  if (row.response !== 'accepted') {
    throw conflict(
      row.response === 'declined'
        ? 'You declined this lead'
        : 'Accept the lead before reporting on it',
    );
  }
  if (row.released_at) throw conflict('This lead has been taken back from you');
  if (row.credit_status === 'review') {
    throw conflict('You reported a problem with this lead: we are reviewing it');
  }
  const current = (row.outcome || null) as Outcome | null;
  if (!allowedOutcomes(current).includes(next)) {
    const label = OUTCOME_LABELS[current!];
    throw conflict(
      current === 'won' || current === 'lost'
        ? `This lead is already marked ${label.toLowerCase()}; contact us to correct it`
        : `This lead is already at "${label}": outcomes only move forward`,
    );
  }
}

/** The columns an outcome writes; undefined when it repeats what is stored (nothing to do). */
function outcomeChanges(row: AssignmentRow, input: OutcomeInput) {
  const same = row.outcome === input.outcome;
  switch (input.outcome) {
    case 'contacted':
      return same ? undefined : {};
    case 'quoted': {
      const cents = input.amount === undefined ? undefined : toCents(input.amount);
      if (same && (cents === undefined || cents === Number(row.quote_cents))) return undefined;
      return cents === undefined ? {} : { quote_cents: cents };
    }
    case 'won': {
      const cents = toCents(input.amount);
      if (same && cents === Number(row.job_value_cents)) return undefined;
      return { job_value_cents: cents };
    }
    case 'lost':
      if (same && row.lost_reason === input.lost_reason) return undefined;
      return { lost_reason: input.lost_reason };
  }
}

/**
 * An installer reports the next step of a lead it accepted. The same step again corrects its
 * amount or reason (the status does not move again); a step back, or anything after won or
 * lost, is a 409. Another partner's lead is a 404.
 */
export async function reportOutcome(
  db: Db,
  partnerId: number,
  leadId: number,
  installerId: number,
  input: OutcomeInput,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await lockPartnerAssignment(trx, partnerId, leadId);
    if (!row) throw notFound(LEAD_NOT_FOUND);
    refuseOutcome(row, input.outcome);
    const changes = outcomeChanges(row, input);
    if (!changes) return;
    const now = nowIso();
    const step = row.outcome !== input.outcome;
    await updateAssignment(trx, row.id, {
      ...changes,
      outcome: input.outcome,
      ...(step ? { outcome_at: now } : {}),
    });
    const status = step ? await followOutcome(trx, leadId, input.outcome) : null;
    const amount = 'amount' in input ? (input.amount ?? null) : null;
    await recordLeadEvents(trx, [
      {
        lead_id: leadId,
        type: 'partner_outcome',
        from_status: null,
        to_status: status,
        user_id: installerId,
        created_at: now,
        detail: {
          partner: row.partner_name,
          outcome: input.outcome,
          amount,
          lost_reason: input.outcome === 'lost' ? input.lost_reason : '',
          correction: !step,
        },
      },
    ]);
    await enqueuePartnerEvents(trx, [
      {
        partnerId,
        type: 'lead.outcome',
        leadId,
        data: {
          outcome: input.outcome,
          ...(input.outcome === 'quoted' || input.outcome === 'won' ? { amount } : {}),
          ...(input.outcome === 'lost' ? { lost_reason: input.lost_reason } : {}),
        },
      },
    ]);
  });
}

/**
 * Credit a flagged assignment: it is released (it leaves the partner's cap today) and, while
 * the lead is still open (not converted or lost), offered to the next partner of the rotation
 * that has room. The partner's tools hear of the credit. A flag proven at once is written in
 * the same UPDATE (`flag`): a second write of the row would hold the partner's row KEY SHARE
 * and deadlock with another credit of that partner's (see recordResponse).
 */
async function creditAssignment(
  trx: Trx,
  row: AssignmentRow,
  note: string,
  flag: Parameters<typeof updateAssignment>[2] = {},
): Promise<void> {
  await updateAssignment(trx, row.id, {
    ...flag,
    credit_status: 'credited',
    credit_note: note,
    released_at: nowIso(),
    release_reason: 'credited',
  });
  if (row.partner_id !== null) {
    await enqueuePartnerEvents(trx, [
      {
        partnerId: Number(row.partner_id),
        type: 'lead.credited',
        leadId: Number(row.lead_id),
        data: { reason: row.flag_reason },
      },
    ]);
  }
  const status = await lockLeadStatus(trx, Number(row.lead_id));
  const open = status && !['converted', 'lost'].includes(status.status);
  const lead = open ? await findLeadForMessage(trx, Number(row.lead_id)) : undefined;
  if (lead) await offerToNextPartners(trx, lead);
}

/**
 * An installer flags a lead it received (pending or accepted) as a bad lead. A flag we can
 * prove is credited at once; the others wait for staff's review. One flag per lead, never
 * after a quote or a win (the lead was real), nor on a declined or released lead.
 */
export async function flagLead(
  db: Db,
  partnerId: number,
  leadId: number,
  installerId: number,
  input: FlagInput,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await lockPartnerAssignment(trx, partnerId, leadId);
    if (!row) throw notFound(LEAD_NOT_FOUND);
    if (row.response === 'declined') throw conflict('You declined this lead');
    if (row.credit_status !== '') {
      throw conflict('You have already reported a problem with this lead');
    }
    if (row.released_at) throw conflict('This lead has been taken back from you');
    if (row.outcome === 'quoted' || row.outcome === 'won') {
      throw conflict('You reported a quote on this lead, so it cannot be flagged');
    }
    const [lead, status] = await Promise.all([
      findLeadForMessage(trx, leadId),
      lockLeadStatus(trx, leadId),
    ]);
    if (!lead || !status) throw notFound(LEAD_NOT_FOUND);
    const proof = await proofOfFlag(
      trx,
      { ...lead, duplicate_of: status.duplicate_of === null ? null : Number(status.duplicate_of) },
      row.partner_id === null ? null : Number(row.partner_id),
      input.reason,
    );
    const flag = {
      flag_reason: input.reason,
      flag_note: input.note ?? '',
      flagged_at: nowIso(),
      flagged_by: installerId,
    };
    if (!proof) await updateAssignment(trx, row.id, { ...flag, credit_status: 'review' });
    else {
      await creditAssignment(trx, { ...row, flag_reason: input.reason }, proof, flag);
      await recordAudit(trx, null, {
        action: 'lead_credited',
        leadId,
        detail: {
          partner: row.partner_name,
          reason: FLAG_REASON_LABELS[input.reason],
          proof,
          automatic: true,
        },
      });
    }
  });
}

/** Staff credit or refuse a flag waiting for review; any other state is a 409. */
export async function decideCredit(
  db: Db,
  assignmentId: number,
  decision: CreditDecision,
  actor: AuditActor,
  note: string,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const row = await lockAssignment(trx, assignmentId);
    if (!row || row.credit_status === '') throw notFound('Flagged lead not found');
    if (row.credit_status !== 'review') {
      throw conflict(
        row.credit_status === 'credited'
          ? 'This lead has already been credited'
          : 'This flag has already been refused',
      );
    }
    if (decision === 'credit') await creditAssignment(trx, row, note);
    else await updateAssignment(trx, row.id, { credit_status: 'rejected', credit_note: note });
    const reason = FLAG_REASON_LABELS[row.flag_reason as keyof typeof FLAG_REASON_LABELS];
    await recordAudit(trx, actor, {
      action: decision === 'credit' ? 'lead_credited' : 'credit_refused',
      leadId: Number(row.lead_id),
      detail: { partner: row.partner_name, reason: reason ?? row.flag_reason, note },
    });
    return Number(row.lead_id);
  });
}
