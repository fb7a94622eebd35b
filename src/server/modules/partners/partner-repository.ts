import {
  sql,
  type CompiledQuery,
  type QueryCreator,
  type Selectable,
  type Transaction,
} from 'kysely';
import { startOfDublinDay } from '../../../shared/dublin-day.js';
import type { Partner, PartnerInput } from '../../../shared/partner-schema.js';
import { dialectOf, nowIso, type Db } from '../../db/connection.js';
import { insertRowsQuery, jsonRows } from '../../db/insert-rows.js';
import { executePrepared } from '../../db/prepared-statements.js';
import type { Database } from '../../db/schema.js';
import type { PartnersTable } from '../../db/schema-partners.js';
import { respondByFrom } from '../partner-reassignment/response-window.js';

export type PartnerRow = Selectable<PartnersTable> & { leads_today: number | string | null };
type DbOrTrx = Db | Transaction<Database>;

export function toPartner(row: PartnerRow): Partner {
  return {
    id: Number(row.id),
    name: row.name,
    contact_name: row.contact_name,
    email: row.email,
    mobile: row.mobile,
    counties: JSON.parse(row.counties) as string[],
    daily_cap: Number(row.daily_cap),
    is_active: Boolean(row.is_active),
    leads_today: Number(row.leads_today ?? 0),
    last_assigned_at: row.last_assigned_at,
    created_at: row.created_at,
    expired_in_row: Number(row.expired_in_row ?? 0),
    auto_paused_at: row.auto_paused_at ?? null,
    auto_paused_after: row.auto_paused_after === null ? null : Number(row.auto_paused_after),
    years_trading: row.years_trading === null ? null : Number(row.years_trading),
    insured_until: row.insured_until ?? null,
    seai_registered: Boolean(row.seai_registered),
  };
}

/** The first UTC midnight at or after an instant. */
function utcMidnightFrom(instant: Date): Date {
  const midnight = new Date(
    Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()),
  );
  if (midnight.getTime() < instant.getTime()) midnight.setUTCDate(midnight.getUTCDate() + 1);
  return midnight;
}

/**
 * Partners with the number of leads each received since midnight (Irish time). The count
 * reads the per-partner counter of the UTC day (lead_counts, kept by triggers) instead of
 * counting the day's assignments, so it costs the same at 20 leads a day as at 20,000. Irish
 * midnight is a whole UTC hour: in winter it is UTC midnight; in summer it is 23:00 UTC the
 * evening before, and the assignments of that one hour are counted row by row. Leads taken
 * back from the partner today (released_at) are subtracted: they no longer hold its place.
 */
function selectPartners(db: DbOrTrx, now: Date = new Date()) {
  const dayStart = startOfDublinDay(now);
  const utcDay = utcMidnightFrom(dayStart);
  return db
    .selectFrom('partners as p')
    .selectAll('p')
    .select((eb) => {
      const todays = () =>
        eb
          .selectFrom('lead_partners as lp')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('lp.partner_id', '=', 'p.id')
          .where('lp.assigned_at', '>=', dayStart.toISOString());
      const counter = eb
        .selectFrom('lead_counts as c')
        .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('c.n'), sub.lit(0)).as('n'))
        .where('c.period', '=', utcDay.toISOString().slice(0, 10))
        .where('c.dimension', '=', 'partner')
        .where('c.key', '=', sql<string>`cast(p.id as text)`);
      const summerHour = todays().where('lp.assigned_at', '<', utcDay.toISOString());
      // Leads taken back today (expired, declined or credited) leave the cap (migration 0021).
      const released = todays().where('lp.released_at', 'is not', null);
      return eb(eb(counter, '+', summerHour), '-', released).as('leads_today');
    });
}

export async function listPartners(db: Db): Promise<PartnerRow[]> {
  return selectPartners(db).orderBy('p.name').orderBy('p.id').execute();
}

export async function findPartner(db: DbOrTrx, id: number): Promise<PartnerRow | undefined> {
  return selectPartners(db).where('p.id', '=', id).executeTakeFirst();
}

/** A new partner; its public profile may be left out (seeds, tests). */
type NewPartner = Omit<PartnerInput, 'years_trading' | 'insured_until' | 'seai_registered'> &
  Partial<Pick<PartnerInput, 'years_trading' | 'insured_until' | 'seai_registered'>>;

