import type { Selectable, Transaction } from 'kysely';
import type { OutboxMessageView } from '../../../shared/partner-schema.js';
import { nowIso, type Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import type { OutboxTable } from '../../db/schema-partners.js';

export type OutboxRow = Selectable<OutboxTable>;
type DbOrTrx = Db | Transaction<Database>;

export interface NewMessage {
  lead_id: number | null;
  kind:
    | 'customer_email'
    | 'customer_sms'
    | 'customer_update_email'
    | 'customer_update_sms'
    | 'partner_email';
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
  /** One message per key, ever: a retried enqueue cannot queue it twice. */
  dedupe_key: string;
}

export async function enqueueMessages(db: DbOrTrx, messages: NewMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('outbox')
    .values(
      messages.map((message) => ({
        ...message,
        subject: message.subject ?? '',
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

/**
 * Take up to `limit` due messages for this worker: pending ones whose time has come, and
 * ones another worker took but whose lease ran out. On PostgreSQL rows locked by another
 * worker are skipped, so concurrent workers never take the same message.
 */
export async function claimDueMessages(
  db: Db,
  options: { workerId: string; limit: number; leaseMs: number; dialect: 'sqlite' | 'postgres' },
): Promise<OutboxRow[]> {
  const now = new Date();
  const nowText = now.toISOString();
  return db
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
        .selectFrom('outbox')
        .select('id')
        .where((w) =>
          w.or([
            w.and([w('status', '=', 'pending'), w('next_attempt_at', '<=', nowText)]),
            w.and([w('status', '=', 'sending'), w('locked_until', '<', nowText)]),
          ]),
        )
        .orderBy('id')
        .limit(options.limit)
        .$if(options.dialect === 'postgres', (q) => q.forUpdate().skipLocked()),
    )
    .returningAll()
    .execute();
}

/**
 * Extend this worker's lease on a message just before sending it; false when the lease ran
 * out and another worker took the message over, which must then not be sent from here.
 */
export async function renewLease(
  db: Db,
  id: number,
  workerId: string,
  leaseMs: number,
): Promise<boolean> {
  const row = await db
    .updateTable('outbox')
    .set({ locked_until: new Date(Date.now() + leaseMs).toISOString() })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'sending')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markSent(db: Db, id: number, workerId: string): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: now, locked_until: null, last_error: null, updated_at: now })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .execute();
}

/** Back-off: 30 s, 1 min, 2 min ... at most an hour between tries. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export async function markFailed(
  db: Db,
  row: OutboxRow,
  workerId: string,
  error: string,
  maxAttempts: number,
): Promise<void> {
  const now = new Date();
  const gaveUp = row.attempts >= maxAttempts;
  await db
    .updateTable('outbox')
    .set({
      status: gaveUp ? 'failed' : 'pending',
      next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts)).toISOString(),
      locked_until: null,
      last_error: error.slice(0, 500),
      updated_at: now.toISOString(),
    })
    .where('id', '=', row.id)
    .where('locked_by', '=', workerId)
    .execute();
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

export async function listLeadMessages(db: Db, leadId: number): Promise<OutboxRow[]> {
  return db.selectFrom('outbox').selectAll().where('lead_id', '=', leadId).orderBy('id').execute();
}
