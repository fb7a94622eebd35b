import { z } from 'zod';

/** The admin's partner settings: automatic pausing after expiries in a row. */
export const MAX_PAUSE_AFTER = 50;

/** PUT /api/settings/partners */
export const partnerSettingsSchema = z.object({
  /** Pause a partner after this many leads expired in a row; 0 turns it off. */
  pause_after_expiries: z.coerce
    .number({ error: 'Enter a number of leads' })
    .int('Enter a whole number of leads')
    .min(0, 'Enter 0 (off) or more')
    .max(MAX_PAUSE_AFTER, `Enter at most ${MAX_PAUSE_AFTER}`),
});
export type PartnerSettings = z.infer<typeof partnerSettingsSchema>;

export const partnerSettingsResponseSchema = z.strictObject({
  pause_after_expiries: z.number().int(),
});
