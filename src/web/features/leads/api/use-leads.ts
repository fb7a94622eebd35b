import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Lead, LeadFilter, LeadSort } from '@shared/lead-schema';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toLeadRow, type LeadRow } from '../lead-row';
import { readStoredQuotes, writeStoredQuotes } from './quotes-storage';

export interface LeadPageQuery extends LeadFilter {
  limit: number;
  offset: number;
  sort?: LeadSort;
}

export interface LeadPage {
  rows: LeadRow[];
  /** Leads matching the filters on the server (X-Total-Count), not just this page. */
  total: number;
  /** The server stopped counting at `total` (a broad search): there are more. */
  capped: boolean;
}

async function fetchLeadPage(query: LeadPageQuery, signal: AbortSignal): Promise<LeadPage> {
  const response = await apiFetch('GET', '/quote', { query: { ...query }, signal });
  const rows = ((await response.json()) as Lead[]).map((lead) => toLeadRow(lead));
  const total = Number(response.headers.get('X-Total-Count'));
  writeStoredQuotes(rows);
  return {
    rows,
    total: Number.isFinite(total) && total >= rows.length ? total : rows.length,
    capped: response.headers.get('X-Total-Count-Capped') === 'true',
  };
}

/**
 * The page last fetched in this tab, as stored under "quotes": what the list shows first
 * after a reload, until the server's page comes (a stored value that is not a list is
 * discarded with a warning).
 */
function restoredPage(): LeadPage | undefined {
  const rows = readStoredQuotes();
  if (rows.length === 0 || !rows.every((row) => typeof row?.id === 'string')) return undefined;
  return { rows, total: rows.length, capped: false };
}

/** One page of the lead list; the previous page (or the stored one) shows while the next loads. */
export function useLeads(query: LeadPageQuery) {
  return useQuery({
    queryKey: queryKeys.leads.list(query),
    queryFn: ({ signal }) => fetchLeadPage(query, signal),
    placeholderData: (previous) => keepPreviousData(previous) ?? restoredPage(),
  });
}
