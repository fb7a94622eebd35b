import {
  sql,
  type CompiledQuery,
  type ExpressionBuilder,
  type QueryCreator,
  type Selectable,
} from 'kysely';
import {
  ATTRIBUTION_FLAG_FIELDS,
  ATTRIBUTION_TEXT_FIELDS,
  type Attribution,
} from '../../../shared/attribution.js';
import {
  QUOTE_FIELDS,
  type Lead,
  type LeadSort,
  type LeadFields,
} from '../../../shared/lead-schema.js';
import { deriveLeadStatus, LEAD_STATUSES, type LeadStatus } from '../../../shared/lead-status.js';
import { dialectOf, nowIso, type Db, type Dialect } from '../../db/connection.js';
import { insertRowsQuery, jsonRows } from '../../db/insert-rows.js';
import type { Pipeline } from '../../db/pipelined-transaction.js';
import {
  indexedPart,
  leadSearchText,
  sideBySideTrigrams,
  TRIGRAM_MIN,
} from '../../db/lead-search-text.js';
import { leadMatchKeys } from '../../db/lead-match-keys.js';
import type { Database, LeadsTable } from '../../db/schema.js';
import type { LeadForMessage } from '../notifications/templates.js';
import { lockCountyPartners } from '../partners/partner-repository.js';
import type { PhoneCheck } from '../phone-verification/phone-code.js';
import { leadEventsQuery } from './lead-event-repository.js';
import { skipWholeDays } from './lead-deep-page-repository.js';
import { filterWhere, idIn, type LeadFilters } from './lead-filters.js';

// Kept importable from here too: callers written before the filters got their own file.
export { escapeLike, filtersFromQuery, followUpWhere, type LeadFilters } from './lead-filters.js';

/** The columns a lead is answered with: never client_ip or idempotency_key. */
export const LEAD_COLUMNS = [
  'id',
  'status',
  'created_at',
  'updated_at',
  'consent_at',
  'consent_version',
  'consent_page',
  'marketing_opt_in',
  'county_source',
  'consent_confirmed_by',
  'dispatched_at',
  'next_action_at',
  'next_action_label',
  'duplicate_of',
  'owner_id',
  'lost_reason',
  'phone_verification',
  'homeowner_pick',
  ...QUOTE_FIELDS,
  ...ATTRIBUTION_TEXT_FIELDS,
  ...ATTRIBUTION_FLAG_FIELDS,
] as const;
export type LeadRow = Pick<Selectable<LeadsTable>, (typeof LEAD_COLUMNS)[number]> & {
  /** The owner's name, where the query read it (withOwnerName). */
  owner_name?: string | null;
};

/** The owner's name beside a lead's columns: a primary-key read of users per row. */
export function withOwnerName(eb: ExpressionBuilder<Database, 'leads'>) {
  return eb
    .selectFrom('users')
    .select('users.name')
    .whereRef('users.id', '=', 'leads.owner_id')
    .as('owner_name');
}

/** The one mapper from a row to the API's lead. */
export function toLead(row: LeadRow): Lead {
  const lead = {
    id: Number(row.id),
    status: deriveLeadStatus(row.status, row.created_at),
    created_at: row.created_at,
    updated_at: row.updated_at,
    consent: row.consent_at !== null,
    consent_at: row.consent_at,
    consent_version: row.consent_version,
    consent_page: row.consent_page,
    consent_confirmed_by: row.consent_confirmed_by,
    marketing_opt_in: Boolean(row.marketing_opt_in),
    county_source: row.county_source,
    dispatched_at: row.dispatched_at,
    next_action_at: row.next_action_at ?? null,
    next_action_label: row.next_action_label ?? '',
    duplicate_of: row.duplicate_of === null ? null : Number(row.duplicate_of),
    owner_id: row.owner_id === null ? null : Number(row.owner_id),
    owner_name: row.owner_id === null ? null : (row.owner_name ?? null),
    lost_reason: row.lost_reason ?? '',
    phone_verification: (row.phone_verification ?? '') as Lead['phone_verification'],
    homeowner_pick: (row.homeowner_pick ?? '') as Lead['homeowner_pick'],
  } as Lead;
  for (const field of QUOTE_FIELDS) lead[field] = (row[field] ?? '') as never;
  for (const field of ATTRIBUTION_TEXT_FIELDS) lead[field] = row[field] ?? '';
  for (const field of ATTRIBUTION_FLAG_FIELDS) lead[field] = Boolean(row[field]);
  return lead;
}

