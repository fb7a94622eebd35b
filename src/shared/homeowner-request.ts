import { z } from 'zod';
import { isoTimeSchema } from './api-schema.js';
import { MAX_ROW_ID } from './row-id.js';
import { optionalText } from './text-schema.js';
import { HOMEOWNER_CHOICES } from './homeowner-request-text.js';

/**
 * The homeowner's own page `/request/<token>`: schemas shared by the
 * page, the lead detail and the server.
 */

/** A token as sent: anything up to 100 characters; the lookup decides (same answer, same time). */
export const requestTokenParamsSchema = z.object({ token: z.string().max(100) });

/** POST /api/request/{token}/choice: one choice; "hired" may name one of the installers or anyone. */
export const homeownerChoiceInputSchema = z.object({
  choice: z.enum(HOMEOWNER_CHOICES, {
    error: `Choice must be one of: ${HOMEOWNER_CHOICES.join(', ')}`,
  }),
  /** One of the installers the request went to. */
  partner_id: z.coerce
    .number({ error: 'Choose one of your installers' })
    .int('Choose one of your installers')
    .positive('Choose one of your installers')
    .max(MAX_ROW_ID, 'Choose one of your installers')
    .optional(),
  /** Anyone else, in the homeowner's words. */
  hired_name: optionalText('Who you hired', 150).optional(),
});
export type HomeownerChoiceInput = z.input<typeof homeownerChoiceInputSchema>;

export const homeownerChoiceSchema = z.strictObject({
  choice: z.enum(HOMEOWNER_CHOICES),
  at: isoTimeSchema,
  /** Who was hired, as the homeowner named them ('' when not said or another choice). */
  hired_with: z.string(),
});
export type HomeownerChoiceView = z.infer<typeof homeownerChoiceSchema>;

/** An installer the request went to, with its public profile and what it did. */
export const requestInstallerSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  counties: z.array(z.string()),
  years_trading: z.number().int().nullable(),
  /** YYYY-MM-DD; null when not given. */
  insured_until: z.string().nullable(),
  seai_registered: z.boolean(),
  sent_at: isoTimeSchema,
  accepted_at: isoTimeSchema.nullable(),
  /** The quote the installer reported, in euro; null when none. */
  quote_euro: z.number().nullable(),
});
export type RequestInstaller = z.infer<typeof requestInstallerSchema>;

/** GET /api/request/{token}: the request, who has it and what happened, in plain words. */
export const homeownerRequestSchema = z.strictObject({
  reference: z.number().int(),
  received_at: isoTimeSchema,
  /** The quote fields as the homeowner sent them. */
  details: z.record(z.string(), z.string()),
  installers: z.array(requestInstallerSchema),
  choices: z.array(homeownerChoiceSchema),
  timeline: z.array(z.strictObject({ at: isoTimeSchema, text: z.string() })),
});
export type HomeownerRequest = z.infer<typeof homeownerRequestSchema>;

/** GET /api/quote/{id}/request-link: the lead's page link as staff see it, and the choices. */
export const requestLinkStatusSchema = z.strictObject({
  link: z
    .strictObject({
      created_at: isoTimeSchema,
      expires_at: isoTimeSchema.nullable(),
      revoked_at: isoTimeSchema.nullable(),
    })
    .nullable(),
  choices: z.array(homeownerChoiceSchema),
});
export type RequestLinkStatus = z.infer<typeof requestLinkStatusSchema>;

/** POST /api/quote/{id}/request-link: a new link, its address shown once to pass on. */
export const newRequestLinkSchema = z.strictObject({ url: z.string() });
