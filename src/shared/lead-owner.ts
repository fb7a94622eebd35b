import { z } from 'zod';
import { LEAD_STATUSES } from './lead-status.js';
import { MAX_ROW_ID } from './row-id.js';
import { optionalText, requiredText } from './text-schema.js';

/**
 * The list's owner filter (`owner=`): the signed-in staff member's leads, the unassigned ones,
 * both, or one staff member's by user id. Blank means anyone.
 */
export const OWNER_FILTER_LABELS = {
  me: 'Mine',
  none: 'Unassigned',
  me_or_none: 'Mine and unassigned',
} as const;
export type OwnerFilterKeyword = keyof typeof OWNER_FILTER_LABELS;

export const ownerFilterSchema = z
  .string({ error: 'Owner must be me, none, me_or_none or a user id' })
  .trim()
  .regex(/^(|me|none|me_or_none|\d{1,9})$/, 'Owner must be me, none, me_or_none or a user id');

/** An owner to set: a staff user's id, or null for none. */
const ownerIdSchema = z
  .number({ error: 'Owner must be a user id or null' })
  .int('Owner must be a user id or null')
  .min(1, 'Owner must be a user id or null')
  .max(MAX_ROW_ID, 'Owner must be a user id or null')
  .nullable();

/** PUT /api/quote/:id/owner */
export const leadOwnerUpdateSchema = z.object({ owner_id: ownerIdSchema });
export type LeadOwnerUpdate = z.infer<typeof leadOwnerUpdateSchema>;

/** Most leads one bulk action may name. */
export const BULK_MAX_IDS = 500;

const leadStatusSchema = z.enum(LEAD_STATUSES, {
  error: `Status must be one of: ${LEAD_STATUSES.join(', ')}`,
});

export const BULK_ACTIONS = ['status', 'owner', 'delete'] as const;

/** POST /api/quote/bulk: one action on the selected leads. */
export const leadBulkSchema = z
  .object({
    ids: z
      .array(
        z
          .number({ error: 'Ids must be lead ids' })
          .int('Ids must be lead ids')
          .min(1, 'Ids must be lead ids')
          .max(MAX_ROW_ID, 'Ids must be lead ids'),
        { error: 'Ids must be a list of lead ids' },
      )
      .min(1, 'Select at least one lead')
      .max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS} leads at a time`),
    action: z.enum(BULK_ACTIONS, { error: 'Action must be status, owner or delete' }),
    status: leadStatusSchema.optional(),
    lost_reason: optionalText('Lost reason', 100).optional(),
    owner_id: ownerIdSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'status' && !body.status) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'Choose a status' });
    }
    if (body.action === 'owner' && body.owner_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['owner_id'], message: 'Choose an owner' });
    }
  });
export type LeadBulk = z.infer<typeof leadBulkSchema>;

export const leadBulkResultSchema = z.strictObject({
  message: z.string(),
  /** How many of the named leads were changed (missing ones are skipped). */
  count: z.number().int(),
});

/** A staff member leads can be assigned to (an active admin or manager). */
export const staffMemberSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(['admin', 'manager']),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The lost reasons admins start with. */
export const DEFAULT_LOST_REASONS = [
  'Price',
  'Chose another installer',
  'Not ready',
  'Unreachable',
  'Out of area',
  'Other',
] as const;

export const lostReasonsSchema = z
  .array(requiredText('Lost reason', 100), { error: 'Lost reasons must be a list' })
  .min(1, 'Keep at least one lost reason')
  .max(30, 'At most 30 lost reasons')
  .refine(
    (list) => new Set(list.map((r) => r.toLowerCase())).size === list.length,
    'Each lost reason must be different',
  );

/** GET/PUT /api/settings/leads: the admin's lead settings. */
export const leadSettingsSchema = z.object({
  round_robin: z.boolean({ error: 'Round-robin must be on or off' }),
  lost_reasons: lostReasonsSchema,
});
export type LeadSettings = z.infer<typeof leadSettingsSchema>;
export const leadSettingsResponseSchema = z.strictObject({
  round_robin: z.boolean(),
  lost_reasons: z.array(z.string()),
});
