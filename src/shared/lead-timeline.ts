import type { LeadStatus } from './lead-status.js';

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
