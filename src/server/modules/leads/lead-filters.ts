import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { FOLLOW_UP_RULE, type LeadFilter } from '../../../shared/lead-schema.js';
import type { LeadStatus } from '../../../shared/lead-status.js';
import type { Dialect } from '../../db/connection.js';
import { searchTermText, TRIGRAM_MIN } from '../../db/lead-search-text.js';
import type { Database } from '../../db/schema.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** What the lead filters mean; `now` is passed separately so the follow-up rule can be tested. */
export interface LeadFilters {
  /** Already in the stored form (searchTermText): folded, phone numbers as national digits. */
  search?: string;
  status?: LeadStatus;
  followUp?: boolean;
  /** Only leads whose county is not known yet: held back from partners until staff set it. */
  needsCounty?: boolean;
  /** Only these ids (an empty list matches nothing). */
  ids?: number[];
  /** Only leads owned by `id` (null: unassigned), or also the unassigned ones (`orNone`). */
  owner?: { id: number | null; orNone?: boolean };
  /** Only lost leads lost for this reason. */
  lostReason?: string;
}

/**
 * The `owner=` keyword as a filter: `me` and `me_or_none` name the signed-in staff member
 * (`viewerId`); without one they match nothing but unassigned leads.
 */
export function ownerFromQuery(
  owner: string | undefined,
  viewerId: number | null,
): LeadFilters['owner'] {
  if (!owner) return undefined;
  if (owner === 'none') return { id: null };
  if (owner === 'me') return { id: viewerId ?? 0 };
  if (owner === 'me_or_none') return { id: viewerId ?? 0, orNone: true };
  return { id: Number(owner) };
}

/** The query-string filters (blank and "all" mean any) as repository filters. */
export function filtersFromQuery(
  query: LeadFilter & { ids?: number[] },
  viewerId: number | null = null,
): LeadFilters {
  const status = query.status === '' || query.status === 'all' ? undefined : query.status;
  const filters: LeadFilters = {
    search: searchTermText(query.search),
    status,
    followUp: query.filter === 'followup',
    needsCounty: query.filter === 'needs_county',
    ids: query.ids,
  };
  const owner = ownerFromQuery(query.owner, viewerId);
  if (owner) filters.owner = owner;
  if (query.lost_reason) filters.lostReason = query.lost_reason;
  return filters;
}

/** Escape LIKE wildcards so a search for "50%" or "a_b" means those characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The statuses the follow-up rule can pick: a partial index covers exactly these. */
export const FOLLOW_UP_STATUSES = ['new', 'contacted', 'quoted'] as const;

/**
 * One part of the follow-up rule: leads of `status` whose `column` is before `before`.
 * `counter` is the lead_counts dimension that counts them by that column's day.
 */
export interface FollowUpPart {
  status: (typeof FOLLOW_UP_STATUSES)[number];
  column: 'created_at' | 'updated_at';
  counter: 'status' | 'touched';
  before: string;
}

/**
 * THE follow-up rule (FOLLOW_UP_RULE), in the parts the list's filter, its counts and the
 * dashboard's tasks all read: new leads created over a day ago (high priority), and contacted
 * or quoted leads untouched for three days (medium).
 */
export function followUpParts(now: Date): FollowUpPart[] {
  const newBefore = new Date(now.getTime() - FOLLOW_UP_RULE.newAfterHours * HOUR_MS).toISOString();
  const staleBefore = new Date(
    now.getTime() - FOLLOW_UP_RULE.staleAfterDays * DAY_MS,
  ).toISOString();
  return [
    { status: 'new', column: 'created_at', counter: 'status', before: newBefore },
    { status: 'contacted', column: 'updated_at', counter: 'touched', before: staleBefore },
    { status: 'quoted', column: 'updated_at', counter: 'touched', before: staleBefore },
  ];
}

/** `column in ('a', 'b')` with the values written out, as a partial index's predicate is. */
function inLiterals(column: string, values: readonly string[]): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

