import {
  isLeadStatus,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
} from '@shared/lead-status';
import { LEAD_QUEUE_FILTERS, type LeadFilter, type LeadQueueFilter } from '@shared/lead-schema';

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
  /** The one queue filter (LEAD_QUEUE_FILTER_LABELS) in force, if any. */
  filter?: LeadQueueFilter;
  page: number;
  /**
   * The Submitted column's order: newest first unless the URL says oldest first. Null: the
   * queue's own order (the server's), for the queues that have one (ORDERED_QUEUES).
   */
  sort: LeadListSort | null;
  /** The owner filter as the URL holds it: me, none, me_or_none, a user id, or all (anyone). */
  owner: string;
  /** Only lost leads lost for this reason (a dashboard link); blank means any. */
  lostReason: string;
  /** Only leads whose visit came with this UTM source / campaign (the Source card's links). */
  utmSource?: string;
  utmCampaign?: string;
}

/**
 * Queues the server sorts its own way when no sort is asked for: the follow-up queue oldest
 * first, Overdue and Due today by due time.
 */
const ORDERED_QUEUES: readonly (string | null)[] = ['followup', 'overdue', 'due_today'];

export type LeadListSort = 'created_at' | '-created_at';

function isQueueFilter(value: string | null): boolean {
  return (LEAD_QUEUE_FILTERS as readonly (string | null)[]).includes(value);
}

/**
 * The list's state from the URL; `defaultOwner` is the owner filter when the URL names none
 * (a manager's list opens on their own and unassigned leads).
 */
export function readLeadListParams(params: URLSearchParams, defaultOwner = ''): LeadListParams {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const filter = params.get('filter');
  const sort = params.get('sort');
  return {
    search: params.get('search') ?? '',
    status: isLeadStatus(status) ? status : 'all',
    filter: isQueueFilter(filter) ? (filter as LeadQueueFilter) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort:
      sort === 'created_at' || sort === '-created_at'
        ? sort
        : ORDERED_QUEUES.includes(filter)
          ? null
          : '-created_at',
    owner: params.get('owner') ?? defaultOwner,
    lostReason: params.get('lost_reason') ?? '',
    utmSource: params.get('utm_source') ?? '',
    utmCampaign: params.get('utm_campaign') ?? '',
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
  // `filter: undefined` given on purpose clears the queue filter.
  if ('filter' in changes) put('filter', changes.filter ?? null);
  if (changes.sort !== undefined) {
    // Newest first is the plain list's default, but not a queue with its own order.
    const ownOrder = ORDERED_QUEUES.includes(next.get('filter'));
    put('sort', changes.sort === '-created_at' && !ownOrder ? null : changes.sort);
  }
  if (changes.owner !== undefined) put('owner', changes.owner);
  if (changes.lostReason !== undefined) put('lost_reason', changes.lostReason);
  if (changes.utmSource !== undefined) put('utm_source', changes.utmSource.trim());
  if (changes.utmCampaign !== undefined) put('utm_campaign', changes.utmCampaign.trim());
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
    filter: params.filter,
  };
  if (params.owner && params.owner !== 'all') filters.owner = params.owner;
  if (params.lostReason) filters.lost_reason = params.lostReason;
  if (params.utmSource) filters.utm_source = params.utmSource;
  if (params.utmCampaign) filters.utm_campaign = params.utmCampaign;
  return filters;
}

/** A figure the server stopped counting at (X-Total-Count-Capped, `capped`) reads "2,000+". */
export function totalText(total: number, capped = false): string {
  return capped ? `${total.toLocaleString('en-IE')}+` : String(total);
}

export function showingText(offset: number, count: number, total: number, capped = false): string {
  if (count === 0) return `Showing 0 of ${totalText(total, capped)}`;
  return `Showing ${offset + 1}-${offset + count} of ${totalText(total, capped)}`;
}
