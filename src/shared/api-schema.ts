import { z } from 'zod';

/** Every error answer: `{ message }`, plus `errors: { field: message }` on a 422. */
export const apiErrorSchema = z.strictObject({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The answer of a call that only confirms (a deletion, a sign-out). */
export const messageSchema = z.strictObject({ message: z.string() });

/** A time as the API writes it: ISO 8601 in UTC, such as 2026-11-25T21:40:00.000Z. */
export const isoTimeSchema = z.iso.datetime({ offset: true });

/** A row id in a path, such as /api/quote/{id}: a positive whole number. */
export const idParamsSchema = z.object({
  id: z.string().regex(/^\d+$/),
});
