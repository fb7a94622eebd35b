import { z } from 'zod';
import { isoTimeSchema } from './api-schema.js';
import { MAX_PARTNERS_PER_LEAD } from './consent.js';
import { MAX_ROW_ID } from './row-id.js';

/**
 * "Homeowner chooses installers": the admin's switch and time limit,
 * the homeowner's pick on their page, and what staff see on the lead.
 */

export const PICK_HOURS_MIN = 1;
export const PICK_HOURS_MAX = 72;
export const PICK_HOURS_DEFAULT = 24;

/** GET/PUT /api/settings/homeowner-picks (admins). */
export const homeownerPickSettingsSchema = z.object({
  homeowner_picks: z.boolean({ error: 'Homeowner chooses installers must be true or false' }),
  pick_hours: z
    .number({ error: 'The time limit must be a whole number of hours' })
    .int('The time limit must be a whole number of hours')
    .min(PICK_HOURS_MIN, `The time limit must be at least ${PICK_HOURS_MIN} hour`)
    .max(PICK_HOURS_MAX, `The time limit must be at most ${PICK_HOURS_MAX} hours`),
});
export type HomeownerPickSettings = z.infer<typeof homeownerPickSettingsSchema>;

/** A lead's pick: not asked, waiting for it, or how it ended. */
export const PICK_STATES = ['', 'awaiting', 'picked', 'timed_out', 'released'] as const;
export type PickState = (typeof PICK_STATES)[number];

const installerId = z
  .number({ error: 'Choose installers from the list' })
  .int('Choose installers from the list')
  .positive('Choose installers from the list')
  .max(MAX_ROW_ID, 'Choose installers from the list');

/** POST /api/request/{token}/picks: at least one of the matched installers, at most the promise. */
export const pickInputSchema = z.object({
  partner_ids: z
    .array(installerId, { error: 'Choose at least one installer' })
    .min(1, 'Choose at least one installer')
    .max(MAX_PARTNERS_PER_LEAD, `Choose at most ${MAX_PARTNERS_PER_LEAD} installers`),
});
export type PickInput = z.infer<typeof pickInputSchema>;

/** A matched installer's public profile, as the homeowner chooses from it. */
export const pickInstallerSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  counties: z.array(z.string()),
  years_trading: z.number().int().nullable(),
  /** YYYY-MM-DD; null when not given. */
  insured_until: z.string().nullable(),
  seai_registered: z.boolean(),
  picked: z.boolean(),
});
export type PickInstaller = z.infer<typeof pickInstallerSchema>;

/** GET /api/request/{token}/picks: the matched installers and how long the homeowner has. */
export const homeownerPicksSchema = z.strictObject({
  state: z.enum(PICK_STATES),
  /** The time limit; null when the request was not held for a pick. */
  until: isoTimeSchema.nullable(),
  /** Most installers the homeowner may pick. */
  max: z.number().int(),
  installers: z.array(pickInstallerSchema),
});
export type HomeownerPicks = z.infer<typeof homeownerPicksSchema>;

/** GET /api/quote/{id}/homeowner-pick: the same, as staff see it on the lead. */
export const leadPickStatusSchema = z.strictObject({
  state: z.enum(PICK_STATES),
  until: isoTimeSchema.nullable(),
  installers: z.array(
    z.strictObject({ id: z.number().int(), name: z.string(), picked: z.boolean() }),
  ),
});
export type LeadPickStatus = z.infer<typeof leadPickStatusSchema>;
