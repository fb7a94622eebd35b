import {
  isLeadStatus,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
} from '@shared/lead-status';
import type { LeadFilter } from '@shared/lead-schema';

/** Rows per page of the lead list (server-side paging). */
export const LEAD_PAGE_SIZE = 25;
export const SEARCH_DEBOUNCE_MS = 300;

export const STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'All Statuses' },
  ...LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] })),
];

/** The list's state lives in the URL, so reloads, links (?status=contacted) and Back keep it. */
export interface LeadListParams {
  search: string;
  status: LeadStatus | 'all';
  followUp: boolean;
  /** Only leads whose county is not known; one queue filter at a time. */
  needsCounty: boolean;
  page: number;
  /** The Submitted column's order: newest first unless the URL says oldest first. */
  sort: LeadListSort;
  /** The owner filter as the URL holds it: me, none, me_or_none, a user id, or all (anyone). */
  owner: string;
  /** Only lost leads lost for this reason (a dashboard link); blank means any. */
  lostReason: string;
}

export type LeadListSort = 'created_at' | '-created_at';

/**
 * The list's state from the URL; `defaultOwner` is the owner filter when the URL names none
 * (a manager's list opens on their own and unassigned leads).
 */
export function readLeadListParams(params: URLSearchParams, defaultOwner = ''): LeadListParams {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    status: isLeadStatus(status) ? status : 'all',
    followUp: params.get('filter') === 'followup',
    needsCounty: params.get('filter') === 'needs_county',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: params.get('sort') === 'created_at' ? 'created_at' : '-created_at',
    owner: params.get('owner') ?? defaultOwner,
    lostReason: params.get('lost_reason') ?? '',
  };
}

/** Write changes into the URL; any filter change starts again at page 1. */
export function withLeadListParams(
  current: URLSearchParams,
  changes: Partial<LeadListParams>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const put = (key: string, value: string | null) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  if (changes.search !== undefined) put('search', changes.search.trim());
  if (changes.status !== undefined) put('status', changes.status === 'all' ? null : changes.status);
  if (changes.followUp !== undefined) put('filter', changes.followUp ? 'followup' : null);
  if (changes.needsCounty !== undefined) put('filter', changes.needsCounty ? 'needs_county' : null);
  if (changes.sort !== undefined) put('sort', changes.sort === '-created_at' ? null : changes.sort);
  if (changes.owner !== undefined) put('owner', changes.owner);
  if (changes.lostReason !== undefined) put('lost_reason', changes.lostReason);
  const page = changes.page ?? 1;
  put('page', page > 1 ? String(page) : null);
  return next;
}

/** The filters as the API takes them for the list, the summary and the export. */
export function toApiFilters(
  params: Omit<LeadListParams, 'owner' | 'lostReason'> &
    Partial<Pick<LeadListParams, 'owner' | 'lostReason'>>,
): LeadFilter {
  const filters: LeadFilter = {
    search: params.search.trim() || undefined,
    status: params.status === 'all' ? undefined : params.status,
    filter: params.followUp ? 'followup' : params.needsCounty ? 'needs_county' : undefined,
  };
  if (params.owner && params.owner !== 'all') filters.owner = params.owner;
  if (params.lostReason) filters.lost_reason = params.lostReason;
  return filters;
}

/** A total the server stopped counting at (X-Total-Count-Capped) reads "10,000+". */
export function totalText(total: number, capped = false): string {
  return capped ? `${total.toLocaleString('en-IE')}+` : String(total);
}

export function showingText(offset: number, count: number, total: number, capped = false): string {
  if (count === 0) return `Showing 0 of ${totalText(total, capped)}`;
  return `Showing ${offset + 1}-${offset + count} of ${totalText(total, capped)}`;
}
