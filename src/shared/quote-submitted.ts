import { z } from 'zod';
import { leadResponseSchema } from './lead-schema.js';
import { submitVerificationSchema } from './phone-verification.js';

/**
 * POST /api/quote's answer: the lead, beside SPEC's fields
 * - how many installers it was passed to, for the thank-you page; 0 while the
 *   request waits for a county, consent or its phone code;
 * - its reference and the homeowner's page, `/request/<token>`, only in the answer that
 *   created the lead (the token is kept hashed);
 * - `verification` when the phone must be confirmed first.
 */
export const submittedQuoteSchema = leadResponseSchema.extend({
  partners_matched: z.number().int().min(0),
  reference: z.number().int().optional(),
  request_url: z.string().optional(),
  verification: submitVerificationSchema.optional(),
  /** Matched but held until the homeowner picks their installers, until then. */
  pick_until: z.string().optional(),
});
export type SubmittedQuote = z.infer<typeof submittedQuoteSchema>;
