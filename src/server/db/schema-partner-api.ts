import type { Generated } from 'kysely';

/** A partner's API tokens (migration 0025): only the SHA-256 is stored. */
export interface PartnerApiTokensTable {
  id: Generated<number>;
  partner_id: number;
  name: string;
  token_hash: string;
  created_by: number | null;
  created_at: string;
  last_used_at: Generated<string | null>;
  revoked_at: Generated<string | null>;
}

/** Server-held keys, made once per database by their migration (partner_lead_links). */
export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: string;
}
