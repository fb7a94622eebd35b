import { z } from 'zod';
import { COUNTIES } from './counties.js';
import { mobileSchema } from './lead-schema.js';
import { MAX_ROW_ID } from './row-id.js';
import { emailSchema, optionalText, requiredText } from './text-schema.js';

const partnerFields = {
  name: requiredText('Company name', 150),
  contact_name: optionalText('Contact name', 100),
  email: emailSchema,
  mobile: mobileSchema,
  counties: z
    .array(z.enum(COUNTIES, { error: 'Unknown county' }), { error: 'Counties must be a list' })
    .min(1, 'Choose at least one county')
    .max(COUNTIES.length)
    .transform((list) => [...new Set(list)]),
  daily_cap: z.coerce
    .number({ error: 'Daily cap must be a number' })
    .int('Daily cap must be a whole number')
    .min(1, 'Daily cap must be at least 1')
    .max(1000, 'Daily cap must be at most 1000'),
  is_active: z.boolean({ error: 'Active must be true or false' }),
};

export const partnerSchema = z.object({
  ...partnerFields,
  contact_name: partnerFields.contact_name.default(''),
  daily_cap: partnerFields.daily_cap.default(10),
  is_active: partnerFields.is_active.default(true),
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

export interface Partner {
  id: number;
  name: string;
  contact_name: string;
  email: string;
  mobile: string;
  counties: string[];
  daily_cap: number;
  is_active: boolean;
  /** Leads sent to this partner today (Irish time). */
  leads_today: number;
  last_assigned_at: string | null;
  created_at: string;
}

export const assignPartnerSchema = z.object({
  partner_id: z.coerce
    .number({ error: 'Choose a partner' })
    .int('Choose a partner')
    .positive('Choose a partner')
    // The largest id a PostgreSQL integer column holds.
    .max(MAX_ROW_ID, 'Choose a partner'),
});

export interface LeadAssignment {
  id: number;
  partner_id: number | null;
  partner_name: string;
  method: 'auto' | 'manual';
  assigned_at: string;
}

export type MessageStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxMessageView {
  id: number;
  channel: 'email' | 'sms';
  kind: string;
  recipient: string;
  subject: string;
  status: MessageStatus;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

/** GET /api/quote/{id}/delivery: who received a lead and the state of each message. */
export interface LeadDelivery {
  assignments: LeadAssignment[];
  messages: OutboxMessageView[];
}
