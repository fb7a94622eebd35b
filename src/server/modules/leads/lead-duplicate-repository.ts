import { sql, type CompiledQuery, type Expression, type SqlBool, type Transaction } from 'kysely';
import { DUPLICATE_WINDOW_DAYS } from '../../../shared/lead-duplicates.js';
import { dialectOf, type Db } from '../../db/connection.js';
import { leadMatchKeys, type LeadMatchKeys, type MatchableLead } from '../../db/lead-match-keys.js';
import type { Database } from '../../db/schema.js';

type DbOrTrx = Db | Transaction<Database>;

/** What a possible duplicate is recognised by: the e-mail (stored lower-cased) and the match keys. */
export type HomeownerKeys = LeadMatchKeys & { email: string };

export function homeownerKeys(lead: MatchableLead & { email: string }): HomeownerKeys {
  return { email: lead.email, ...leadMatchKeys(lead) };
}

/** An earlier lead sharing a key, once per partner it went to (partner_id null: none). */
export interface MatchRow {
  id: number;
  email: string;
  mobile_key: string;
  place_key: string;
  created_at: string;
  partner_id: number | null;
}

/** The first instant of the duplicate window before `at`. */
export function windowStart(at: string | Date): string {
  return new Date(new Date(at).getTime() - DUPLICATE_WINDOW_DAYS * 86_400_000).toISOString();
}

/**
 * The leads created since `since` that share an e-mail, a mobile or an Eircode and surname
 * with any of `keys`, with the partners each went to: three index seeks (migration 0014).
 * The keys are one JSON or array parameter each, so the text never varies (a named statement
 * on PostgreSQL, pipelined with a batch of submits).
 */
export function sameHomeownerQuery(
  db: DbOrTrx,
  keys: HomeownerKeys[],
  since: string,
): CompiledQuery<MatchRow> {
  const postgres = dialectOf(db as Db) === 'postgres';
  // PostgreSQL: one array parameter per key, so the text never varies (a named statement).
  // SQLite: a list of placeholders, its text kept prepared per count; faster there than
  // reading the keys from JSON.
  const anyOf = (column: string, values: string[]): Expression<SqlBool> =>
    postgres
      ? sql<SqlBool>`${sql.ref(column)} = any (cast(${values} as text[]))`
      : sql<SqlBool>`${sql.ref(column)} in (${sql.join(values)})`;
  const present = (pick: (key: HomeownerKeys) => string) => [
    ...new Set(keys.map(pick).filter((value) => value !== '')),
  ];
  // Only the keys some lead has: SQLite seeks one index per term of the OR only when every
  // term can use one, so a term that matches nothing is left out rather than written false.
  // PostgreSQL keeps all three (an empty array), so its text never varies.
  const terms: Expression<SqlBool>[] = [];
  const mobiles = present((key) => key.mobile_key);
  const emails = present((key) => key.email);
  const places = present((key) => key.place_key);
  if (postgres || mobiles.length > 0) terms.push(anyOf('l.mobile_key', mobiles));
  if (postgres || emails.length > 0) terms.push(anyOf('l.email', emails));
  // Written out so the partial index on the keys that are not blank answers it.
  if (postgres || places.length > 0) {
    terms.push(sql<SqlBool>`(l.place_key <> '' and ${anyOf('l.place_key', places)})`);
  }
  return (
    db
      .selectFrom('leads as l')
      .leftJoin('lead_partners as lp', 'lp.lead_id', 'l.id')
      .select(['l.id', 'l.email', 'l.mobile_key', 'l.place_key', 'l.created_at', 'lp.partner_id'])
      // On SQLite `+` keeps created_at from choosing the plan: with statistics the planner would
      // otherwise walk 90 days of leads through an index on it rather than seek three keys.
      .where(
        postgres ? sql<SqlBool>`l.created_at >= ${since}` : sql<SqlBool>`+l.created_at >= ${since}`,
      )
      .where((eb) => (terms.length > 0 ? eb.or(terms) : sql<SqlBool>`1 = 0`))
      .compile() as CompiledQuery<MatchRow>
  );
}

function shareKey(a: HomeownerKeys, b: HomeownerKeys): boolean {
  return (
    (a.email !== '' && a.email === b.email) ||
    (a.mobile_key !== '' && a.mobile_key === b.mobile_key) ||
    (a.place_key !== '' && a.place_key === b.place_key)
  );
}

/** The same homeowner's earlier leads, as one new lead of a batch sees them. */
export interface SameHomeowner {
  /** The earliest of them ("Possible duplicate of #N"); null when none. */
  duplicateOf: number | null;
  /** Partners any of them already went to: not sent this lead automatically. */
  partnerIds: Set<number>;
  /** Earlier leads of the same batch (their indexes): their partners are not stored yet. */
  earlier: number[];
}

interface NewLeadSeen {
  id: number;
  created_at: string;
  keys: HomeownerKeys;
}

/**
 * For each new lead, in order: the earlier leads of the last 90 days it shares a key with
 * (found by sameHomeownerQuery, which also sees the batch itself) and the batch's leads
 * before it. A later lead of the batch is never "earlier".
 */
export function resolveSameHomeowner(leads: NewLeadSeen[], matches: MatchRow[]): SameHomeowner[] {
  const batch = new Set(leads.map((lead) => lead.id));
  const earlierRows = matches.filter((row) => !batch.has(Number(row.id)));
  return leads.map((lead, k) => {
    const since = windowStart(lead.created_at);
    const candidates: { id: number; created_at: string }[] = [];
    const partnerIds = new Set<number>();
    for (const row of earlierRows) {
      if (row.created_at < since || !shareKey(lead.keys, row)) continue;
      candidates.push({ id: Number(row.id), created_at: row.created_at });
      if (row.partner_id !== null) partnerIds.add(Number(row.partner_id));
    }
    const earlier: number[] = [];
    for (let j = 0; j < k; j += 1) {
      if (!shareKey(lead.keys, leads[j]!.keys)) continue;
      earlier.push(j);
      candidates.push(leads[j]!);
    }
    candidates.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
    return { duplicateOf: candidates[0]?.id ?? null, partnerIds, earlier };
  });
}

/** The UPDATE that records a new lead's possible duplicate (a fixed text, to run or to pipeline). */
export function markDuplicateQuery(db: DbOrTrx, id: number, duplicateOf: number): CompiledQuery {
  return db.updateTable('leads').set({ duplicate_of: duplicateOf }).where('id', '=', id).compile();
}

/**
 * Partners that already have this homeowner through another lead of the window (before or
 * after this one): a held lead passed on later is not sent to them again.
 */
export async function partnersWithSameHomeowner(
  db: DbOrTrx,
  lead: MatchableLead & { id: number; email: string },
  now = new Date(),
): Promise<Set<number>> {
  const query = sameHomeownerQuery(db, [homeownerKeys(lead)], windowStart(now));
  const rows = (await db.executeQuery(query)).rows;
  return new Set(
    rows
      .filter((row) => Number(row.id) !== lead.id && row.partner_id !== null)
      .map((row) => Number(row.partner_id)),
  );
}
