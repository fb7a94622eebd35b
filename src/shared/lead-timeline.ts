import type { LeadStatus } from './lead-status.js';

/**
 * What a recorded lead event was: staff setting a held lead's county or confirming the
 * homeowner's consent are named as such; `updated` is any other edit of the details.
 */
export const LEAD_EVENT_TYPES = [
  'created',
  'status_changed',
  'county_set',
  'consent_confirmed',
  'updated',
] as const;
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

/** One thing that happened to a lead, as the detail page's timeline shows it (newest first). */
export type TimelineEntry =
  | {
      kind: 'created';
      at: string;
      /** The page the homeowner sent the request from. */
      page: string;
      consent_version: string | null;
    }
  | {
      kind: 'status_changed';
      at: string;
      from: LeadStatus | null;
      to: LeadStatus;
      by: string | null;
    }
  | { kind: 'updated'; at: string; by: string | null }
  | { kind: 'county_set'; at: string; by: string | null }
  | { kind: 'consent_confirmed'; at: string; by: string | null }
  | { kind: 'partner'; at: string; partner: string; method: 'auto' | 'manual'; by: string | null }
  | {
      kind: 'message';
      at: string;
      message: 'customer_email' | 'customer_sms' | 'partner_email';
      recipient: string;
      status: 'pending' | 'sending' | 'sent' | 'failed';
      attempts: number;
      error: string | null;
    };
