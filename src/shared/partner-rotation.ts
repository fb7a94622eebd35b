import { z } from 'zod';
import { isoTimeSchema, limitSchema, offsetSchema } from './api-schema.js';

/** What an installer sees of the rotation; shared by web and server. */

/**
 * A partner's standing in one county: among the next lead's partners (`next`: first in line;
 * `in_next_lead`: one of the 5 it goes to), waiting behind others, at today's cap, or paused.
 */
export const ROTATION_STATES = ['next', 'in_next_lead', 'waiting', 'at_cap', 'paused'] as const;
export type RotationState = (typeof ROTATION_STATES)[number];

export const countyRotationSchema = z.strictObject({
  county: z.string(),
  state: z.enum(ROTATION_STATES),
  /** 1 for first in line; null at the cap or paused. */
  place: z.number().int().nullable(),
  /** Active partners serving the county (their names are never given). */
  of: z.number().int(),
});
export type CountyRotation = z.infer<typeof countyRotationSchema>;

export const rotationSchema = z.strictObject({
  partner: z.string(),
  is_active: z.boolean(),
  daily_cap: z.number().int(),
  leads_today: z.number().int(),
  /** How many partners each lead goes to. */
  partners_per_lead: z.number().int(),
  counties: z.array(countyRotationSchema),
});
export type Rotation = z.infer<typeof rotationSchema>;

/**
 * Why a lead of one of their counties went to other partners, derived from what was stored
 * when it was matched. Homeowner's choice is kept for when homeowners pick.
 */
export const MISSED_REASONS = [
  'cap_reached',
  'not_their_turn',
  'same_homeowner',
  'unavailable',
  'sent_by_staff',
] as const;
export type MissedReason = (typeof MISSED_REASONS)[number];
export const MISSED_REASON_LABELS: Record<MissedReason, string> = {
  cap_reached: "You had reached today's cap",
  not_their_turn: 'Not your turn: partners ahead of you in the rotation got it',
  same_homeowner: 'The same homeowner had already been passed to you',
  unavailable: 'You were paused or not covering this county then',
  sent_by_staff: 'Sent by our team to a specific installer',
};

export const MISSED_DAYS = 7;

export const missedQuerySchema = z.object({
  limit: limitSchema(50).optional(),
  offset: offsetSchema(10_000).optional(),
});

/** A lead that went elsewhere: county, when, its size and why; nothing about who got it. */
export const missedLeadSchema = z.strictObject({
  county: z.string(),
  matched_at: isoTimeSchema,
  number_of_windows: z.string(),
  reason: z.enum(MISSED_REASONS),
});
export type MissedLead = z.infer<typeof missedLeadSchema>;

export const missedPageSchema = z.strictObject({
  days: z.number().int(),
  items: z.array(missedLeadSchema),
  total: z.number().int(),
});
export type MissedPage = z.infer<typeof missedPageSchema>;
