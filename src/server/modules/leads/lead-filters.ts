import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import { endOfDublinDay, startOfDublinDay } from '../../../shared/dublin-day.js';
import {
  FOLLOW_UP_RULE,
  type LeadFilter,
  type LeadQueueFilter,
} from '../../../shared/lead-schema.js';
import type { LeadStatus } from '../../../shared/lead-status.js';
import type { Dialect } from '../../db/connection.js';
import {
  indexedPart,
  searchTermText,
  sideBySideTrigrams,
  TRIGRAM_MIN,
} from '../../db/lead-search-text.js';
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
  /** Only leads held for want of the homeowner's consent (consent_at is null). */
  needsConsent?: boolean;
  /** Only open leads: new, contacted or quoted (the dashboard's Active Leads). */
  open?: boolean;
  /** Only leads submitted at or after this instant (ISO): Today, Last 7 days, Last 30 days. */
  createdSince?: string;
  /** Only leads whose next action was due before now. */
  overdue?: boolean;
  /** Only leads whose next action is due from now to the end of today in Dublin (not overdue). */
  dueToday?: boolean;
  /** Only possible duplicates: leads that matched an earlier lead of the same homeowner. */
  duplicate?: boolean;
  /** Only these ids (an empty list matches nothing). */
  ids?: number[];
  /** Only leads owned by `id` (null: unassigned), or also the unassigned ones (`orNone`). */
  owner?: { id: number | null; orNone?: boolean };
  /** Only lost leads lost for this reason. */
  lostReason?: string;
  /** Only leads whose visit came with this UTM source / campaign (lower-cased, not blank). */
  utmSource?: string;
  utmCampaign?: string;
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

/**
 * Where the period filters start: today from midnight in Dublin, the
 * week and the month rolling (7 and 30 days). The dashboards' totals read the same instants.
 */
export function periodStart(
  filter: LeadQueueFilter | '' | undefined,
  now: Date,
): string | undefined {
  if (filter === 'today') return startOfDublinDay(now).toISOString();
  if (filter === 'this_week') return new Date(now.getTime() - 7 * DAY_MS).toISOString();
  if (filter === 'this_month') return new Date(now.getTime() - 30 * DAY_MS).toISOString();
  return undefined;
}

/** The query-string filters (blank and "all" mean any) as repository filters. */
export function filtersFromQuery(
  query: LeadFilter & { ids?: number[] },
  viewerId: number | null = null,
  now = new Date(),
): LeadFilters {
  const status = query.status === '' || query.status === 'all' ? undefined : query.status;
  const filters: LeadFilters = {
    search: searchTermText(query.search),
    status,
    followUp: query.filter === 'followup',
    needsCounty: query.filter === 'needs_county',
    needsConsent: query.filter === 'needs_consent',
    open: query.filter === 'open',
    createdSince: periodStart(query.filter, now),
    overdue: query.filter === 'overdue',
    dueToday: query.filter === 'due_today',
    duplicate: query.filter === 'duplicate',
    ids: query.ids,
  };
  const owner = ownerFromQuery(query.owner, viewerId);
  if (owner) filters.owner = owner;
  if (query.lost_reason) filters.lostReason = query.lost_reason;
  if (query.utm_source) filters.utmSource = query.utm_source;
  if (query.utm_campaign) filters.utmCampaign = query.utm_campaign;
  return filters;
}

/**
 * The next-action windows: Overdue is due before `now`; Due today is due from
 * `now` up to midnight ending the Dublin day. Disjoint, so a lead is in one at most.
 */
export function nextActionWindow(
  which: 'overdue' | 'due_today',
  now: Date,
): { from: string | null; before: string } {
  return which === 'overdue'
    ? { from: null, before: now.toISOString() }
    : { from: now.toISOString(), before: endOfDublinDay(now).toISOString() };
}

/** Leads whose next action falls in a window; `is not null` lets both databases use the partial index. */
function nextActionWhere(
  eb: ExpressionBuilder<Database, 'leads'>,
  which: 'overdue' | 'due_today',
  now: Date,
): Expression<SqlBool> {
  const window = nextActionWindow(which, now);
  const conditions: Expression<SqlBool>[] = [
    sql<SqlBool>`leads.next_action_at is not null`,
    eb('leads.next_action_at', '<', window.before),
  ];
  if (window.from) conditions.push(eb('leads.next_action_at', '>=', window.from));
  return eb.and(conditions);
}

/** Escape LIKE wildcards so a search for "50%" or "a_b" means those characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The open statuses (filter=open), which the follow-up rule picks from: a partial index covers exactly these. */
export const OPEN_STATUSES = ['new', 'contacted', 'quoted'] as const;
export const FOLLOW_UP_STATUSES = OPEN_STATUSES;

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
 * The search condition, a LIKE on the folded search text. On SQLite it keeps the true
 * matches among a longer search's FTS5 candidates (matchingLeads), and under three
 * characters, where no trigram exists, it scans. On PostgreSQL the pg_trgm index answers it
 * (postgresTrigramWhere). `walk` (a search matching many leads): a plain LIKE on each row
 * that no index answers, so the database walks the sort's index and tests rows until the
 * page is full, instead of reading every match from the trigram index and sorting them.
 */