export async function insertPartner(db: Db, input: NewPartner): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('partners')
    .values({
      name: input.name,
      contact_name: input.contact_name,
      email: input.email,
      mobile: input.mobile,
      counties: JSON.stringify(input.counties),
      daily_cap: input.daily_cap,
      is_active: input.is_active ? 1 : 0,
      years_trading: input.years_trading ?? null,
      insured_until: input.insured_until ?? null,
      seai_registered: input.seai_registered ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updatePartner(
  db: Db,
  id: number,
  input: Partial<PartnerInput>,
): Promise<boolean> {
  const { counties, is_active, seai_registered, ...rest } = input;
  const result = await db
    .updateTable('partners')
    .set({
      ...rest,
      ...(seai_registered !== undefined ? { seai_registered: seai_registered ? 1 : 0 } : {}),
      ...(counties !== undefined ? { counties: JSON.stringify(counties) } : {}),
      ...(is_active !== undefined ? { is_active: is_active ? 1 : 0 } : {}),
      // Resuming a paused partner by hand starts its count of expiries afresh.
      ...(is_active === true
        ? {
            expired_in_row: sql<number>`case when is_active = 0 then 0 else expired_in_row end`,
            auto_paused_at: null,
            auto_paused_after: null,
          }
        : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deletePartner(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('partners').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// Counties are stored as a JSON list, so the quoted name matches whole names only.
const servesCounty = (county: string) => `%${JSON.stringify(county)}%`;

/**
 * The active partners of these counties (none for an empty list), locked in id order (a
 * PostgreSQL query to run, or to put in a CTE). Concurrent submits then queue for the same
 * locks in the same order (no deadlock), and each counts the leads the one before it
 * committed (caps hold). The counties are one array parameter: the text never varies.
 */
export function lockCountyPartners(db: QueryCreator<Database>, counties: string[]) {
  const patterns = counties.map(servesCounty);
  return db
    .selectFrom('partners')
    .select('id')
    .where('is_active', '=', 1)
    .where(sql<boolean>`counties like any (cast(${patterns} as text[]))`)
    .orderBy('id')
    .forUpdate();
}

/**
 * Lock these partners and every partner serving these counties (active or not) in one
 * statement, in id order, on PostgreSQL (nothing on SQLite, whose writers take turns): work
 * that changes partners of several counties (the expiry job, a decline) then waits behind a
 * submit's own county locks instead of deadlocking with it.
 */
export async function lockPartners(db: DbOrTrx, ids: number[], counties: string[]): Promise<void> {
  if (dialectOf(db) !== 'postgres' || (ids.length === 0 && counties.length === 0)) return;
  const patterns = counties.map(servesCounty);
  await db
    .selectFrom('partners')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(sql`id`, '=', sql`any (cast(${ids} as integer[]))`),
        eb(sql`counties`, 'like', sql`any (cast(${patterns} as text[]))`),
      ]),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The county's active partners with their leads today, compiled: to run, or to pipeline. */
export function countyPartnersQuery(db: DbOrTrx, county: string, now: Date) {
  return selectPartners(db, now)
    .where('p.is_active', '=', 1)
    .where('p.counties', 'like', servesCounty(county))
    .compile();
}

/**
 * The county's active partners with their leads today, unranked. Inside a transaction on
 * PostgreSQL they are locked first (lockCountyPartners), unless the caller already holds
 * those locks (`locked`).
 */
export async function listCountyPartners(
  db: DbOrTrx,
  county: string,
  now: Date = new Date(),
  locked = false,
): Promise<PartnerRow[]> {
  if (county === '') return [];
  if (!locked && db.isTransaction && dialectOf(db) === 'postgres') {
    await lockCountyPartners(db, [county]).execute();
  }
  return executePrepared(db, countyPartnersQuery(db, county, now));
}

/** What this transaction already gave a partner beyond its stored rows (a batch of leads). */
export interface PendingLoad {
  leads: number;
  lastAssignedAt: string;
}

/**
 * Those under their daily cap, with the fewest leads today first, then the least recently
 * sent one, so work spreads evenly. `pending` adds what earlier leads of the same
 * transaction were given, so each lead is ranked as if the ones before it were stored.
 */
export function rankPartners(
  rows: PartnerRow[],
  limit: number,
  pending: Map<number, PendingLoad> = new Map(),
): PartnerRow[] {
  const load = (row: PartnerRow) =>
    Number(row.leads_today ?? 0) + (pending.get(Number(row.id))?.leads ?? 0);
  const last = (row: PartnerRow) =>
    pending.get(Number(row.id))?.lastAssignedAt ?? row.last_assigned_at ?? '';
  return rows
    .filter((row) => load(row) < Number(row.daily_cap))
    .sort(
      (a, b) => load(a) - load(b) || last(a).localeCompare(last(b)) || Number(a.id) - Number(b.id),
    )
    .slice(0, limit);
}

/**
 * Active partners serving the county and under their daily cap, best first (rankPartners).
 */
export async function findMatchingPartners(
  db: DbOrTrx,
  county: string,
  limit: number,
  now: Date = new Date(),
  locked = false,
): Promise<PartnerRow[]> {
  return rankPartners(await listCountyPartners(db, county, now, locked), limit);
}

/** The partners a lead was sent to, in the order it went to them. */
export async function listLeadAssignments(db: DbOrTrx, leadId: number) {
  return db
    .selectFrom('lead_partners')
    .select(['id', 'partner_id', 'partner_name', 'method', 'assigned_at', 'released_at'])
    .where('lead_id', '=', leadId)
    .orderBy('id')
    .execute();
}

/** The columns of an assignment row (recordAssignments holds its rows to them). */
const ASSIGNMENT_COLUMNS = [
  'lead_id',
  'partner_id',
  'partner_name',
  'method',
  'assigned_by',
  'assigned_at',
  'respond_by',
] as const;

export interface Assignment {
  leadId: number;
  partners: PartnerRow[];
}

function assignmentRows(
  assignments: Assignment[],
  method: 'auto' | 'manual',
  assignedBy: number | null,
  now: string,
) {
  // Every assignment opens the installer's response window.
  const respondBy = respondByFrom(now);
  return assignments.flatMap(({ leadId, partners }) =>
    partners.map(
      (partner) =>
        ({
          lead_id: leadId,
          partner_id: partner.id,
          partner_name: partner.name,
          method,
          assigned_by: assignedBy,
          assigned_at: now,
          respond_by: respondBy,
        }) satisfies Record<(typeof ASSIGNMENT_COLUMNS)[number], unknown>,
    ),
  );
}

/**
 * The statements that record that leads went to these partners and move the partners to the
 * back of the rotation, to run or to pipeline: on PostgreSQL one statement whose text is the
 * same for any number of assignments (a named statement), on SQLite one per table.
 */
export function assignmentStatements(
  db: DbOrTrx,
  assignments: Assignment[],
  method: 'auto' | 'manual',
  assignedBy: number | null,
): CompiledQuery[] {
  const now = nowIso();
  const rows = assignmentRows(assignments, method, assignedBy, now);
  const ids = [...new Set(rows.map((row) => Number(row.partner_id)))];
  if (dialectOf(db) === 'postgres') {
    const statement = db
      .with('assigned', (qb) =>
        qb
          .insertInto('lead_partners')
          .columns(ASSIGNMENT_COLUMNS)
          .expression(jsonRows('lead_partners', ASSIGNMENT_COLUMNS, rows)),
      )
      .updateTable('partners')
      .set({ last_assigned_at: now })
      .where(sql<boolean>`id = any (cast(${ids} as integer[]))`)
      .compile();
    return [statement];
  }
  if (rows.length === 0) return [];
  return [
    insertRowsQuery(db as Db, 'lead_partners', rows),
    db.updateTable('partners').set({ last_assigned_at: now }).where('id', 'in', ids).compile(),
  ];
}

/** Record that leads went to these partners (assignmentStatements). */
export async function recordAssignments(
  db: DbOrTrx,
  assignments: Assignment[],
  method: 'auto' | 'manual',
  assignedBy: number | null,
): Promise<void> {
  for (const statement of assignmentStatements(db, assignments, method, assignedBy)) {
    await executePrepared(db as Db, statement);
  }
}
