import type { AuditAction } from '../../../shared/audit.js';
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
