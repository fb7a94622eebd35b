import { z } from 'zod';
import { isoTimeSchema, limitSchema, offsetSchema } from './api-schema.js';
import { emailSchema, optionalText, requiredText } from './text-schema.js';
import { passwordSchema } from './user-schema.js';
import { portalReportFields } from './partner-outcomes.js';

/** The installer portal: schemas shared by web and server. */

export const INVITATION_TTL_HOURS = 72;

export const invitationCreateSchema = z.object({
  name: requiredText('Name', 100),
  email: emailSchema,
});
export type InvitationCreateInput = z.infer<typeof invitationCreateSchema>;

export const invitationCreatedSchema = z.strictObject({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  expires_at: isoTimeSchema,
  /** True when the e-mail was a pending installer of the partner, sent a new link (200). */
  resent: z.boolean(),
});

export const invitationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** Who an invitation is for, shown on the set-password page. */
export const invitationViewSchema = z.strictObject({
  name: z.string(),
  email: z.string(),
  partner: z.string(),
  expires_at: isoTimeSchema,
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

export const invitationAcceptSchema = z.object({ password: passwordSchema });

export const PARTNER_RESPONSES = ['pending', 'accepted', 'declined'] as const;
export type PartnerResponse = (typeof PARTNER_RESPONSES)[number];
export const PARTNER_RESPONSE_LABELS: Record<PartnerResponse, string> = {
  pending: 'Awaiting response',
  accepted: 'Accepted',
  declined: 'Declined',
};

export const DECLINE_REASONS = ['out_of_area', 'too_small', 'too_busy', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  out_of_area: 'Out of area',
  too_small: 'Too small',
  too_busy: 'Too busy',
  other: 'Other',
};

export const declineSchema = z.object({
  reason: z.enum(DECLINE_REASONS, {
    error: 'Reason must be out of area, too small, too busy or other',
  }),
  note: optionalText('Note', 500).optional(),
});
export type DeclineInput = z.infer<typeof declineSchema>;

/** Why a lead was taken back from a partner (credited: the credits slice). */
export const RELEASE_REASONS = ['expired', 'declined', 'credited'] as const;
export type ReleaseReason = (typeof RELEASE_REASONS)[number];

export const portalListQuerySchema = z.object({
  limit: limitSchema(100).optional(),
  offset: offsetSchema(100_000).optional(),
});

/** What an installer sees of a lead before accepting it: nothing that names or reaches the homeowner. */
const leadSummaryFields = {
  id: z.number().int(),
  assigned_at: isoTimeSchema,
  response: z.enum(PARTNER_RESPONSES),
  responded_at: isoTimeSchema.nullable(),
  decline_reason: z.enum(DECLINE_REASONS).nullable(),
  county: z.string(),
  routing_key: z.string(),
  property_type: z.string(),
  number_of_windows: z.string(),
  window_type: z.string(),
  preferred_timeframe: z.string(),
  window_material: z.string(),
  glazing_type: z.string(),
  message: z.string(),
  /** The end of the response window (Irish business hours); null for leads sent before it. */
  respond_by: isoTimeSchema.nullable(),
  /** When the lead was taken back from the partner, and why; null while they hold it. */
  released_at: isoTimeSchema.nullable(),
  release_reason: z.enum(RELEASE_REASONS).nullable(),
};

/** The homeowner's details, present only once the partner has accepted the lead. */
export const homeownerSchema = z.strictObject({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  eircode: z.string(),
});

export const portalLeadSchema = z.strictObject({
  ...leadSummaryFields,
  homeowner: homeownerSchema.nullable(),
  /** The outcome reported and any bad-lead flag. */
  ...portalReportFields,
});
export type PortalLead = z.infer<typeof portalLeadSchema>;

export const portalLeadPageSchema = z.strictObject({
  partner: z.string(),
  items: z.array(portalLeadSchema),
  total: z.number().int(),
});
export type PortalLeadPage = z.infer<typeof portalLeadPageSchema>;
