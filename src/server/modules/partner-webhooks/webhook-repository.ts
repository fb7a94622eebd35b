import type { WebhookDelivery } from '../../../shared/partner-webhooks.js';
import type { MessageStatus } from '../../../shared/partner-schema.js';
import { nowIso, type Db } from '../../db/connection.js';
import { auditQuery, type AuditActor } from '../audit/audit-repository.js';
import { enqueueMessages } from '../notifications/outbox-repository.js';
import { testEventMessage, type HookedPartner } from './partner-events.js';

/** A partner's webhook columns; '' when it has none. */
export async function findPartnerHook(db: Db, partnerId: number) {
  return db
    .selectFrom('partners')
    .select([
      'id',
      'webhook_url',
      'webhook_secret',
      'webhook_secret_at',
      'webhook_previous_secret',
      'webhook_previous_until',
    ])
    .where('id', '=', partnerId)
    .executeTakeFirst();
}

/** Who changed a partner's webhook and how, for the audit log. */
export interface WebhookAudit {
  actor: AuditActor;
  change: 'url_set' | 'secret_rotated' | 'removed';
  url: string;
}

// Written in the change's own transaction, so the change and its record land together.
async function auditEntry(trx: Db, partnerId: number, audit: WebhookAudit) {
  const partner = await trx
    .selectFrom('partners')
    .select('name')
    .where('id', '=', partnerId)
    .executeTakeFirst();
  await auditQuery(trx, audit.actor, [
    {
      action: 'partner_webhook_changed',
      detail: {
        partner: partner?.name ?? '',
        partner_id: partnerId,
        change: audit.change.replace('_', ' '),
        ...(audit.url ? { url: audit.url } : {}),
      },
    },
  ]).execute();
}

/**
 * Set the partner's URL, with a new secret when `secret` is given (the first URL, a rotation).
 * Queued deliveries follow the new URL: a partner fixing its address expects them there.
 */
export async function saveWebhook(
  db: Db,
  partnerId: number,
  change: { url: string; secret?: string; previous?: { secret: string; until: string } },
  audit: WebhookAudit,
): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await auditEntry(trx as unknown as Db, partnerId, audit);
    await trx
      .updateTable('partners')
      .set({
        webhook_url: change.url,
        ...(change.secret
          ? {
              webhook_secret: change.secret,
              webhook_secret_at: now,
              webhook_previous_secret: change.previous?.secret ?? '',
              webhook_previous_until: change.previous?.until ?? null,
            }
          : {}),
        updated_at: now,
      })
      .where('id', '=', partnerId)
      .execute();
    await trx
      .updateTable('outbox')
      .set({ recipient: change.url, updated_at: now })
      .where('partner_id', '=', partnerId)
      .where('status', '=', 'pending')
      .where('recipient', '!=', change.url)
      .execute();
  });
}

/** Remove the webhook: nothing more is queued, and what waits is given up. */
export async function removeWebhook(db: Db, partnerId: number, actor: AuditActor): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await auditEntry(trx as unknown as Db, partnerId, { actor, change: 'removed', url: '' });
    await trx
      .updateTable('partners')
      .set({
        webhook_url: '',
        webhook_secret: '',
        webhook_secret_at: null,
        webhook_previous_secret: '',
        webhook_previous_until: null,
        updated_at: now,
      })
      .where('id', '=', partnerId)
      .execute();
    await trx
      .updateTable('outbox')
      .set({ status: 'failed', last_error: 'Webhook removed', updated_at: now })
      .where('partner_id', '=', partnerId)
      .where('status', '=', 'pending')
      .execute();
  });
}

export interface AttemptRecord {
  outboxId: number;
  attempt: number;
  at: string;
  statusCode: number | null;
  error: string;
  durationMs: number;
}

export async function recordAttempt(db: Db, attempt: AttemptRecord): Promise<void> {
  await db
    .insertInto('webhook_deliveries')
    .values({
      outbox_id: attempt.outboxId,
      attempt: attempt.attempt,
      attempted_at: attempt.at,
      status_code: attempt.statusCode,
      error: attempt.error.slice(0, 500),
      duration_ms: Math.round(attempt.durationMs),
    })
    .execute();
}

function eventType(body: string): string {
  try {
    const parsed = JSON.parse(body) as { type?: unknown };
    return typeof parsed.type === 'string' ? parsed.type : '';
  } catch {
    return '';
  }
}

/** The partner's latest webhook events, newest first, each with its attempts. */
export async function listDeliveries(
  db: Db,
  partnerId: number,
  limit = 50,
): Promise<WebhookDelivery[]> {
  const rows = await db
    .selectFrom('outbox')
    .select([
      'id',
      'subject',
      'body',
      'lead_id',
      'recipient',
      'status',
      'attempts',
      'next_attempt_at',
      'last_error',
      'sent_at',
      'created_at',
    ])
    .where('partner_id', '=', partnerId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const ids = rows.map((row) => Number(row.id));
  const attempts =
    ids.length === 0
      ? []
      : await db
          .selectFrom('webhook_deliveries')
          .selectAll()
          .where('outbox_id', 'in', ids)
          .orderBy('id')
          .execute();
  return rows.map((row) => {
    const status = row.status as MessageStatus;
    return {
      id: Number(row.id),
      event_id: row.subject,
      type: eventType(row.body),
      lead_id: row.lead_id === null ? null : Number(row.lead_id),
      url: row.recipient,
      status,
      attempts: Number(row.attempts),
      next_attempt_at: status === 'pending' ? row.next_attempt_at : null,
      last_error: row.last_error,
      delivered_at: row.sent_at,
      created_at: row.created_at,
      tries: attempts
        .filter((attempt) => Number(attempt.outbox_id) === Number(row.id))
        .map((attempt) => ({
          attempt: Number(attempt.attempt),
          at: attempt.attempted_at,
          status_code: attempt.status_code === null ? null : Number(attempt.status_code),
          error: attempt.error,
          duration_ms: Number(attempt.duration_ms),
        })),
    };
  });
}

/** Queue a test event to the partner's webhook; answers its delivery's id. */
export async function queueTestEvent(db: Db, partner: HookedPartner): Promise<number> {
  const message = testEventMessage(partner);
  await enqueueMessages(db, [message]);
  const row = await db
    .selectFrom('outbox')
    .select('id')
    .where('dedupe_key', '=', message.dedupe_key)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
