import { z } from 'zod';
import { isoTimeSchema } from './api-schema.js';
import { portalLeadSchema } from './partner-portal.js';
import { requiredText } from './text-schema.js';

/** Partner API tokens and signed lead links. */

/** Every partner API token starts with this, so a leaked one is recognisable in logs and scans. */
export const API_TOKEN_PREFIX = 'wqp_';

/** The paths a `wqp_` token opens: the partner leads API and nothing else. */
export const PARTNER_API_PATH = '/api/partner/leads';

export const apiTokenCreateSchema = z.object({ name: requiredText('Name', 80) });
export type ApiTokenCreateInput = z.infer<typeof apiTokenCreateSchema>;

/** A token as listed: never the token itself. */
export const apiTokenSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  created_at: isoTimeSchema,
  created_by: z.string().nullable(),
  last_used_at: isoTimeSchema.nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.strictObject({ items: z.array(apiTokenSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

/** The answer of creating a token: the only time the token is shown. */
export const apiTokenCreatedSchema = z.strictObject({
  ...apiTokenSchema.shape,
  token: z.string(),
});
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

/** The signed link from an installer e-mail: /partner/lead/:token. */
export const leadLinkParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** What the link opens: one lead of one partner, details only once accepted. */
export const leadLinkViewSchema = z.strictObject({
  partner: z.string(),
  expires_at: isoTimeSchema,
  lead: portalLeadSchema,
});
export type LeadLinkView = z.infer<typeof leadLinkViewSchema>;

/** A partner's live tokens are capped, so a runaway script cannot mint them without end. */
export const MAX_API_TOKENS = 20;

/** /api/partners/{id}/api-tokens/{tokenId}: an admin revoking one partner's token. */
export const partnerTokenParamsSchema = z.object({
  id: z.string().regex(/^\d+$/),
  tokenId: z.string().regex(/^\d+$/),
});
