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

/** A page's `limit` query parameter: a whole number from 1 to `max`. */
export function limitSchema(max: number) {
  return z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(max, `Limit must be at most ${max}`);
}

/** A page's `offset` query parameter: a whole number from 0 to `max`. */
export function offsetSchema(max: number) {
  return z.coerce
    .number({ error: 'Offset must be a number' })
    .int('Offset must be a whole number')
    .min(0, 'Offset must be 0 or more')
    .max(max, `Offset must be at most ${max}`);
}
