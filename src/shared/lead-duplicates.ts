import { z } from 'zod';
import { MAX_ROW_ID } from './row-id.js';

/** A new request matching a lead of this many days is a possible duplicate. */
export const DUPLICATE_WINDOW_DAYS = 90;

/** What the detail page's banner and the list say of a possible duplicate. */
export function duplicateText(duplicateOf: number): string {
  return `Possible duplicate of #${duplicateOf}`;
}

/** Merging another lead into this one: the other is folded in and deleted. */
export const leadMergeSchema = z.object({
  other_id: z.coerce
    .number({ error: 'Choose the lead to merge' })
    .int('Choose the lead to merge')
    .positive('Choose the lead to merge')
    .max(MAX_ROW_ID, 'Choose the lead to merge'),
});
export type LeadMerge = z.infer<typeof leadMergeSchema>;
