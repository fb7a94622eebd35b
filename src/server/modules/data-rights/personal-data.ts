/**
 * Where a homeowner's personal data lives (DESIGN "Personal data"): every
 * table of the schema is listed here, so export and erasure cannot miss one added later
 * (personal-data.test.ts walks the live schema against this list).
 *
 * - `lead`: rows tied to one lead; `erase` columns are blanked or rewritten by eraseLead,
 *   `keep` columns hold no personal data and survive (counts, dates, choices, states).
 * - `scrubbed`: rows not tied to one lead that may quote a homeowner (a digest, an audit
 *   entry's filter); eraseLead replaces the homeowner's values wherever they occur.
 * - `none`: tables with no homeowner data (staff, installers, content, counters, secrets).
 */
export const PERSONAL_DATA = {
  leads: {
    holds: 'lead',
    erase: [
      'first_name',
      'last_name',
      'email',
      'mobile_number',
      'additional_info',
      'property_address',
      // Cut to its routing key (an area, like the county); the full code names one address.
      'eircode',
      'idempotency_key',
      'client_ip',
      'search_text',
      'next_action_label',
      'mobile_key',
      'place_key',
      'referrer_host',
      'utm_term',
      'utm_content',
    ],
    keep: [
      'url_type',
      'property_type',
      'window_type',
      'number_of_windows',
      'preferred_timeframe',
      'window_material',
      'glazing_type',
      'status',
      'created_at',
      'updated_at',
      'county',
      'consent_version',
      'consent_at',
      'consent_page',
      'county_source',
      'consent_confirmed_by',
      'dispatched_at',
      'first_response_at',
      'next_action_at',
      'lost_reason',
      'landing_path',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'phone_verification',
      'homeowner_pick',
      'pick_until',
    ],
  },
  lead_events: {
    holds: 'lead',
    erase: ['detail'],
    keep: ['type', 'from_status', 'to_status', 'created_at'],
  },
  lead_partners: {
    holds: 'lead',
    erase: ['decline_note', 'flag_note', 'credit_note'],
    keep: [
      'partner_name',
      'method',
      'assigned_at',
      'response',
      'responded_at',
      'decline_reason',
      'respond_by',
      'released_at',
      'outcome_at',
      'flagged_at',
      'release_reason',
      'outcome',
      'lost_reason',
      'flag_reason',
      'credit_status',
      'replaced_by',
      'responded_via',
    ],
  },
  outbox: {
    holds: 'lead',
    erase: ['recipient', 'subject', 'body', 'last_error'],
    keep: [
      'kind',
      'channel',
      'dedupe_key',
      'status',
      'next_attempt_at',
      'locked_until',
      'locked_by',
      'sent_at',
      'created_at',
      'updated_at',
    ],
  },
  // The homeowner's page: its links are revoked, whom they hired forgotten.
  homeowner_choices: { holds: 'lead', erase: ['hired_name'], keep: ['choice', 'created_at'] },
  webhook_deliveries: { holds: 'lead', erase: ['error'], keep: ['attempted_at'] },
  // A new e-mail or mobile awaiting its code: deleted on erasure and on expiry.
  contact_changes: {
    holds: 'lead',
    erase: ['new_value', 'code_hash'],
    keep: ['field', 'code_expires_at', 'last_sent_at', 'created_at'],
  },
  audit_log: { holds: 'scrubbed', erase: ['detail'], keep: ['user_name', 'action', 'created_at'] },
  // Deleted leads wait here 30 days, then are purged; a lead in the bin is not erased.
  lead_bin: { holds: 'none' },
  data_requests: { holds: 'none' },
  // Hashes of a random reference and code, and counts: nothing that names the homeowner.
  phone_verifications: { holds: 'none' },
  request_links: { holds: 'none' },
  // Which matched installers the homeowner picked: partner ids and times only.
  pick_offers: { holds: 'none' },
  users: { holds: 'none' },
  sessions: { holds: 'none' },
  partners: { holds: 'none' },
  partner_invitations: { holds: 'none' },
  partner_api_tokens: { holds: 'none' },
  app_secrets: { holds: 'none' },
  content_pages: { holds: 'none' },
  content_versions: { holds: 'none' },
  content_schedules: { holds: 'none' },
  settings: { holds: 'none' },
  jobs: { holds: 'none' },
  lead_counts: { holds: 'none' },
  funnel_keys: { holds: 'none' },
  funnel_counts: { holds: 'none' },
  funnel_lead_counts: { holds: 'none' },
  funnel_dirty_hours: { holds: 'none' },
  kysely_migration: { holds: 'none' },
  kysely_migration_lock: { holds: 'none' },
  // SQLite's search index of leads.search_text, kept in step by triggers (search-index.ts).
  lead_search: { holds: 'none' },
} as const satisfies Record<
  string,
  | { holds: 'lead' | 'scrubbed'; erase: readonly string[]; keep: readonly string[] }
  | { holds: 'none' }
