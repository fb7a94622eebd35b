import { z } from 'zod';
import { isoTimeSchema } from './api-schema.js';

/** One change between two versions of a page (src/shared/content-diff.ts). */
export const contentChangeSchema = z.strictObject({
  type: z.enum(['changed', 'added', 'removed']),
  path: z.string(),
  label: z.string(),
  before: z.string().optional(),
  after: z.string().optional(),
});

/** One publish of a page, as its History lists it. */
export const pageVersionSummarySchema = z.strictObject({
  version: z.number().int(),
  published_at: isoTimeSchema,
  /** The admin who published it ('' for the app or before history was kept). */
  published_by: z.string(),
  note: z.string(),
  /** How many changes from the version before it (the defaults for the first). */
  change_count: z.number().int(),
});

export const pageVersionListSchema = z.strictObject({
  versions: z.array(pageVersionSummarySchema),
});

/** One version whole: its content as published and its changes from the one before. */
export const pageVersionSchema = pageVersionSummarySchema.extend({
  content: z.record(z.string(), z.unknown()),
  previous: z.number().int().nullable(),
  changes: z.array(contentChangeSchema),
});

/** The draft's changes from what visitors see. */
export const draftChangesSchema = z.strictObject({ changes: z.array(contentChangeSchema) });

/** PUT .../schedule/{publish|unpublish}: a Dublin wall-clock time, as a datetime-local gives. */
export const scheduleBodySchema = z.object({
  at: z
    .string({ error: 'Choose a date and time' })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Give the time as YYYY-MM-DDTHH:mm (Irish time)'),
});

export type PageVersionSummary = z.infer<typeof pageVersionSummarySchema>;
export type PageVersion = z.infer<typeof pageVersionSchema>;
