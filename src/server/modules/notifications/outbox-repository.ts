import type { CompiledQuery, Selectable, Transaction } from 'kysely';
import type { MessageKind } from '../../../shared/lead-timeline.js';
import type { OutboxMessageView } from '../../../shared/partner-schema.js';
import { dialectOf, nowIso, type Db } from '../../db/connection.js';
import { insertRowsQuery } from '../../db/insert-rows.js';
import { executePrepared } from '../../db/prepared-statements.js';
import type { Database } from '../../db/schema.js';
import type { OutboxTable } from '../../db/schema-partners.js';
import { withoutStoppedHomeowners } from '../homeowner-requests/request-repository.js';

export type OutboxRow = Selectable<OutboxTable>;
type DbOrTrx = Db | Transaction<Database>;

export interface NewMessage {
  lead_id: number | null;
  kind: MessageKind;
  channel: Channel;
  recipient: string;
  /** An e-mail's subject; a webhook's `webhook-id`. */
  subject?: string;
  body: string;
  /** One message per key, ever: a retried enqueue cannot queue it twice. */
  dedupe_key: string;
  /** The partner whose webhook this is (its delivery log); none on e-mails and texts. */
  partner_id?: number | null;
}

/** The outbox rows of new messages, due at once. */
export function outboxRows(messages: NewMessage[], now: string) {
  return messages.map(
    (message) =>
      ({
        lead_id: message.lead_id,
        kind: message.kind,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject ?? '',
        body: message.body,
        dedupe_key: message.dedupe_key,
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
        partner_id: message.partner_id ?? null,
      }) satisfies Record<(typeof OUTBOX_COLUMNS)[number], unknown>,
  );
}

/** The columns of outboxRows' rows (the compiler holds the two lists equal). */
export const OUTBOX_COLUMNS = [
  'lead_id',
  'kind',
  'channel',
  'recipient',
  'subject',
  'body',
  'dedupe_key',
  'status',
  'attempts',
  'next_attempt_at',
  'created_at',
  'updated_at',
  'partner_id',
] as const satisfies readonly (keyof OutboxTable)[];

/**
 * The INSERT of messages (at least one), to run or to pipeline; a message whose dedupe key
 * is queued already is skipped.
 */
export function enqueueMessagesQuery(db: DbOrTrx, messages: NewMessage[]): CompiledQuery {
  return insertRowsQuery(db as Db, 'outbox', outboxRows(messages, nowIso()), {
    onConflictDoNothing: 'dedupe_key',
  });
}

/**
 * Queue messages for the outbox worker (enqueueMessagesQuery); none to a homeowner who asked
 * us to stop contacting them (withoutStoppedHomeowners).
 */
export async function enqueueMessages(db: DbOrTrx, messages: NewMessage[]): Promise<void> {
  const kept = await withoutStoppedHomeowners(db as Db, messages);
  if (kept.length > 0) await executePrepared(db as Db, enqueueMessagesQuery(db, kept));
}

// Well under SQLite's limit on bound values in one statement.
const ID_CHUNK = 500;

function chunks(ids: number[]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) out.push(ids.slice(i, i + ID_CHUNK));
  return out;
}

export type Channel = 'email' | 'sms' | 'webhook';
export const CHANNELS: readonly Channel[] = ['email', 'sms', 'webhook'];
/** Most messages of each channel one claim takes; a channel left out is not claimed. */
export type ClaimLimits = Partial<Record<Channel, number>>;

/**
 * The ids among `ids` that `workerId` still holds, for `where id in (…)`. On PostgreSQL they
 * are locked in id order first: the heartbeat's renewal (read through the lease index, in
 * lease order) and an outcome update (read by id) on overlapping messages otherwise locked
 * them in opposite orders and deadlocked.
 */
function heldIds(db: Db, ids: number[], workerId: string) {
  return db
    .selectFrom('outbox')
    .select('id')
    .where('id', 'in', ids)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'sending')
    .orderBy('id')
    .$if(dialectOf(db) === 'postgres', (qb) => qb.forUpdate());
}

/**
 * Take due messages for this worker, up to a number per channel (so a slow e-mail provider
 * never holds up the texts): first ones whose lease ran out (their worker died), then due
 * ones, oldest due first. One statement: on PostgreSQL rows another worker is taking are
 * skipped, on SQLite the write lock serialises claims, so no message is taken twice.
 */
export async function claimDueMessages(
  db: Db,
  options: {
    workerId: string;
    limits: ClaimLimits;
    leaseMs: number;
    dialect: 'sqlite' | 'postgres';
  },
): Promise<OutboxRow[]> {
  const now = new Date();
  const nowText = now.toISOString();
  const postgres = options.dialect === 'postgres';
  const limit = (channel: Channel) => options.limits[channel] ?? 0;
  const total = CHANNELS.reduce((sum, channel) => sum + limit(channel), 0);
  const due = (channel: Channel) =>
    db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('channel', '=', channel)
      .where('next_attempt_at', '<=', nowText)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit(channel))
      .$if(postgres, (qb) => qb.forUpdate().skipLocked());
  return db
    .with('expired', (q) =>
      q
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'sending')
        .where('locked_until', '<', nowText)
        .orderBy('locked_until')
        .limit(total)
        .$if(postgres, (qb) => qb.forUpdate().skipLocked()),
    )
    .with('due_email', () => due('email'))
    .with('due_sms', () => due('sms'))
    .with('due_webhook', () => due('webhook'))
    .updateTable('outbox')
    .set((eb) => ({
      status: 'sending',
      locked_by: options.workerId,
      locked_until: new Date(now.getTime() + options.leaseMs).toISOString(),
      attempts: eb('attempts', '+', 1),
      updated_at: nowText,
    }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom(
          // Taken-over messages first: they have waited longest.
          eb
            .selectFrom('expired')
            .select('id')
            .unionAll(eb.selectFrom('due_email').select('id'))
            .unionAll(eb.selectFrom('due_sms').select('id'))
            .unionAll(eb.selectFrom('due_webhook').select('id'))
            .as('claimable'),
        )
        .select('claimable.id')
        .limit(total),
    )
    .returningAll()
    .execute();
}

