import type { SubmittedQuote } from '@shared/quote-submitted';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { storedVisitAttribution } from '@/lib/visit-attribution';
import type { QuoteFormValues } from './quote-fields';

export const SUBMIT_FAILED_TITLE = 'Submission Failed';
const FALLBACK_FAILURE = 'There was an error submitting your quote request.';
const FAILURE_ADVICE = ' Please check your information and try again.';

/**
 * A fresh idempotency key per form fill. randomUUID only exists in secure contexts, so a
 * site served over plain HTTP falls back to random bytes in the same UUID v4 layout.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What the form sends besides its text: the consent given with it (GDPR: proof of consent). */
export interface QuoteConsent {
  consent: true;
  marketing_opt_in: boolean;
}

/**
 * POST /api/quote with the thirteen fields and where the visit came from (recorded on its first
 * page); the key makes a retried submit store one lead.
 */
export function submitQuote(
  values: QuoteFormValues & QuoteConsent,
  urlType: string,
  idempotencyKey: string,
) {
  return api.post<SubmittedQuote>(
    '/quote',
    { ...values, ...storedVisitAttribution(), url_type: urlType },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/** The failure toast text: the server's message, else the error's, else a default. */
export function submitFailureDescription(error: unknown): string {
  return `${errorMessage(error, FALLBACK_FAILURE)}${FAILURE_ADVICE}`;
}
