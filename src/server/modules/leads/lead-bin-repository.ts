import type { Kysely } from 'kysely';
import { BIN_DAYS, type BinEntry } from '../../../shared/lead-bin.js';
import { inTransaction, nowIso, type Db } from '../../db/connection.js';
import { columnsOf, foreignKeysOf } from '../../db/table-shape.js';
import { conflict, notFound } from '../../http-error.js';
import { auditQuery, type AuditActor } from '../audit/audit-repository.js';
import { recordLeadEvents } from './lead-event-repository.js';

type Row = Record<string, unknown>;

/** A deleted lead as the bin keeps it: every column of its row and of the rows that hang on it. */
export interface LeadSnapshot {
  lead: Row;
  events: Row[];
  partners: Row[];
  /** Messages already sent or failed (the timeline shows them); pending ones are dropped. */
  messages: Row[];
}

/** The tables a lead's rows are restored to, in an order the foreign keys allow. */
const DEPENDENTS = [
  ['events', 'lead_events'],
  ['partners', 'lead_partners'],
  ['messages', 'outbox'],
] as const;

const DAY_MS = 86_400_000;
const purgeAt = (deletedAt: string) =>
  new Date(Date.parse(deletedAt) + BIN_DAYS * DAY_MS).toISOString();
const nameOf = (lead: Row) =>
  `${String(lead.first_name ?? '')} ${String(lead.last_name ?? '')}`.trim();

/**
 * Move a lead to the bin: its rows are read as they are deleted (children first, so nothing
 * hangs on the lead when it goes), then kept as one snapshot, all in one transaction with the
 * audit entry. The lead_counts and search triggers see an ordinary delete. False when there
 * is no such lead.
 */
export async function moveLeadToBin(
  db: Db,
  id: number,
  actor: AuditActor | null,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const events = await trx
      .deleteFrom('lead_events')
      .where('lead_id', '=', id)
      .returningAll()
      .execute();
    const partners = await trx
      .deleteFrom('lead_partners')
      .where('lead_id', '=', id)
      .returningAll()
      .execute();
    const messages = await trx
      .deleteFrom('outbox')
      .where('lead_id', '=', id)
      .returningAll()
      .execute();
    const lead = await trx
      .deleteFrom('leads')
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!lead) return false;
    const snapshot: LeadSnapshot = {
      lead,
      events,
      partners,
      messages: messages.filter(
        (message) => message.status === 'sent' || message.status === 'failed',
      ),
    };
    const name = nameOf(lead);
    await trx
      .insertInto('lead_bin')
      .values({
        lead_id: id,
        lead_name: name,
        snapshot: JSON.stringify(snapshot),
        deleted_by: actor?.id ?? null,
        deleted_by_name: actor?.name ?? '',
        deleted_at: nowIso(),
      })
      .execute();
    await auditQuery(trx, actor, [
      { action: 'lead_deleted', leadId: id, detail: { name } },
    ]).execute();
    return true;
  });
}

/** A page of the bin, most recently deleted first, and how many it holds. */
export async function listBin(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ entries: BinEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('lead_bin')
      .select(['lead_id', 'lead_name', 'deleted_by_name', 'deleted_at'])
      .orderBy('deleted_at', 'desc')
      .orderBy('lead_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('lead_bin')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    entries: rows.map((row) => ({
      id: Number(row.lead_id),
      name: row.lead_name,
      deleted_at: row.deleted_at,
      deleted_by: row.deleted_by_name,
      purge_at: purgeAt(row.deleted_at),
    })),
    total: Number(count.n),
  };
}

/**
 * The rows as the table takes them now: columns it no longer has are left out (others'
 * migrations add and drop columns), and a reference to a user or partner deleted since is
 * cleared, as deleting them would have done.
 */
async function fitRows(db: Db, table: string, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const [columns, keys] = await Promise.all([columnsOf(db, table), foreignKeysOf(db, table)]);
  const fitted = rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([column]) => columns.has(column))),
  );
  for (const key of keys) {
    // The lead's own rows point at the lead being restored, which exists by now.
    if (key.references === 'leads' && key.column === 'lead_id') continue;
    const wanted = [...new Set(fitted.map((row) => row[key.column]).filter((v) => v != null))];
    if (wanted.length === 0) continue;
    const found = await (db as unknown as Kysely<Record<string, { id: unknown }>>)
      .selectFrom(key.references)
      .select('id')
      .where('id', 'in', wanted)
      .execute();
    const present = new Set(found.map((row) => Number(row.id)));
    for (const row of fitted) {
      if (row[key.column] != null && !present.has(Number(row[key.column]))) row[key.column] = null;
    }
  }
  return fitted;
}

async function insertRows(db: Db, table: string, rows: Row[]): Promise<void> {
  const fitted = await fitRows(db, table, rows);
  if (fitted.length === 0) return;
  await (db as unknown as Kysely<Record<string, Row>>).insertInto(table).values(fitted).execute();
}

/**
 * Put a lead back from the bin with its own id, its history, deliveries and sent messages,
 * plus a 'restored' event; the insert triggers count it and index it for search again.
 * 404 when it is not in the bin; 409 when a lead with its id exists (ids are never reused,
 * so only a hand-made row could do that).
 */
export async function restoreLeadFromBin(
  db: Db,
  id: number,
  actor: AuditActor,
): Promise<{ id: number; name: string }> {
  return inTransaction(db, async (trx) => {
    const entry = await trx
      .deleteFrom('lead_bin')
      .where('lead_id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!entry) throw notFound('This lead is not in the bin');
    const existing = await trx
      .selectFrom('leads')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (existing) throw conflict(`Lead #${id} exists already, so it cannot be restored`);
    const snapshot = JSON.parse(entry.snapshot) as LeadSnapshot;
    await insertRows(trx, 'leads', [snapshot.lead]);
    for (const [part, table] of DEPENDENTS) await insertRows(trx, table, snapshot[part]);
    await recordLeadEvents(trx, [{ lead_id: id, type: 'restored', user_id: actor.id }]);
    await auditQuery(trx, actor, [
      { action: 'lead_restored', leadId: id, detail: { name: entry.lead_name } },
    ]).execute();
    return { id, name: entry.lead_name };
  });
}

const PURGE_BATCH = 500;

/** Purge bin entries deleted before `cutoff`, a batch per transaction; how many were purged. */
export async function purgeBinBefore(db: Db, cutoff: string): Promise<number> {
  let purged = 0;
  for (;;) {
    const count = await inTransaction(db, async (trx) => {
      const due = await trx
        .selectFrom('lead_bin')
        .select('lead_id')
        .where('deleted_at', '<', cutoff)
        .orderBy('deleted_at')
        .orderBy('lead_id')
        .limit(PURGE_BATCH)
        .execute();
      if (due.length === 0) return 0;
      const gone = await trx
        .deleteFrom('lead_bin')
        .where(
          'lead_id',
          'in',
          due.map((row) => row.lead_id),
        )
        .returning(['lead_id', 'lead_name'])
        .execute();
      if (gone.length > 0) {
        await auditQuery(
          trx,
          null,
          gone.map((row) => ({
            action: 'lead_purged' as const,
            leadId: Number(row.lead_id),
            detail: { name: row.lead_name },
          })),
        ).execute();
      }
      return due.length;
    });
    purged += count;
    if (count < PURGE_BATCH) return purged;
  }
}

/** The moment before which bin entries are purged. */
export function binCutoff(now: Date = new Date()): string {
  return new Date(now.getTime() - BIN_DAYS * DAY_MS).toISOString();
}