const SORT_COLUMNS = {
  created_at: 'leads.created_at',
  status: 'leads.status',
  last_name: 'leads.last_name',
  id: 'leads.id',
  next_action_at: 'leads.next_action_at',
} as const;

/**
 * The order of a list that names none: the follow-up queue oldest first (the longest waiting
 * on top), the next-action lists by due time (the most overdue on top), others newest first.
 * Ordering by next action is not a public sort: only these filters have an index for it.
 */
function defaultSort(filters: LeadFilters): LeadSort | 'next_action_at' {
  if (filters.overdue || filters.dueToday) return 'next_action_at';
  if (filters.followUp) return 'created_at';
  return '-created_at';
}

/**
 * The FTS5 query that finds the candidates for a search: its trigrams side by side
 * (sideBySideTrigrams), each quoted so the user's quotes, OR, * and NEAR are plain text, and
 * no positions to compare.
 */
function ftsCandidates(term: string): string {
  return sideBySideTrigrams(term)
    .map((trigram) => `"${trigram.replace(/"/g, '""')}"`)
    .join(' AND ');
}

/** On SQLite a search of three characters or more is answered by the FTS5 trigram table. */
function searchedThroughFts(filters: LeadFilters, dialect: Dialect, walk: boolean): boolean {
  return dialect === 'sqlite' && !walk && [...(filters.search ?? '')].length >= TRIGRAM_MIN;
}

/**
 * The leads matching `filters`, for a page, a count or an export to select from. On SQLite
 * a search joins its FTS5 candidates (ftsCandidates), which then drive the query, each
 * tested with the search's LIKE: a capped count stops at the cap instead of first
 * collecting every match (50,000 for a common surname).
 */
export function matchingLeads(
  db: Db,
  filters: LeadFilters,
  now: Date,
  options: { walk?: boolean } = {},
) {
  const dialect = dialectOf(db);
  const walk = options.walk ?? false;
  const fts = searchedThroughFts(filters, dialect, walk);
  // Not named `id`, which the callers' unqualified columns would find twice.
  const candidates = sql<{ lead_id: number }>`(select rowid as lead_id from lead_search
    where lead_search match ${ftsCandidates(indexedPart(filters.search ?? ''))})`;
  return db
    .selectFrom('leads')
    .$if(fts, (qb) => qb.innerJoin(candidates.as('matched'), 'matched.lead_id', 'leads.id'))
    .where((eb) => filterWhere(eb, filters, now, dialect, walk));
}

export const DEFAULT_LEAD_LIMIT = 100;

export interface LeadPage {
  sort?: LeadSort;
  limit?: number;
  offset?: number;
}

export interface ListOptions {
  /** The search matches many leads: walk the sort's index testing each row (isCommonSearch). */
  walk?: boolean;
  /** Every lead the filters match, already known (countSearch): the page is sorted from these. */
  matched?: number[];
}

/**
 * One page of leads. Ties break on id in the sort's own direction, so one (key, id) index
 * serves each sort both ways; a deep page skips rows inside that index (ids only) and
 * reads just the page's rows from the table.
 */
export async function listLeads(
  db: Db,
  filters: LeadFilters,
  page: LeadPage = {},
  now = new Date(),
  options: ListOptions = {},
): Promise<LeadRow[]> {
  const walk = options.walk ?? false;
  if (walk && dialectOf(db) === 'postgres' && !db.isTransaction) {
    // PostgreSQL's planner cannot tell how common a substring is and would read every row
    // and sort; with scans, bitmaps and parallel workers off for this one query it walks the
    // sort's index and stops at the page (workers would each start a walk of their own).
    return db.transaction().execute(async (trx) => {
      await sql`select set_config('enable_seqscan', 'off', true),
        set_config('enable_bitmapscan', 'off', true),
        set_config('max_parallel_workers_per_gather', '0', true)`.execute(trx);
      return listLeadsPage(trx, filters, page, now, walk);
    });
  }
  return listLeadsPage(db, filters, page, now, walk, options.matched);
}

