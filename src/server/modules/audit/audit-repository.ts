import type { AuditAction, AuditEntry, AuditQuery } from '../../../shared/audit.js';
import { startOfDublinDay } from '../../../shared/dublin-day.js';
import { nowIso, type Db } from '../../db/connection.js';

/** Who did it: the signed-in staff member, or null for the app itself. */
export interface AuditActor {
  id: number;
  name: string;
}

export interface NewAuditEntry {
  action: AuditAction;
  /** The one lead acted on; null for an action on many (then give leadCount). */
  leadId?: number | null;
  leadCount?: number;
  detail?: Record<string, unknown>;
}

/**
 * The INSERT of audit entries by `actor`. Run it on the transaction that makes the change,
 * so an action and its record land together or not at all.
 */
export function auditQuery(db: Db, actor: AuditActor | null, entries: NewAuditEntry[]) {
  const at = nowIso();
  return db.insertInto('audit_log').values(
    entries.map((entry) => ({
      user_id: actor?.id ?? null,
      user_name: actor?.name ?? '',
      action: entry.action,
      lead_id: entry.leadId ?? null,
      lead_count: entry.leadCount ?? (entry.leadId ? 1 : 0),
      detail: entry.detail ? JSON.stringify(entry.detail) : '',
      created_at: at,
    })),
  );
}

/** Record what `actor` did (at least one entry). */
export async function recordAudit(
  db: Db,
  actor: AuditActor | null,
  ...entries: NewAuditEntry[]
): Promise<void> {
  if (entries.length > 0) await auditQuery(db, actor, entries).execute();
}

const DAY_MS = 86_400_000;
/** Midnight in Dublin starting the calendar day `day` (YYYY-MM-DD), as an ISO instant. */
const dublinMidnight = (day: string, plusDays = 0) =>
  startOfDublinDay(new Date(Date.parse(`${day}T12:00:00Z`) + plusDays * DAY_MS)).toISOString();

function detailOf(text: string): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { text };
  }
}

/**
 * A page of the audit log, newest first, and whether an older page follows. Each filter has
 * its index (migration 0010: person, action, or time alone), walked backwards from the end of
 * the range, so a page costs its own rows however long the log grows.
 */
export async function listAudit(
  db: Db,
  query: AuditQuery,
  limit: number,
  offset: number,
): Promise<{ entries: AuditEntry[]; more: boolean }> {
  let select = db.selectFrom('audit_log').selectAll();
  if (query.user_id !== undefined) select = select.where('user_id', '=', query.user_id);
  if (query.action !== undefined) select = select.where('action', '=', query.action);
  if (query.from) select = select.where('created_at', '>=', dublinMidnight(query.from));
  if (query.to) select = select.where('created_at', '<', dublinMidnight(query.to, 1));
  const rows = await select
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .offset(offset)
    .execute();
  return {
    entries: rows.slice(0, limit).map((row) => ({
      id: Number(row.id),
      at: row.created_at,
      user_id: row.user_id === null ? null : Number(row.user_id),
      user_name: row.user_name,
      action: row.action as AuditAction,
      lead_id: row.lead_id === null ? null : Number(row.lead_id),
      lead_count: Number(row.lead_count),
      detail: detailOf(row.detail),
    })),
    more: rows.length > limit,
  };
}
