import { z } from 'zod';
import { leadResponseSchema } from './lead-schema.js';

/**
 * POST /api/quote's answer: the lead, and how many installers it was passed to (decision 0924),
 * which the thank-you page shows; 0 while the request waits for a county or consent.
 */
export const submittedQuoteSchema = leadResponseSchema.extend({
  partners_matched: z.number().int().min(0),
});
export type SubmittedQuote = z.infer<typeof submittedQuoteSchema>;
