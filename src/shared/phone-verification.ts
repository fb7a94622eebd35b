import { z } from 'zod';
import { leadResponseSchema } from './lead-schema.js';

/** Phone verification of quote requests (decision 0925). */
export const PHONE_CODE_LENGTH = 6;
/** How long a texted code can be typed. */
export const PHONE_CODE_MINUTES = 15;
/** Wrong tries at one code; then a new code must be sent. */
export const PHONE_CODE_MAX_TRIES = 5;
/** The wait between two codes for one request. */
export const PHONE_CODE_RESEND_SECONDS = 60;
/** Codes one request may be sent, the first included. */
export const PHONE_CODE_MAX_SENDS = 5;

/** A lead's phone check: '' not asked, held while 'pending', then 'verified' or 'released' by staff. */
export const PHONE_VERIFICATION_STATES = ['', 'pending', 'verified', 'released'] as const;
export type PhoneVerificationState = (typeof PHONE_VERIFICATION_STATES)[number];

/** What staff see on a lead held for its phone check. */
export const PHONE_NOT_VERIFIED_TEXT = 'Phone not verified';

/** Unguessable, base64url: the homeowner's handle on the request while it waits for the code. */
const refSchema = z
  .string({ error: 'The verification reference is missing' })
  .trim()
  .min(20, 'The verification reference is not valid')
  .max(100, 'The verification reference is not valid')
  .regex(/^[A-Za-z0-9_-]+$/, 'The verification reference is not valid');

export const phoneCodeSchema = z.object({
  ref: refSchema,
  code: z
    .string({ error: 'Type the 6-digit code we texted you' })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Type the 6-digit code we texted you')),
});
export type PhoneCodeInput = z.input<typeof phoneCodeSchema>;

export const phoneResendSchema = z.object({ ref: refSchema });

/** The answer to a code typed right (or to one typed again once confirmed). */
export const phoneVerifiedSchema = z.object({ verified: z.literal(true), message: z.string() });
export type PhoneVerified = z.infer<typeof phoneVerifiedSchema>;

/** The answer to "Send a new code". */
export const phoneCodeSentSchema = z.object({
  message: z.string(),
  /** When the code sent now stops working. */
  expires_at: z.string(),
  /** Seconds before another code may be asked for. */
  resend_after_seconds: z.number().int(),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;

/** Added to the submit's answer when the request waits for the code. */
export const submitVerificationSchema = z.object({
  required: z.literal(true),
  /** Stored hashed; sent back with the code (POST /api/quote/verify). */
  ref: z.string(),
  expires_at: z.string(),
  resend_after_seconds: z.number().int(),
});
export type SubmitVerification = z.infer<typeof submitVerificationSchema>;

/** POST /api/quote's answer: the lead, plus `verification` when the phone must be confirmed. */
export const quoteSubmitResponseSchema = leadResponseSchema.extend({
  verification: submitVerificationSchema.optional(),
});

/** The admin's switch; `sms_configured` says whether it can be turned on. */
export const phoneVerificationSettingsSchema = z.object({
  phone_verification: z.boolean({ error: 'Phone verification must be true or false' }),
});
export const phoneVerificationSettingsResponseSchema = phoneVerificationSettingsSchema.extend({
  sms_configured: z.boolean(),
});
export type PhoneVerificationSettings = z.infer<typeof phoneVerificationSettingsResponseSchema>;

/** Why the switch cannot be turned on: the 400's message, and the settings screen's note. */
export const SMS_NOT_CONFIGURED_MESSAGE =
  'Phone verification needs an SMS provider: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, then restart';

/** "087 123 4567" -> "ending 567": the thank-you page shows where the code went. */
export function maskedMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return digits.length < 4 ? '' : `ending ${digits.slice(-3)}`;
}
