import type { LeadEventType } from '../../shared/lead-timeline.js';
import type { Generated } from 'kysely';
import type {
  LeadPartnersTable,
  OutboxTable,
  PartnerInvitationsTable,
  PartnersTable,
  WebhookDeliveriesTable,
} from './schema-partners.js';
import type { AppSecretsTable, PartnerApiTokensTable } from './schema-partner-api.js';
import type { DataRequestsTable } from './schema-data-rights.js';
import type {
  ContactChangesTable,
  HomeownerChoicesTable,
  RequestLinksTable,
} from './schema-homeowner-requests.js';

/** Every table, as Kysely sees it. Booleans are 0/1 and times ISO 8601 text on both databases. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  leads: LeadsTable;
  lead_events: LeadEventsTable;
  content_pages: ContentPagesTable;
  content_versions: ContentVersionsTable;
  content_schedules: ContentSchedulesTable;
  partners: PartnersTable;
  lead_partners: LeadPartnersTable;
  partner_invitations: PartnerInvitationsTable;
  outbox: OutboxTable;
  lead_counts: LeadCountsTable;
  audit_log: AuditLogTable;
  settings: SettingsTable;
  jobs: JobsTable;
  lead_bin: LeadBinTable;
  partner_api_tokens: PartnerApiTokensTable;
  app_secrets: AppSecretsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  funnel_keys: FunnelKeysTable;
  funnel_counts: FunnelCountsTable;
  funnel_lead_counts: FunnelLeadCountsTable;
  funnel_dirty_hours: FunnelDirtyHoursTable;
  data_requests: DataRequestsTable;
  phone_verifications: PhoneVerificationsTable;
  request_links: RequestLinksTable;
  homeowner_choices: HomeownerChoicesTable;
  contact_changes: ContactChangesTable;
  pick_offers: PickOffersTable;
}

/** A page variant and its UTM tags, named once for the funnel's counters (migration 0046). */
export interface FunnelKeysTable {
  id: Generated<number>;
  path: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
}

/** Page views and quote-form starts per Irish day and funnel key (migrations 0032, 0046). */
export interface FunnelCountsTable {
  day: string;
  key_id: number;
  views: number | string;
  starts: number | string;
}

/** The funnel's lead figures per Irish day and funnel key (migrations 0035, 0046). */
export interface FunnelLeadCountsTable {
  day: string;
  key_id: number;
  submits: number | string;
  passed: number | string;
  accepted: number | string;
  quoted: number | string;
  won: number | string;
}

/** The UTC hours ('YYYY-MM-DDTHH') whose leads changed since the funnel last counted them. */
export interface FunnelDirtyHoursTable {
  id: Generated<number>;
  hour: string;
}

