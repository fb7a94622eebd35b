import type { Lead } from '../../../shared/lead-schema.js';
import {
  CALL_BACK_LABEL,
  type CallInput,
  type NextActionInput,
  type NoteInput,
} from '../../../shared/lead-work.js';
import { inTransaction, nowIso, type Db } from '../../db/connection.js';
import { auditQuery, type AuditActor, type NewAuditEntry } from '../audit/audit-repository.js';
import { recordLeadEvents, type NewLeadEvent } from './lead-event-repository.js';
import { toLead } from './lead-repository.js';
import { touchLead } from './lead-work-repository.js';
import { assertLeadNotErased } from '../data-rights/data-rights-service.js';

interface NextActionChange {
  due_at: string | null;
  label: string;
}

/**
 * One piece of staff work on a lead, in one transaction: the lead is touched (and its next
 * action set or cleared when `nextAction` is given), the events go into its timeline and the
 * actions into the audit log. Undefined when the lead does not exist.
 */
async function recordWork(
  db: Db,
  leadId: number,
  actor: AuditActor,
  work: {
    events: Omit<NewLeadEvent, 'lead_id' | 'user_id' | 'created_at'>[];
    audit: NewAuditEntry[];
    nextAction?: NextActionChange;
  },
): Promise<Lead | undefined> {
  return inTransaction(db, async (trx) => {
    await assertLeadNotErased(trx, leadId);
    const now = nowIso();
    // Logging work counts as touching the lead (the follow-up rule's "no change for 3 days").
    const row = await touchLead(trx, leadId, now, work.nextAction);
    if (!row) return undefined;
    await recordLeadEvents(
      trx,
      work.events.map((event) => ({
        ...event,
        lead_id: leadId,
        user_id: actor.id,
        created_at: now,
      })),
    );
    await auditQuery(
      trx,
      actor,
      work.audit.map((entry) => ({ ...entry, leadId })),
    ).execute();
    return toLead(row);
  });
}

function nextActionWork(change: NextActionChange) {
  return {
    event: { type: 'next_action_set' as const, detail: { ...change } },
    audit: {
      action: 'next_action_set' as const,
      detail: change.due_at ? { ...change } : { cleared: true },
    },
  };
}

/** Staff add a note to the lead's timeline. */
export function addNote(db: Db, leadId: number, actor: AuditActor, note: NoteInput) {
  return recordWork(db, leadId, actor, {
    events: [{ type: 'note', detail: { text: note.text } }],
    audit: [{ action: 'note_added', detail: { characters: note.text.length } }],
  });
}

/** Staff log a call; "call back" also makes the agreed time the lead's next action. */
export function logCall(db: Db, leadId: number, actor: AuditActor, call: CallInput) {
  const callBackAt = call.outcome === 'call_back' ? (call.call_back_at ?? null) : null;
  const events: Omit<NewLeadEvent, 'lead_id' | 'user_id' | 'created_at'>[] = [
    {
      type: 'call',
      detail: { outcome: call.outcome, note: call.note, call_back_at: callBackAt },
    },
  ];
  const audit: NewAuditEntry[] = [
    { action: 'call_logged', detail: { outcome: call.outcome, call_back_at: callBackAt } },
  ];
  let nextAction: NextActionChange | undefined;
  if (callBackAt) {
    nextAction = { due_at: callBackAt, label: CALL_BACK_LABEL };
    const work = nextActionWork(nextAction);
    events.push(work.event);
    audit.push(work.audit);
  }
  return recordWork(db, leadId, actor, { events, audit, nextAction });
}

/** Staff set the lead's next action, or clear it (null). */
export function setNextAction(
  db: Db,
  leadId: number,
  actor: AuditActor,
  input: NextActionInput | null,
) {
  const nextAction = input
    ? { due_at: input.due_at, label: input.label }
    : { due_at: null, label: '' };
  const work = nextActionWork(nextAction);
  return recordWork(db, leadId, actor, { events: [work.event], audit: [work.audit], nextAction });
}