/**
 * Extend this worker's lease on messages it is still working on (the heartbeat); answers the
 * ids it still holds. One missing was taken over by another worker and must not be sent here.
 */
export async function renewLeases(
  db: Db,
  ids: number[],
  workerId: string,
  until: Date,
): Promise<number[]> {
  const kept: number[] = [];
  for (const part of chunks(ids)) {
    const rows = await db
      .updateTable('outbox')
      .set({ locked_until: until.toISOString() })
      .where('id', 'in', heldIds(db, part, workerId))
      .returning('id')
      .execute();
    kept.push(...rows.map((row) => Number(row.id)));
  }
  return kept;
}

/** Record messages as sent, several per statement; answers the ids this worker still held. */
export async function markSent(db: Db, ids: number[], workerId: string): Promise<number[]> {
  const now = nowIso();
  const done: number[] = [];
  for (const part of chunks(ids)) {
    const rows = await db
      .updateTable('outbox')
      .set({ status: 'sent', sent_at: now, locked_until: null, last_error: null, updated_at: now })
      .where('id', 'in', heldIds(db, part, workerId))
      .returning('id')
      .execute();
    done.push(...rows.map((row) => Number(row.id)));
  }
  return done;
}

/** Why messages this worker sent were not recorded as sent by it (markSent left them out). */
export interface Unrecorded {
  /** The row is gone: its lead was deleted (the messages go with it) while it was being sent. */
  deleted: number[];
  /** Recorded already: an earlier attempt committed, but its answer was lost (a cut). */
  alreadySent: number[];
  /** Another worker holds it or has it queued again: its lease ran out here. */
  takenOver: number[];
}

export async function explainUnrecorded(
  db: Db,
  ids: number[],
  workerId: string,
): Promise<Unrecorded> {
  const found = new Map<number, { status: string; locked_by: string | null }>();
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom('outbox')
      .select(['id', 'status', 'locked_by'])
      .where('id', 'in', part)
      .execute();
    for (const row of rows) found.set(Number(row.id), row);
  }
  const answer: Unrecorded = { deleted: [], alreadySent: [], takenOver: [] };
  for (const id of ids) {
    const row = found.get(id);
    if (!row) answer.deleted.push(id);
    else if (row.status === 'sent' && row.locked_by === workerId) answer.alreadySent.push(id);
    else answer.takenOver.push(id);
  }
  return answer;
}

/** Back-off: 30 s, 1 min, 2 min ... at most an hour between tries. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** Messages whose send failed after the same number of attempts, with the same error. */
export async function markFailed(
  db: Db,
  failure: { ids: number[]; attempts: number; error: string },
  workerId: string,
  maxAttempts: number,
): Promise<void> {
  const now = new Date();
  const gaveUp = failure.attempts >= maxAttempts;
  for (const part of chunks(failure.ids)) {
    await db
      .updateTable('outbox')
      .set({
        status: gaveUp ? 'failed' : 'pending',
        next_attempt_at: new Date(now.getTime() + retryDelayMs(failure.attempts)).toISOString(),
        locked_until: null,
        last_error: failure.error.slice(0, 500),
        updated_at: now.toISOString(),
      })
      .where('id', 'in', heldIds(db, part, workerId))
      .execute();
  }
}

/** Hand back messages claimed but not yet sent (a stopping worker), due at once, attempt not counted. */
export async function releaseMessages(db: Db, ids: number[], workerId: string): Promise<void> {
  const now = nowIso();
  for (const part of chunks(ids)) {
    await db
      .updateTable('outbox')
      .set((eb) => ({
        status: 'pending',
        attempts: eb('attempts', '-', 1),
        next_attempt_at: now,
        locked_until: null,
        updated_at: now,
      }))
      .where('id', 'in', heldIds(db, part, workerId))
      .execute();
  }
}

export function toMessageView(row: OutboxRow): OutboxMessageView {
  return {
    id: Number(row.id),
    channel: row.channel as OutboxMessageView['channel'],
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status as OutboxMessageView['status'],
    attempts: Number(row.attempts),
    last_error: row.last_error,
    sent_at: row.sent_at,
    created_at: row.created_at,
  };
}

/** A lead's e-mails and texts (its partners' webhooks are in their delivery logs). */
export async function listLeadMessages(db: Db, leadId: number): Promise<OutboxRow[]> {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('lead_id', '=', leadId)
    .where('channel', '!=', 'webhook')
    .orderBy('id')
    .execute();
}