/**
 * Leads waiting for follow-up (followUpParts). The statuses are written out, not bound:
 * SQLite's planner uses a partial index only when the query's own text implies the index's
 * condition.
 */
export function followUpWhere(
  eb: ExpressionBuilder<Database, 'leads'>,
  now: Date,
): Expression<SqlBool> {
  return eb.and([
    // Redundant, but it lets both databases use the partial index on open leads.
    inLiterals('leads.status', FOLLOW_UP_STATUSES),
    eb.or(
      followUpParts(now).map((part) =>
        eb.and([
          inLiterals('leads.status', [part.status]),
          eb(`leads.${part.column}`, '<', part.before),
        ]),
      ),
    ),
  ]);
}

/**
 * The search condition: on SQLite the FTS5 trigram table, on PostgreSQL a LIKE that the
 * pg_trgm index answers. Under three characters no trigram exists, so both scan with LIKE.
 * `walk` (a search matching many leads): a plain LIKE on each row that no index answers, so
 * the database walks the sort's index and tests rows until the page is full, instead of
 * reading every match from the trigram index and sorting them.
 */
function searchWhere(
  eb: ExpressionBuilder<Database, 'leads'>,
  term: string,
  dialect: Dialect,
  walk: boolean,
): Expression<SqlBool> {
  const pattern = `%${escapeLike(term)}%`;
  if (walk) {
    // On PostgreSQL `|| ''` hides the column from the trigram index.
    const text =
      dialect === 'postgres'
        ? sql`(${eb.ref('leads.search_text')} || '')`
        : sql`${eb.ref('leads.search_text')}`;
    return sql<SqlBool>`${text} like ${pattern} escape '\\'`;
  }
  if (dialect === 'sqlite' && [...term].length >= TRIGRAM_MIN) {
    const matches = sql`select rowid from lead_search where lead_search match ${ftsPhrase(term)}`;
    return sql<SqlBool>`${eb.ref('leads.id')} in (${matches})`;
  }
  return sql<SqlBool>`${eb.ref('leads.search_text')} like ${pattern} escape '\\'`;
}

/** A quoted FTS5 phrase: the user's quotes, OR, * and NEAR are plain text inside it. */
function ftsPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

export function filterWhere(
  eb: ExpressionBuilder<Database, 'leads'>,
  filters: LeadFilters,
  now: Date,
  dialect: Dialect,
  options: { walk?: boolean } = {},
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.search) {
    conditions.push(searchWhere(eb, filters.search, dialect, options.walk ?? false));
  }
  if (filters.status) conditions.push(eb('leads.status', '=', filters.status));
  if (filters.followUp) conditions.push(followUpWhere(eb, now));
  // Written out, not a parameter, so both databases can use the needs-county partial index.
  if (filters.needsCounty) conditions.push(sql<SqlBool>`leads.county = ''`);
  if (filters.owner) conditions.push(ownerWhere(eb, filters.owner));
  if (filters.lostReason !== undefined) {
    // `status = 'lost'` written out so both databases use the lost-reason partial index.
    conditions.push(sql<SqlBool>`leads.status = 'lost'`);
    conditions.push(eb('leads.lost_reason', '=', filters.lostReason));
  }
  if (filters.ids) {
    conditions.push(
      filters.ids.length > 0 ? eb('leads.id', 'in', filters.ids) : sql<SqlBool>`1 = 0`,
    );
  }
  return eb.and(conditions);
}

/** The owner filter: one owner's leads (leads_owner_idx), the unassigned ones, or both. */
function ownerWhere(
  eb: ExpressionBuilder<Database, 'leads'>,
  owner: NonNullable<LeadFilters['owner']>,
): Expression<SqlBool> {
  if (owner.id === null) return eb('leads.owner_id', 'is', null);
  const mine = eb('leads.owner_id', '=', owner.id);
  return owner.orNone ? eb.or([mine, eb('leads.owner_id', 'is', null)]) : mine;
}
