import { readJson, removeItem, STORAGE_KEYS, writeJson } from '@/lib/storage';
import type { LeadRow } from '../lead-row';

/**
 * The leads last listed, mirrored from the lead queries into sessionStorage under "quotes":
 * the query cache is the only copy in memory; the list shows the stored page after a reload
 * until the server's comes (use-leads.ts). It is removed with the query cache when the
 * session ends (src/web/lib/query-client.tsx).
 */

/** The stored list; a stored value that is not a list is discarded with a warning. */
export function readStoredQuotes(): LeadRow[] {
  const stored = readJson<unknown>(STORAGE_KEYS.quotes, 'session');
  if (stored === undefined) return [];
  if (Array.isArray(stored)) return stored as LeadRow[];
  console.warn('Discarding stored quotes: not a list');
  removeItem(STORAGE_KEYS.quotes, 'session');
  return [];
}

/** The list page just fetched becomes the stored list. */
export function writeStoredQuotes(quotes: LeadRow[]): void {
  writeJson(STORAGE_KEYS.quotes, quotes, 'session');
}

/** A lead just fetched or saved refreshes its stored entry; a lead not in the list is not added. */
export function updateStoredQuote(quote: LeadRow): void {
  const quotes = readStoredQuotes();
  if (!quotes.some((item) => item.id === quote.id)) return;
  writeStoredQuotes(quotes.map((item) => (item.id === quote.id ? quote : item)));
}

/** Deleted leads leave the stored list. */
export function removeStoredQuotes(ids: readonly string[]): void {
  const gone = new Set(ids);
  const quotes = readStoredQuotes();
  if (quotes.some((item) => gone.has(item.id))) {
    writeStoredQuotes(quotes.filter((item) => !gone.has(item.id)));
  }
}
