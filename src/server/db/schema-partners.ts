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
  /** Leads that expired one after another without an answer between them (migration 0022). */
  expired_in_row: Generated<number>;
  /** When the expiry job paused the partner, and after how many expiries in a row. */
  auto_paused_at: Generated<string | null>;
  auto_paused_after: Generated<number | null>;
  /** Where its lead events are POSTed ('' = no webhook; migration 0024). */
  webhook_url: Generated<string>;
  /** `whsec_…`, kept to sign each delivery; shown once, never answered again. */
  webhook_secret: Generated<string>;
  webhook_secret_at: Generated<string | null>;
  /** The secret a rotation replaced: deliveries are signed with it too until `webhook_previous_until`. */
  webhook_previous_secret: Generated<string>;
  webhook_previous_until: Generated<string | null>;
  /** The public profile the homeowner's page shows (migration 0040): null when not given. */
  years_trading: Generated<number | null>;
  /** A date (YYYY-MM-DD) the installer's insurance runs to. */
  insured_until: Generated<string | null>;
  seai_registered: Generated<number>;
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
  /** The end of the installer's response window (migration 0021). */
  respond_by: Generated<string | null>;
  /** When the lead was taken back from this partner; it then leaves the partner's cap. */
  released_at: Generated<string | null>;
  /** Why: expired, declined or credited ('' while it holds). */
  release_reason: Generated<string>;
  /** '' until reported, then contacted, quoted, won or lost (migration 0021). */
  outcome: Generated<string>;
  outcome_at: Generated<string | null>;
  /** Euro cents; bigint on PostgreSQL, so read with Number(). */
  quote_cents: Generated<number | string | null>;
  job_value_cents: Generated<number | string | null>;
  lost_reason: Generated<string>;
  /** A bad lead the installer flagged: wrong_number, not_homeowner, duplicate, out_of_area. */
  flag_reason: Generated<string>;
  flagged_at: Generated<string | null>;
  /** '' (not flagged), review, credited or rejected. */
  credit_status: Generated<string>;
  /** Who the lead went to when taken back from this partner: a name, '' for no one (0022). */
  replaced_by: Generated<string | null>;
  /** The installer's note on a flag, who flagged, what proved it or staff's note (migration 0023). */
  flag_note: Generated<string>;
  flagged_by: Generated<number | null>;
  credit_note: Generated<string>;
  /** How the answer was given (migration 0025): portal, api or link ('' before). */
  responded_via: Generated<string>;
  /** The API token that gave it, when via api. */
  responded_token_id: Generated<number | null>;
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
  /** The partner a webhook message is for; null on e-mails and texts (migration 0024). */
  partner_id: Generated<number | null>;
}

/** One attempt to deliver a webhook message (migration 0024): the delivery log. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  outbox_id: number;
  attempt: number;
  attempted_at: string;
  /** The endpoint's HTTP status; null when there was no answer (timeout, refused). */
  status_code: number | null;
  error: Generated<string>;
  duration_ms: number;
}
