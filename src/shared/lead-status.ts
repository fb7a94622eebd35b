export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'converted', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  converted: 'Converted',
  lost: 'Lost',
};

/** A lead younger than this counts as new when it has no valid status. */
export const NEW_LEAD_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** The status to show: the stored one when valid, otherwise derived from the age. */
export function deriveLeadStatus(
  status: unknown,
  createdAt: string | null | undefined,
  now: Date = new Date(),
): LeadStatus {
  if (isLeadStatus(status)) return status;
  if (!createdAt) return 'new';
  const created = new Date(createdAt).getTime();
  if (Number.isNaN(created)) return 'new';
  return now.getTime() - created <= NEW_LEAD_WINDOW_DAYS * DAY_MS ? 'new' : 'contacted';
}

/** Rounded percentage of converted leads among the given leads; 0 when there are none. */
export function conversionRate(converted: number, total: number): number {
  return total > 0 ? Math.round((converted / total) * 100) : 0;
}
