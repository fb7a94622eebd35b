import { sql, type Transaction } from 'kysely';
import type { DataRequest, DataRequestKind, DataRequestVia } from '../../../shared/data-rights.js';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';

type DbOrTrx = Db | Transaction<Database>;

/** The lead's columns eraseLead reads and rewrites. */
export async function findLeadPersonalRow(db: DbOrTrx, leadId: number) {
  return db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirst();
}
export type LeadPersonalRow = NonNullable<Awaited<ReturnType<typeof findLeadPersonalRow>>>;

export async function leadExists(db: DbOrTrx, leadId: number): Promise<boolean> {
  const row = await db.selectFrom('leads').select('id').where('id', '=', leadId).executeTakeFirst();
  return row !== undefined;
}

/** When the lead's personal data was erased, or null. */
export async function findErasedAt(db: DbOrTrx, leadId: number): Promise<string | null> {
  const row = await db
    .selectFrom('data_requests')
    .select('completed_at')
    .where('lead_id', '=', leadId)
    .where('kind', '=', 'erasure')
    .executeTakeFirst();
  return row?.completed_at ?? null;
}

export async function listDataRequests(db: DbOrTrx, leadId: number): Promise<DataRequest[]> {
  const rows = await db
    .selectFrom('data_requests')
    .select(['kind', 'requested_via', 'requested_at', 'completed_at', 'actor_name'])
    .where('lead_id', '=', leadId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    kind: row.kind as DataRequestKind,
    requested_via: row.requested_via as DataRequestVia,
    requested_at: row.requested_at,
    completed_at: row.completed_at,
    actor_name: row.actor_name,
  }));
}

export interface NewDataRequest {
  leadId: number;
  kind: DataRequestKind;
  via: DataRequestVia;
  actorId: number | null;
  actorName: string;
  requestedAt: string;
  completedAt: string | null;
}

/** Record a request; an erasure of a lead erased already breaks the unique index (a conflict). */
export async function insertDataRequest(db: DbOrTrx, request: NewDataRequest): Promise<void> {
  await db
    .insertInto('data_requests')
    .values({
      lead_id: request.leadId,
      kind: request.kind,
      requested_via: request.via,
      actor_id: request.actorId,
      actor_name: request.actorName,
      requested_at: request.requestedAt,
      completed_at: request.completedAt,
    })
    .execute();
}

export async function completeDataRequest(
  db: DbOrTrx,
  leadId: number,
  kind: DataRequestKind,
  at: string,
): Promise<void> {
  await db
    .updateTable('data_requests')
    .set({ completed_at: at })
    .where('lead_id', '=', leadId)
    .where('kind', '=', kind)
    .where('completed_at', 'is', null)
    .execute();
}

/** Every installer the lead went to, in the order it went. */
export async function listRecipients(db: DbOrTrx, leadId: number) {
  return db
    .selectFrom('lead_partners as lp')
    .leftJoin('partners as p', 'p.id', 'lp.partner_id')
    .select([
      'lp.partner_id',
      'lp.partner_name',
      'lp.method',
      'lp.assigned_at',
      'lp.response',
      'lp.responded_at',
      'lp.released_at',
      'lp.release_reason',
      'lp.outcome',
      'p.email as partner_email',
    ])
    .where('lp.lead_id', '=', leadId)
    .orderBy('lp.assigned_at')
    .orderBy('lp.id')
    .execute();
}

/**
 * The lead's e-mails and texts to the homeowner: the customer kinds, and any other message
 * addressed to their e-mail or phone. Not installers' or staff's messages.
 */
export async function listHomeownerMessages(db: DbOrTrx, leadId: number, addresses: string[]) {
  const to = addresses.filter((address) => address !== '');
  return db
    .selectFrom('outbox')
    .select(['id', 'kind', 'channel', 'recipient', 'status', 'created_at', 'sent_at'])
    .where('lead_id', '=', leadId)
    .where('channel', '!=', 'webhook')
    .where((eb) =>
      eb.or([
        // `_` matches itself too: the customer_ kinds.
        eb('kind', 'like', 'customer_%'),
        ...(to.length > 0 ? [eb('recipient', 'in', to)] : []),
      ]),
    )
    .orderBy('id')
    .execute();
}

/** `lower(column) like %value%` for any of `values`, with LIKE's wildcards taken literally. */
export function containsAnySql(column: string, values: string[]) {
  const patterns = values.map(
    (value) => `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
  );
  const tests = patterns.map(
    (pattern) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
  );
  return sql<boolean>`(${sql.join(tests, sql` or `)})`;
}
