import { z } from 'zod';
import { isoTimeSchema } from './api-schema.js';
import { homeownerRequestSchema } from './homeowner-request.js';
import { mobileSchema } from './lead-schema.js';
import { emailSchema } from './text-schema.js';
import { CONTACT_FIELDS } from './contact-change-text.js';

/**
 * The homeowner corrects their e-mail or mobile on their page: the new value is checked with the
 * quote form's own rules, and changed only once the code we sent to it is typed.
 */
export const contactChangeInputSchema = z.discriminatedUnion(
  'field',
  [
    z.object({ field: z.literal('email'), email: emailSchema }),
    z.object({ field: z.literal('mobile_number'), mobile_number: mobileSchema }),
  ],
  { error: `Field must be one of: ${CONTACT_FIELDS.join(', ')}` },
);
export type ContactChangeInput = z.input<typeof contactChangeInputSchema>;

export const contactCodeSchema = z.object({
  code: z
    .string({ error: 'Type the 6-digit code we sent you' })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Type the 6-digit code we sent you')),
});

/** A code was sent to the new address. */
export const contactCodeSentSchema = z.strictObject({
  field: z.enum(CONTACT_FIELDS),
  /** The new address, as the homeowner typed it (checked). */
  sent_to: z.string(),
  message: z.string(),
  expires_at: isoTimeSchema,
  resend_after_seconds: z.number().int(),
});
export type ContactCodeSent = z.infer<typeof contactCodeSentSchema>;

/** The code was right: the request as it now is. */
export const contactChangedSchema = z.strictObject({
  message: z.string(),
  request: homeownerRequestSchema,
});
export type ContactChanged = z.infer<typeof contactChangedSchema>;
