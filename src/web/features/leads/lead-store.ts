import { create } from 'zustand';
import { onSessionEnd } from '@/lib/session-store';
import { readJson, removeItem, STORAGE_KEYS, writeJson } from '@/lib/storage';
import type { LeadRow } from './lead-row';

export const LEAD_ERRORS = {
  fetchList: 'Failed to fetch quotes',
  store: 'Failed to store quote',
  update: 'Failed to update quote',
  delete: 'Failed to delete quote',
  fetchOne: 'Failed to fetch quote',
  export: 'Failed to export quotes CSV',
} as const;

/** The list filters the API understands (docs/api.md); blanks mean "any". */
export interface LeadFilters {
  search?: string;
  status?: string;
  filter?: string;
}

/**
 * The lead collection the product keeps in the browser: the list last shown plus one current
 * lead. Server data itself lives in the query cache; this only mirrors it into
 * sessionStorage under "quotes".
 */
interface LeadStoreState {
  quotes: LeadRow[];
  current: LeadRow | null;
}

/** Stored quotes come back only as a list; anything else is discarded with a warning. */
export function restoreStoredQuotes(): LeadRow[] {
  const stored = readJson<unknown>(STORAGE_KEYS.quotes, 'session');
  if (stored === undefined) return [];
  if (Array.isArray(stored)) return stored as LeadRow[];
  console.warn('Discarding stored quotes: not a list');
  removeItem(STORAGE_KEYS.quotes, 'session');
  return [];
}

export const useLeadStore = create<LeadStoreState>()(() => ({
  quotes: restoreStoredQuotes(),
  current: null,
}));

useLeadStore.subscribe((state, previous) => {
  if (state.quotes !== previous.quotes) writeJson(STORAGE_KEYS.quotes, state.quotes, 'session');
});

/** The list page just fetched becomes the stored list. */
export function rememberQuotes(quotes: LeadRow[]): void {
  useLeadStore.setState({ quotes });
}

/** The lead just fetched or saved becomes the current one, and its list entry is refreshed. */
export function rememberQuote(quote: LeadRow): void {
  useLeadStore.setState((state) => ({
    current: quote,
    quotes: state.quotes.some((item) => item.id === quote.id)
      ? state.quotes.map((item) => (item.id === quote.id ? quote : item))
      : state.quotes,
  }));
}

export function forgetQuote(id: string): void {
  useLeadStore.setState((state) => ({
    quotes: state.quotes.filter((item) => item.id !== id),
    current: state.current?.id === id ? null : state.current,
  }));
}

// Homeowners' details leave the browser with the session that fetched them.
onSessionEnd(() => {
  useLeadStore.setState({ quotes: [], current: null });
  removeItem(STORAGE_KEYS.quotes, 'session');
});