>;

/** Internal tables of the database engine and the search index's own storage. */
export const ENGINE_TABLE = /^(sqlite_|lead_search_)/;

/** What a blanked free-text value reads after erasure. */
export const ERASED_TEXT = '[erased]';

/** JSON keys of event and audit details whose values are codes or names of installers, not people. */
const SAFE_DETAIL_KEYS = new Set([
  'field',
  'fields',
  'outcome',
  'lost_reason',
  'partner',
  'partner_id',
  'due_at',
  'call_back_at',
  'reason',
  'credit_status',
  'response',
  'method',
  'from',
  'to',
  'cleared',
  'characters',
  'merged_id',
  'amount',
  'status',
]);

/** Keys that hold the homeowner's values even when their name is safe elsewhere. */
const CHANGE_VALUES = new Set(['from', 'to']);

/**
 * A detail JSON (lead event or audit entry) with the homeowner's data removed: free text is
 * blanked, codes kept; any string still holding one of `personal` is blanked too. Field
 * edits keep the field's name but not its old and new values.
 */
export function scrubDetail(detail: string, personal: string[]): string {
  if (!detail) return detail;
  let value: unknown;
  try {
    value = JSON.parse(detail);
  } catch {
    return ERASED_TEXT;
  }
  return JSON.stringify(scrubValue(value, personal, null, false));
}

function scrubValue(
  value: unknown,
  personal: string[],
  key: string | null,
  inChange: boolean,
): unknown {
  if (typeof value === 'string') {
    if (containsAny(value, personal)) return '';
    if (key === null) return '';
    if (inChange && CHANGE_VALUES.has(key)) return '';
    return SAFE_DETAIL_KEYS.has(key) ? value : '';
  }
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, personal, key, inChange));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    // A field change ({ field, from, to }) carries the field's old and new values.
    const change = entries.some(([name]) => name === 'field');
    return Object.fromEntries(
      entries.map(([name, item]) => [name, scrubValue(item, personal, name, change)]),
    );
  }
  return value;
}

/** Whether `text` holds any of `values` (case-insensitive). */
export function containsAny(text: string, values: string[]): boolean {
  const lower = text.toLowerCase();
  return values.some((value) => lower.includes(value.toLowerCase()));
}

/** `text` with every occurrence of `values` replaced by ERASED_TEXT (case-insensitive). */
export function replaceAll(text: string, values: string[]): string {
  let out = text;
  for (const value of [...values].sort((a, b) => b.length - a.length)) {
    const pattern = new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
    out = out.replace(pattern, ERASED_TEXT);
  }
  return out;
}

/**
 * The homeowner's values to look for outside the lead row: each personal field as stored,
 * and the phone as digits; short values (an initial) are left out, they would match anything.
 */
export function personalValues(lead: {
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  property_address: string;
  additional_info: string;
  eircode: string;
}): string[] {
  const digits = lead.mobile_number.replace(/\D/g, '');
  const values = [
    `${lead.first_name} ${lead.last_name}`.trim(),
    lead.first_name,
    lead.last_name,
    lead.email,
    lead.mobile_number,
    digits,
    lead.property_address,
    lead.additional_info,
    lead.eircode,
    lead.eircode.replace(/\s+/g, ''),
  ].map((value) => value.trim());
  return [...new Set(values.filter((value) => value.length >= 4))];
}