/** Counters kept by triggers (migration 0007b): period is a UTC day or 'all'. */
export interface LeadCountsTable {
  period: string;
  dimension: string;
  key: string;
  shard: number;
  n: number | string;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  role_id: number;
  phone: string;
  department: string;
  is_active: number;
  last_login_at: string | null;
  /** The partner an installer account belongs to (role 4, migration 0020); null for staff. */
  partner_id: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface LeadsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  additional_info: string;
  url_type: string;
  property_address: string;
  property_type: string;
  window_type: string;
  number_of_windows: string;
  preferred_timeframe: string;
  window_material: string;
  glazing_type: string;
  status: string;
  idempotency_key: string | null;
  client_ip: string;
  county: Generated<string>;
  eircode: Generated<string>;
  consent_version: Generated<string>;
  consent_at: string | null;
  consent_page: Generated<string>;
  marketing_opt_in: Generated<number>;
  search_text: Generated<string>;
  county_source: Generated<string>;
  consent_confirmed_by: Generated<string>;
  dispatched_at: string | null;
  /** The first status change, kept by a trigger on lead_events (response-time counters). */
  first_response_at: string | null;
  /** The staff owner (users.id), or null (migration 0011b). */
  owner_id: number | null;
  /** When the next action is due, null when there is none; its short label (migration 0012). */
  next_action_at: string | null;
  next_action_label: Generated<string>;
  /** Match keys of a possible duplicate (migration 0014, lead-match-keys.ts). */
  mobile_key: Generated<string>;
  place_key: Generated<string>;
  /** The earlier lead of the same homeowner this one matched when it came in; null when none. */
  duplicate_of: number | null;
  /** Why a lost lead was lost (migration 0013); blank otherwise. */
  lost_reason: Generated<string>;
  /** Where the lead's visit came from (migration 0031, shared/attribution.ts); blank when unknown. */
  landing_path: Generated<string>;
  referrer_host: Generated<string>;
  utm_source: Generated<string>;
  utm_medium: Generated<string>;
  utm_campaign: Generated<string>;
  utm_term: Generated<string>;
  utm_content: Generated<string>;
  /** 1 when the landing address carried a Google (gclid) or Facebook (fbclid) click id. */
  has_gclid: Generated<number>;
  has_fbclid: Generated<number>;
  /** '' (not asked), 'pending', 'verified' or 'released' (migration 0043). */
  phone_verification: Generated<string>;
  /** '' (not asked), 'awaiting', 'picked', 'timed_out' or 'released' (migration 0045). */
  homeowner_pick: Generated<string>;
  /** Until when a held lead waits for the homeowner's pick; null when not held. */
  pick_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface LeadEventsTable {
  id: Generated<number>;
  lead_id: number;
  type: LeadEventType;
  from_status: string | null;
  to_status: string | null;
  user_id: number | null;
  /** JSON text of what the event carries beyond a status change; blank when nothing. */
  detail: Generated<string>;
  created_at: string;
}

/** Every staff action on leads (migration 0010). */
export interface AuditLogTable {
  id: Generated<number>;
  user_id: number | null;
  user_name: string;
  action: string;
  lead_id: number | null;
  lead_count: number;
  /** JSON text: what the action did (fields, filter, from and to); blank when nothing. */
  detail: string;
  created_at: string;
}

/** Deleted leads for 30 days (migration 0015): the row and its dependents as JSON. */
export interface LeadBinTable {
  lead_id: number;
  lead_name: string;
  /** JSON of a LeadSnapshot (lead-bin-repository.ts). */
  snapshot: string;
  deleted_by: number | null;
  deleted_by_name: string;
  deleted_at: string;
}

/** Admin settings of the back office: one JSON value per key. */
export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface ContentPagesTable {
  id: Generated<number>;
  kind: string;
  url: string;
  sublink: string;
  content: string;
  is_published: number;
  created_at: string;
  updated_at: string;
  /** The working draft's content (JSON text), null when there is none (migration 0030). */
  draft_content: string | null;
  draft_saved_at: string | null;
  draft_saved_by_name: Generated<string>;
}

/** One publish of a page record (migration 0030): what went live, who and when. */
export interface ContentVersionsTable {
  id: Generated<number>;
  page_id: number;
  version: number;
  content: string;
  published_by: number | null;
  published_by_name: Generated<string>;
  published_at: string;
  note: Generated<string>;
}

/** A publish or unpublish of a page at a time (migration 0030), run by the jobs table. */
export interface ContentSchedulesTable {
  id: Generated<number>;
  page_id: number;
  /** publish or unpublish */
  action: string;
  run_at: string;
  /** pending, done or cancelled */
  status: string;
  created_by: number | null;
  created_by_name: Generated<string>;
  created_at: string;
  done_at: string | null;
}

/** One run of a background job (migration 0012b, src/server/jobs). */
export interface JobsTable {
  name: string;
  run_key: string;
  /** running (claimed, with a lease) or done. */
  status: string;
  locked_by: string | null;
  locked_until: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  /** JSON text of what the run did (for the log and tests); blank until done. */
  result: Generated<string>;
  created_at: string;
  finished_at: string | null;
}

/** A lead's phone verification code (migration 0043): hashes only, never the code or reference. */
export interface PhoneVerificationsTable {
  lead_id: number;
  ref_hash: string;
  code_hash: string;
  code_expires_at: string;
  attempts: Generated<number>;
  sends: Generated<number>;
  last_sent_at: string;
  verified_at: string | null;
  created_at: string;
}

/** The installers a lead held for the homeowner's pick was matched to (migration 0045). */
export interface PickOffersTable {
  lead_id: number;
  partner_id: number;
  position: number;
  picked_at: string | null;
}
