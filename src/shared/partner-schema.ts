import { z } from 'zod';
import { isoTimeSchema } from './api-schema.js';
import { COUNTIES } from './counties.js';
import { mobileSchema } from './lead-schema.js';
import { MAX_ROW_ID } from './row-id.js';
import { emailSchema, optionalText, requiredText } from './text-schema.js';
import { assignmentReportSchema } from './partner-outcomes.js';

const partnerFields = {
  name: requiredText('Company name', 150),
  contact_name: optionalText('Contact name', 100),
  email: emailSchema,
  mobile: mobileSchema,
  counties: z
    .array(z.enum(COUNTIES, { error: 'Unknown county' }), {
      // Left out is the same as an empty list; anything else sent is not a list.
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? 'Choose at least one county'
          : 'Counties must be a list',
    })
    .min(1, 'Choose at least one county')
    .max(COUNTIES.length)
    .transform((list) => [...new Set(list)]),
  daily_cap: z.coerce
    .number({ error: 'Daily cap must be a number' })
    .int('Daily cap must be a whole number')
    .min(1, 'Daily cap must be at least 1')
    .max(1000, 'Daily cap must be at most 1000'),
  is_active: z.boolean({ error: 'Active must be true or false' }),
  /** The public profile the homeowner's page shows; each optional. */
  years_trading: z.preprocess(
    (value) =>
      value === '' || value === undefined
        ? null
        : typeof value === 'string'
          ? Number(value)
          : value,
    z
      .number({ error: 'Years trading must be a number' })
      .int('Years trading must be a whole number')
      .min(0, 'Years trading must be 0 or more')
      .max(200, 'Years trading must be at most 200')
      .nullable(),
  ),
  insured_until: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z
      .string({ error: 'Insured until must be a date' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Insured until must be a date like 2027-03-31')
      .refine((day) => !Number.isNaN(Date.parse(`${day}T12:00:00Z`)), 'Insured until is not a date')
      .nullable(),
  ),
  seai_registered: z.boolean({ error: 'SEAI-registered must be true or false' }),
};

export const partnerSchema = z.object({
  ...partnerFields,
  contact_name: partnerFields.contact_name.default(''),
  daily_cap: partnerFields.daily_cap.default(10),
  is_active: partnerFields.is_active.default(true),
  years_trading: partnerFields.years_trading.default(null),
  insured_until: partnerFields.insured_until.default(null),
  seai_registered: partnerFields.seai_registered.default(false),
});
export type PartnerInput = z.infer<typeof partnerSchema>;

// Built from the fields without defaults, so a partial update never resets anything.
export const partnerUpdateSchema = z
  .object(partnerFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to update',
    path: ['body'],
  });

export const partnerResponseSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  counties: z.array(z.string()),
  daily_cap: z.number().int(),
  is_active: z.boolean(),
  /** Leads sent to this partner today (Irish time). */
  leads_today: z.number().int(),
  last_assigned_at: isoTimeSchema.nullable(),
  created_at: isoTimeSchema,
  /** Leads that expired one after another without an answer. */
  expired_in_row: z.number().int(),
  /** When the expiry job paused the partner, and after how many expiries in a row. */
  auto_paused_at: isoTimeSchema.nullable(),
  auto_paused_after: z.number().int().nullable(),
  years_trading: z.number().int().nullable(),
  insured_until: z.string().nullable(),
  seai_registered: z.boolean(),
});
export type Partner = z.infer<typeof partnerResponseSchema>;

export const assignPartnerSchema = z.object({
  partner_id: z.coerce
    .number({ error: 'Choose a partner' })
    .int('Choose a partner')
    .positive('Choose a partner')
    // The largest id a PostgreSQL integer column holds.
    .max(MAX_ROW_ID, 'Choose a partner'),
  /** Staff confirmed a send outside the partner's counties, over its cap or while paused. */
  confirm: z.boolean({ error: 'Confirm must be true or false' }).optional(),
});

export const leadAssignmentSchema = z.strictObject({
  id: z.number().int(),
  partner_id: z.number().int().nullable(),
  partner_name: z.string(),
  method: z.enum(['auto', 'manual']),
  assigned_at: isoTimeSchema,
  /** The installer's outcome and any bad-lead flag. */
  report: assignmentReportSchema,
});
export type LeadAssignment = z.infer<typeof leadAssignmentSchema>;

export const MESSAGE_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const outboxMessageViewSchema = z.strictObject({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  sent_at: isoTimeSchema.nullable(),
  created_at: isoTimeSchema,
});
export type OutboxMessageView = z.infer<typeof outboxMessageViewSchema>;

/** GET /api/quote/{id}/delivery: who received a lead and the state of each message. */
export const leadDeliverySchema = z.strictObject({
  assignments: z.array(leadAssignmentSchema),
  messages: z.array(outboxMessageViewSchema),
});
export type LeadDelivery = z.infer<typeof leadDeliverySchema>;
