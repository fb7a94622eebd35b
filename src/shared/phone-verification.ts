import { z } from 'zod';

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

/** The admin's switch; `sms_configured` says whether it can be turned on. */
export const phoneVerificationSettingsSchema = z.object({
  phone_verification: z.boolean({ error: 'Phone verification must be true or false' }),
});
export const phoneVerificationSettingsResponseSchema = phoneVerificationSettingsSchema.extend({
  sms_configured: z.boolean(),
});
export type PhoneVerificationSettings = z.infer<typeof phoneVerificationSettingsResponseSchema>;