async function listLeadsPage(
  db: Db,
  filters: LeadFilters,
  page: LeadPage,
  now: Date,
  walk: boolean,
  matched?: number[],
): Promise<LeadRow[]> {
  const sort = page.sort ?? defaultSort(filters);
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const leads = matched
    ? db.selectFrom('leads').where((eb) => idIn(eb, matched))
    : matchingLeads(db, filters, now, { walk });
  let matching = leads.orderBy(column, direction);
  if (column !== 'leads.id') matching = matching.orderBy('leads.id', direction);
  const limit = page.limit ?? DEFAULT_LEAD_LIMIT;
  const offset = page.offset ?? 0;
  if (offset === 0) {
    return matching.select(LEAD_COLUMNS).select(withOwnerName).limit(limit).execute();
  }
  // A deep page by creation time skips whole days by the daily counters
  // (lead-deep-page-repository.ts).
  const skip =
    column === 'leads.created_at' ? await skipWholeDays(db, filters, direction, offset) : null;
  const ids = matching
    .$if(skip !== null, (query) =>
      query.where('leads.created_at', skip!.bound.op, skip!.bound.value),
    )
    .select('leads.id')
    .limit(limit)
    .offset(skip?.offset ?? offset);
  return db
    .selectFrom('leads')
    .select(LEAD_COLUMNS)
    .select(withOwnerName)
    .where('leads.id', 'in', ids)
    .orderBy(column, direction)
    .orderBy('leads.id', direction)
    .execute();
}

/** Rows of `{ status, n }` as a count for each of the five statuses. */
export function countByStatus(
  rows: { status: string | null; n: number | string | bigint }[],
): Record<LeadStatus, number> {
  const byStatus = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<
    LeadStatus,
    number
  >;
  for (const row of rows) {
    if (row.status && row.status in byStatus) byStatus[row.status as LeadStatus] += Number(row.n);
  }
  return byStatus;
}

/** Where a keyset page starts: strictly after this (created_at, id), newest first. */
export interface LeadCursor {
  created_at: string;
  id: number;
}

/** The matching leads newest first, after `after` (a row-value seek on the (created_at, id) index). */
export function leadsNewestFirst(
  db: Db,
  filters: LeadFilters,
  after: LeadCursor | null,
  now = new Date(),
) {
  let query = matchingLeads(db, filters, now).select(LEAD_COLUMNS);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('leads.created_at', 'leads.id'), '<', eb.tuple(after.created_at, after.id)),
    );
  }
  return query.orderBy('leads.created_at', 'desc').orderBy('leads.id', 'desc');
}

/** One keyset page of the export. */
export async function listLeadsAfter(
  db: Db,
  filters: LeadFilters,
  after: LeadCursor | null,
  size: number,
  now = new Date(),
): Promise<LeadRow[]> {
  return leadsNewestFirst(db, filters, after, now).limit(size).execute();
}

/** The export's keyset page after `page`, or null when `page` was the last (a short one). */
export async function listLeadsAfterPage(
  db: Db,
  filters: LeadFilters,
  page: LeadRow[],
  size: number,
  now: Date,
): Promise<LeadRow[] | null> {
  if (page.length < size) return null;
  const last = page[page.length - 1]!;
  return listLeadsAfter(
    db,
    filters,
    { created_at: last.created_at, id: Number(last.id) },
    size,
    now,
  );
}

