import { create } from 'zustand';
import type { Lead, LeadUpdate, QuoteRequestInput } from '@shared/lead-schema';
import { api, ApiError, apiFetch, downloadFile } from '@/lib/api-client';
import { onSessionEnd } from '@/lib/session-store';
import { readJson, removeItem, STORAGE_KEYS, writeJson } from '@/lib/storage';
import { isNumericId, toLeadRow, type LeadRow } from './lead-row';

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

interface LeadStoreState {
  quotes: LeadRow[];
  /** Leads matching the filters on the server (X-Total-Count), not just this page. */
  total: number;
  /** The server stopped counting at `total` (a broad search): there are more. */
  totalCapped: boolean;
  current: LeadRow | null;
  loading: boolean;
  error: string | null;
  setLoading: () => void;
  setQuotes: (quotes: LeadRow[], total?: number, totalCapped?: boolean) => void;
  addQuote: (quote: LeadRow) => void;
  updateQuote: (quote: LeadRow) => void;
  deleteQuote: (id: string) => void;
  setError: (error: string) => void;
  setCurrent: (quote: LeadRow | null) => void;
}

/** Stored quotes come back only as a list; anything else is discarded with a warning (SPEC 4). */
export function restoreStoredQuotes(): LeadRow[] {
  const stored = readJson<unknown>(STORAGE_KEYS.quotes, 'session');
  if (stored === undefined) return [];
  if (Array.isArray(stored)) return stored as LeadRow[];
  console.warn('Discarding stored quotes: not a list');
  removeItem(STORAGE_KEYS.quotes, 'session');
  return [];
}

/** The collection store of SPEC 4, kept in sessionStorage under "quotes". */
export const useLeadStore = create<LeadStoreState>()((set) => ({
  ...(() => {
    const quotes = restoreStoredQuotes();
    return { quotes, total: quotes.length, totalCapped: false };
  })(),
  current: null,
  loading: false,
  error: null,
  setLoading: () => set({ loading: true }),
  setQuotes: (quotes, total = quotes.length, totalCapped = false) =>
    set({ quotes, total, totalCapped, loading: false, error: null }),
  addQuote: (quote) =>
    set((state) => ({ quotes: [quote, ...state.quotes], total: state.total + 1 })),
  updateQuote: (quote) =>
    set((state) => ({
      quotes: state.quotes.map((item) => (item.id === quote.id ? quote : item)),
      current: state.current?.id === quote.id ? quote : state.current,
    })),
  deleteQuote: (id) =>
    set((state) => ({
      quotes: state.quotes.filter((item) => item.id !== id),
      total: state.quotes.some((item) => item.id === id)
        ? Math.max(0, state.total - 1)
        : state.total,
      current: state.current?.id === id ? null : state.current,
    })),
  setError: (error) => set({ error, loading: false }),
  setCurrent: (current) => set({ current }),
}));

useLeadStore.subscribe((state, previous) => {
  if (state.quotes !== previous.quotes) writeJson(STORAGE_KEYS.quotes, state.quotes, 'session');
});

// Homeowners' details leave the browser with the session that fetched them.
onSessionEnd(() => {
  useLeadStore.setState({ quotes: [], total: 0, current: null, loading: false, error: null });
  removeItem(STORAGE_KEYS.quotes, 'session');
});

/** The server's message when it sent one, else the store's wording for the action. */
function messageFor(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

let listRequest = 0;

/** Load one page of leads; an answer overtaken by a newer request is dropped. */
export async function fetchQuotes(
  query: LeadFilters & { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<void> {
  const request = ++listRequest;
  const store = useLeadStore.getState();
  useLeadStore.setState({ error: null });
  store.setLoading();
  try {
    const response = await apiFetch('GET', '/quote', { query: { ...query }, signal });
    const leads = (await response.json()) as Lead[];
    if (request !== listRequest) return;
    const total = Number(response.headers.get('X-Total-Count'));
    const rows = leads.map((lead) => toLeadRow(lead));
    store.setQuotes(
      rows,
      Number.isFinite(total) && total >= rows.length ? total : rows.length,
      response.headers.get('X-Total-Count-Capped') === 'true',
    );
  } catch (error) {
    if (request !== listRequest || (error as Error).name === 'AbortError') return;
    store.setError(messageFor(error, LEAD_ERRORS.fetchList));
  }
}

/** Load one lead as the current one; an unknown or non-numeric id fails like the server does. */
export async function fetchQuote(id: string): Promise<LeadRow | null> {
  const store = useLeadStore.getState();
  useLeadStore.setState({ error: null });
  store.setLoading();
  store.setCurrent(null);
  try {
    if (!isNumericId(id)) throw new ApiError(404, 'Lead not found');
    const row = toLeadRow(await api.get<Lead>(`/quote/${id}`));
    store.setCurrent(row);
    useLeadStore.setState({ loading: false, error: null });
    return row;
  } catch (error) {
    store.setError(messageFor(error, LEAD_ERRORS.fetchOne));
    return null;
  }
}

/** Store a lead (POST /quote) and add it to the list. */
export async function createQuote(input: QuoteRequestInput): Promise<LeadRow> {
  try {
    const row = toLeadRow(await api.post<Lead>('/quote', input));
    useLeadStore.getState().addQuote(row);
    return row;
  } catch (error) {
    throw new Error(messageFor(error, LEAD_ERRORS.store));
  }
}

/** Save changes to a lead; the list entry and the current lead are refreshed. */
export async function saveQuote(id: string, changes: LeadUpdate): Promise<LeadRow> {
  try {
    if (!isNumericId(id)) throw new ApiError(404, 'Lead not found');
    const row = toLeadRow(await api.patch<Lead>(`/quote/${id}`, changes));
    useLeadStore.getState().updateQuote(row);
    return row;
  } catch (error) {
    throw new Error(messageFor(error, LEAD_ERRORS.update));
  }
}

/**
 * Record that staff confirmed the homeowner's consent (issue 12); the server passes the lead
 * to partners when its county is known. The list entry and the current lead are refreshed.
 */
export async function confirmQuoteConsent(id: string): Promise<LeadRow> {
  try {
    if (!isNumericId(id)) throw new ApiError(404, 'Lead not found');
    const row = toLeadRow(await api.post<Lead>(`/quote/${id}/consent`, {}));
    useLeadStore.getState().updateQuote(row);
    return row;
  } catch (error) {
    throw new Error(messageFor(error, LEAD_ERRORS.update));
  }
}

/** Delete leads one by one; non-numeric ids are skipped, failures logged (SPEC 5, 8). */
export async function removeQuotes(ids: readonly string[]): Promise<string[]> {
  const deleted: string[] = [];
  for (const id of ids.filter(isNumericId)) {
    try {
      await api.delete(`/quote/${id}`);
      useLeadStore.getState().deleteQuote(id);
      deleted.push(id);
    } catch (error) {
      console.error(`${LEAD_ERRORS.delete} ${id}`, error);
    }
  }
  return deleted;
}

/** Download the CSV: the selected ids, or every lead matching the filters (SPEC 7). */
export async function exportQuotes(
  selection: { ids: readonly string[] } | LeadFilters,
): Promise<void> {
  const bySelection = 'ids' in selection;
  try {
    await downloadFile(
      '/quote/export/csv',
      bySelection ? { ids: selection.ids.filter(isNumericId).join(',') } : { ...selection },
      bySelection ? 'quotes_selected.csv' : 'quotes_filtered.csv',
    );
  } catch (error) {
    console.error(LEAD_ERRORS.export, error);
    throw new Error(messageFor(error, LEAD_ERRORS.export));
  }
}
