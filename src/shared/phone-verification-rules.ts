/**
 * Phone verification of quote requests: its limits and texts, without zod, so the public pages can
 * use them and stay in their JS budget (the schemas are in phone-verification.ts).
 */
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

/** Why the switch cannot be turned on: the 400's message, and the settings screen's note. */
export const SMS_NOT_CONFIGURED_MESSAGE =
  'Phone verification needs an SMS provider: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, then restart';

/** "087 123 4567" -> "ending 567": the thank-you page shows where the code went. */
export function maskedMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return digits.length < 4 ? '' : `ending ${digits.slice(-3)}`;
}