export async function findLeadById(db: Db, id: number): Promise<LeadRow | undefined> {
  return db
    .selectFrom('leads')
    .select(LEAD_COLUMNS)
    .select(withOwnerName)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findLeadByIdempotencyKey(db: Db, key: string): Promise<LeadRow | undefined> {
  return db
    .selectFrom('leads')
    .select(LEAD_COLUMNS)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export interface NewLead extends LeadFields, Partial<Attribution> {
  status?: LeadStatus;
  consent_at?: string | null;
  consent_version?: string;
  consent_page?: string;
  marketing_opt_in?: boolean;
  county_source?: string;
  dispatched_at?: string | null;
  client_ip?: string;
  idempotency_key?: string | null;
  created_at?: string;
  updated_at?: string;
  /** 'pending' holds the lead until the homeowner types the texted code. */
  phone_verification?: string;
  /** With 'pending': the reference and first code, stored beside the lead (lead-submit.ts). */
  phone_check?: PhoneCheck;
}

type LeadValues = LeadFields &
  Pick<
    LeadRow,
    'status' | 'created_at' | 'updated_at' | 'consent_at' | 'consent_version' | 'consent_page'
  > & {
    marketing_opt_in: number;
    county_source: string;
    dispatched_at: string | null;
    search_text: string;
    mobile_key: string;
    place_key: string;
    client_ip: string;
    idempotency_key: string | null;
    phone_verification: string;
  } & Record<(typeof ATTRIBUTION_TEXT_FIELDS)[number], string> &
  Record<(typeof ATTRIBUTION_FLAG_FIELDS)[number], number>;

function leadValues(lead: NewLead, now: string): LeadValues {
  const created = lead.created_at ?? now;
  // Filled one property at a time: an object literal spreading the fields (or built by
  // Object.fromEntries) has too many properties for V8's fast objects and cost about 15 µs
  // to build and read on the submit path, against 1 µs.
  const values: Partial<Record<keyof LeadValues, unknown>> = {};
  for (const field of QUOTE_FIELDS) values[field] = lead[field];
  values.status = lead.status ?? 'new';
  values.consent_at = lead.consent_at ?? null;
  values.consent_version = lead.consent_version ?? '';
  values.consent_page = lead.consent_page ?? '';
  values.marketing_opt_in = lead.marketing_opt_in ? 1 : 0;
  values.county_source = lead.county_source ?? (lead.county ? 'form' : '');
  values.dispatched_at = lead.dispatched_at ?? null;
  values.search_text = leadSearchText(lead);
  const keys = leadMatchKeys(lead);
  values.mobile_key = keys.mobile_key;
  values.place_key = keys.place_key;
  values.client_ip = lead.client_ip ?? '';
  values.idempotency_key = lead.idempotency_key ?? null;
  values.phone_verification = lead.phone_verification ?? '';
  for (const field of ATTRIBUTION_TEXT_FIELDS) values[field] = lead[field] ?? '';
  for (const field of ATTRIBUTION_FLAG_FIELDS) values[field] = lead[field] ? 1 : 0;
  values.created_at = created;
  values.updated_at = lead.updated_at ?? created;
  return values as LeadValues;
}

export async function insertLead(db: Db, lead: NewLead): Promise<LeadRow> {
  const row = await db
    .insertInto('leads')
    .values(leadValues(lead, nowIso()))
    .returning(LEAD_COLUMNS)
    .executeTakeFirstOrThrow();
  return row;
}

/**
 * Send the statements that store new leads, each with its 'created' event, in a pipelined
 * transaction; the rows come back in the order given (ids are taken in that order). On
 * PostgreSQL that is one statement, which also locks the partners of `lockPartnersIn`
 * (lockCountyPartners) once the leads are in, so a duplicate idempotency key fails before
 * any lock is taken; SQLite, with one writer, needs no locks and writes each table in turn.
 */
export async function storeNewLeadsIn(
  pipeline: Pipeline,
  db: Db,
  leads: NewLead[],
  lockPartnersIn: string[],
  now: string,
): Promise<LeadRow[]> {
  if (dialectOf(db) === 'postgres') {
    // Each row also carries the `locked` count; toLead and the messages read named fields only.
    return pipeline.send(newLeadsQuery(db, leads, lockPartnersIn, now));
  }
  const values = leads.map((lead) => leadValues(lead, now));
  const rows = await pipeline.send(
    insertRowsQuery<'leads', LeadRow>(db, 'leads', values, { returning: LEAD_COLUMNS }),
  );
  rows.sort((a, b) => Number(a.id) - Number(b.id));
  const created = rows.map((row) => ({
    lead_id: row.id,
    type: 'created' as const,
    to_status: row.status,
    created_at: row.created_at,
  }));
  void pipeline.send(leadEventsQuery(db, created));
  return rows;
}

/**
 * PostgreSQL: the one statement of storeNewLeadsIn, to run or to pipeline. Its text is the
 * same for any number of leads and counties (a named statement).
 */
export function newLeadsQuery(
  db: Db,
  leads: NewLead[],
  lockPartnersIn: string[],
  now = nowIso(),
): CompiledQuery<LeadRow> {
  const values = leads.map((lead) => leadValues(lead, now));
  const columns = Object.keys(values[0]!) as (keyof LeadsTable & string)[];
  const query = db
    .with('stored', (qb) =>
      qb
        .insertInto('leads')
        .columns(columns)
        .expression(jsonRows('leads', columns, values))
        .returning(LEAD_COLUMNS),
    )
    .with('event', (qb) =>
      qb
        .insertInto('lead_events')
        .columns(['lead_id', 'type', 'to_status', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('stored')
            .select([
              'stored.id',
              eb.val('created').as('type'),
              'stored.status',
              'stored.created_at',
            ])
            .orderBy('stored.id'),
        ),
    )
    .with('locked', (qb) =>
      // The partners table is the same inside this WITH; only the CTEs' types are added.
      lockCountyPartners(qb as unknown as QueryCreator<Database>, lockPartnersIn).where(
        sql<boolean>`exists (select 1 from stored)`,
      ),
    )
    .selectFrom('stored')
    .select(LEAD_COLUMNS)
    // Referenced, so the locking CTE runs.
    .select((eb) => eb.selectFrom('locked').select(eb.fn.countAll().as('n')).as('locked'))
    .orderBy('id');
  return query.compile() as CompiledQuery<LeadRow>;
}

/** Bulk insert (seeding, imports, tests), in chunks that stay under both databases' bind limits. */
export async function insertLeads(db: Db, leads: NewLead[], chunkSize = 500): Promise<number[]> {
  const now = nowIso();
  const ids: number[] = [];
  for (let start = 0; start < leads.length; start += chunkSize) {
    const chunk = leads.slice(start, start + chunkSize).map((lead) => leadValues(lead, now));
    const rows = await db.insertInto('leads').values(chunk).returning('id').execute();
    ids.push(...rows.map((row) => Number(row.id)));
  }
  return ids;
}

export type LeadChanges = Partial<
  LeadFields & {
    status: LeadStatus;
    updated_at: string;
    search_text: string;
    county_source: string;
    mobile_key: string;
    place_key: string;
    duplicate_of: number | null;
    lost_reason: string;
  }
>;

export async function updateLead(
  db: Db,
  id: number,
  changes: LeadChanges,
): Promise<LeadRow | undefined> {
  const row = await db
    .updateTable('leads')
    .set(changes)
    .where('id', '=', id)
    .returning(LEAD_COLUMNS)
    .returning(withOwnerName)
    .executeTakeFirst();
  return row;
}

const DELETE_BATCH = 500;

/**
 * Delete leads older than the cutoff, with their history, assignments and messages
 * (foreign keys cascade), a batch at a time so no transaction grows large.
 */
export async function deleteLeadsBefore(db: Db, cutoff: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const ids = await db
      .selectFrom('leads')
      .select('id')
      .where('created_at', '<', cutoff)
      .orderBy('id')
      .limit(DELETE_BATCH)
      .execute();
    if (ids.length === 0) return deleted;
    await db
      .deleteFrom('leads')
      .where(
        'id',
        'in',
        ids.map((row) => row.id),
      )
      .execute();
    deleted += ids.length;
  }
}

/** What the notification templates need of a lead: its fields and consent. */
export async function findLeadForMessage(db: Db, id: number): Promise<LeadForMessage | undefined> {
  return db
    .selectFrom('leads')
    .select(['id', 'consent_at', 'phone_verification', 'homeowner_pick', ...QUOTE_FIELDS])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Mark a held lead as passed on; false when it already was. The conditional UPDATE takes the
 * row lock on PostgreSQL, so two staff actions racing cannot both pass the lead on.
 */
export async function markDispatched(db: Db, leadId: number): Promise<boolean> {
  const result = await db
    .updateTable('leads')
    .set({ dispatched_at: new Date().toISOString() })
    .where('id', '=', leadId)
    .where('dispatched_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Record that staff confirmed the homeowner's consent; undefined when the lead does not
 * exist or already has consent recorded.
 */
export async function recordStaffConsent(
  db: Db,
  id: number,
  confirmedBy: string,
  consentVersion: string,
): Promise<LeadRow | undefined> {
  const now = nowIso();
  const row = await db
    .updateTable('leads')
    .set({
      consent_at: now,
      consent_version: consentVersion,
      consent_page: '',
      consent_confirmed_by: confirmedBy,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('consent_at', 'is', null)
    .returning(LEAD_COLUMNS)
    .returning(withOwnerName)
    .executeTakeFirst();
  return row;
}
