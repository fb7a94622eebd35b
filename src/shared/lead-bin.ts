import { z } from 'zod';
import { isoTimeSchema, limitSchema, offsetSchema } from './api-schema.js';

/** How long a deleted lead waits in the bin before the retention sweep purges it. */
export const BIN_DAYS = 30;

/** One deleted lead as GET /api/quote/bin answers it, most recently deleted first. */
export const binEntrySchema = z.strictObject({
  /** The lead's own id, which it keeps when restored. */
  id: z.number().int(),
  name: z.string(),
  deleted_at: isoTimeSchema,
  /** Who deleted it, as they were named then; blank when not known. */
  deleted_by: z.string(),
  /** When the retention sweep purges it for good. */
  purge_at: isoTimeSchema,
});
export type BinEntry = z.infer<typeof binEntrySchema>;

export const binListQuerySchema = z.object({
  limit: limitSchema(200).optional(),
  offset: offsetSchema(1_000_000).optional(),
});
export type BinListQuery = z.infer<typeof binListQuerySchema>;

/** Days left before a lead deleted at `deletedAt` is purged, counted up (0 on its last day). */
export function binDaysLeft(purgeAt: string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((Date.parse(purgeAt) - now.getTime()) / 86_400_000));
}
