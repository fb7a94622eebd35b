import type { Transaction } from 'kysely';
import { inTransaction, type Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import type { LeadSummary } from '../../../shared/dashboard.js';
import type { LeadFilters } from './lead-filters.js';

/** How long a search's counts are reused when no lead changed in this process meanwhile. */
export const COUNT_CACHE_MS = 10_000;
const MAX_ENTRIES = 500;

let generation = 0;

/**
 * Any write to leads in this process: cached counts from before it are not reused.
 * (Another process's writes show within COUNT_CACHE_MS.)
 */
export function noteLeadsChanged(): void {
  generation += 1;
}

/**
 * A transaction that writes leads. Counts read on other connections while it runs still see
 * the old rows and may be cached, so the cache is dropped again once it has committed (or
 * failed); like every transaction it is retried after a deadlock.
 */
export async function inLeadsTransaction<T>(
  db: Db,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await inTransaction(db, work);
  } finally {
    noteLeadsChanged();
  }
}

interface Entry {
  at: number;
  generation: number;
  counts: LeadSummary;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

/**
 * The filters whose counts are worth keeping: a search (its counts read the index) with
 * nothing that depends on the clock or on a list of ids. Null when not cached.
 */
function cacheKey(filters: LeadFilters): string | null {
  if (!filters.search || filters.followUp || filters.ids) return null;
  return JSON.stringify([filters.search, filters.status ?? '', Boolean(filters.needsCounty)]);
}

/**
 * A search's counts, counted once and reused for a few seconds: the list, its total and
 * its stat cards of one search then cost one indexed pass, not three.
 */
export async function cachedCounts(
  db: Db,
  filters: LeadFilters,
  count: () => Promise<LeadSummary>,
  clock = Date.now,
): Promise<LeadSummary> {
  const key = cacheKey(filters);
  if (key === null) return count();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  const now = clock();
  if (hit && hit.generation === generation && now - hit.at < COUNT_CACHE_MS) return hit.counts;
  const started = generation;
  const counts = await count();
  cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  // A write while counting may or may not be in the result: keep it only when none happened.
  if (generation === started) cache.set(key, { at: now, generation, counts });
  return counts;
}