function searchWhere(
  eb: ExpressionBuilder<Database, 'leads'>,
  term: string,
  dialect: Dialect,
  walk: boolean,
): Expression<SqlBool> {
  const column = sql`${eb.ref('leads.search_text')}`;
  // On PostgreSQL `|| ''` hides the column from the trigram index.
  const hidden = sql`(${eb.ref('leads.search_text')} || '')`;
  if (dialect === 'sqlite') return like(column, term);
  if (walk) return like(hidden, term);
  return postgresTrigramWhere(column, hidden, term);
}

const like = (text: RawBuilder<unknown>, part: string) =>
  sql<SqlBool>`${text} like ${`%${escapeLike(part)}%`} escape '\\'`;

/**
 * Side-by-side trigrams of a part's longer words that pick out a full name by themselves
 * ("liam o'sullivan": lia, iam, sul, liv, van); fewer ("meabh o se": mea, abh) match 1 lead
 * in 20.
 */
const SELECTIVE_TRIGRAMS = 4;

/**
 * A search through pg_trgm, which indexes a text's words, asked for the part of the term
 * indexedPart names: each word's trigrams side by side (sideBySideTrigrams), a LIKE each, a
 * third of the lists to read. Words under three characters have none; when the longer words
 * give fewer than SELECTIVE_TRIGRAMS, the part is asked for whole ("conor o se"): pg_trgm's
 * trigrams at the short word's edges are what pick out its few leads. Unless the part is the
 * whole term, the term's LIKE, hidden from the index, keeps the true matches.
 */
function postgresTrigramWhere(
  column: RawBuilder<unknown>,
  hidden: RawBuilder<unknown>,
  term: string,
): Expression<SqlBool> {
  const part = indexedPart(term);
  const words = part.split(/[^a-z0-9]+/).filter((word) => word !== '');
  const long = words.filter((word) => word.length >= TRIGRAM_MIN);
  const sideBySide = long.flatMap(sideBySideTrigrams);
  const pieces =
    long.length > 0 && (long.length === words.length || sideBySide.length >= SELECTIVE_TRIGRAMS)
      ? sideBySide
      : [part];
  if (pieces.length === 1 && pieces[0] === term) return like(column, term);
  return sql<SqlBool>`(${sql.join(
    [...pieces.map((piece) => like(column, piece)), like(hidden, term)],
    sql` and `,
  )})`;
}

/**
 * The filters as one condition. `walk`: a search tests each row with LIKE (searchWhere).
 */
export function filterWhere(
  eb: ExpressionBuilder<Database, 'leads'>,
  filters: LeadFilters,
  now: Date,
  dialect: Dialect,
  walk: boolean,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.search) conditions.push(searchWhere(eb, filters.search, dialect, walk));
  if (filters.status) conditions.push(eb('leads.status', '=', filters.status));
  if (filters.followUp) conditions.push(followUpWhere(eb, now));
  // Written out, not a parameter, so both databases can use the needs-county partial index.
  if (filters.needsCounty) conditions.push(sql<SqlBool>`leads.county = ''`);
  // Written out too, for the needs-consent partial index.
  if (filters.needsConsent) conditions.push(sql<SqlBool>`leads.consent_at is null`);
  if (filters.open) conditions.push(inLiterals('leads.status', OPEN_STATUSES));
  if (filters.createdSince) conditions.push(eb('leads.created_at', '>=', filters.createdSince));
  if (filters.overdue) conditions.push(nextActionWhere(eb, 'overdue', now));
  if (filters.dueToday) conditions.push(nextActionWhere(eb, 'due_today', now));
  // Written out too: the duplicates' partial index holds exactly these leads.
  if (filters.duplicate) conditions.push(sql<SqlBool>`leads.duplicate_of is not null`);
  if (filters.owner) conditions.push(ownerWhere(eb, filters.owner));
  if (filters.lostReason !== undefined) {
    // `status = 'lost'` written out so both databases use the lost-reason partial index.
    conditions.push(sql<SqlBool>`leads.status = 'lost'`);
    conditions.push(eb('leads.lost_reason', '=', filters.lostReason));
  }
  // `<> ''` written out so both databases use the UTM tags' partial indexes (migration 0031).
  if (filters.utmSource) {
    conditions.push(sql<SqlBool>`leads.utm_source <> ''`);
    conditions.push(eb('leads.utm_source', '=', filters.utmSource));
  }
  if (filters.utmCampaign) {
    conditions.push(sql<SqlBool>`leads.utm_campaign <> ''`);
    conditions.push(eb('leads.utm_campaign', '=', filters.utmCampaign));
  }
  if (filters.ids) conditions.push(idIn(eb, filters.ids));
  return eb.and(conditions);
}

/** The leads of these ids (none for an empty list: `in ()` is not SQL). */
export function idIn(
  eb: ExpressionBuilder<Database, 'leads'>,
  ids: readonly number[],
): Expression<SqlBool> {
  return ids.length > 0 ? eb('leads.id', 'in', ids) : sql<SqlBool>`1 = 0`;
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
