import type { Generated } from 'kysely';

/** A link to the homeowner's page `/request/<token>` (migration 0040): only the SHA-256 is kept. */
export interface RequestLinksTable {
  id: Generated<number>;
  lead_id: number;
  token_hash: string;
  created_at: string;
  /** The lead's retention end; null when leads are kept (LEAD_RETENTION_MONTHS=0). */
  expires_at: string | null;
  revoked_at: Generated<string | null>;
  revoked_by: Generated<number | null>;
}

/** What the homeowner said on their page: one row per lead and choice (migration 0040). */
export interface HomeownerChoicesTable {
  id: Generated<number>;
  lead_id: number;
  /** hired, stop_contact or withdraw_consent. */
  choice: string;
  hired_partner_id: number | null;
  hired_name: Generated<string>;
  created_at: string;
}

/** A correction of the homeowner's e-mail or mobile awaiting its code (migration 0044). */
export interface ContactChangesTable {
  lead_id: number;
  /** email or mobile_number. */
  field: string;
  /** The new address as typed (validated): personal data until confirmed or expired. */
  new_value: string;
  code_hash: string;
  code_expires_at: string;
  attempts: Generated<number>;
  sends: Generated<number>;
  last_sent_at: string;
  created_at: string;
}
