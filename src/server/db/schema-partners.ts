import type { Generated } from 'kysely';

/** Tables of migration 0003: partner installers, lead assignments and the notification outbox. */
export interface PartnersTable {
  id: Generated<number>;
  name: string;
  contact_name: string;
  email: string;
  mobile: string;
  /** JSON list of county names. */
  counties: string;
  daily_cap: number;
  is_active: number;
  last_assigned_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface LeadPartnersTable {
  id: Generated<number>;
  lead_id: number;
  partner_id: number | null;
  partner_name: string;
  method: string;
  assigned_by: number | null;
  assigned_at: string;
  /** The installer's answer (migration 0020): pending, accepted or declined. */
  response: Generated<string>;
  responded_at: Generated<string | null>;
  responded_by: Generated<number | null>;
  decline_reason: Generated<string>;
  decline_note: Generated<string>;
}

/** One-time links that let an invited installer set a password (migration 0020). */
export interface PartnerInvitationsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_by: number | null;
  created_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  lead_id: number | null;
  kind: string;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  dedupe_key: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}
