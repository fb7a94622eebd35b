import { z } from 'zod';
import { isoTimeSchema, limitSchema, offsetSchema } from './api-schema.js';

/**
 * Every staff action on leads the audit log records, with what /admin/audit calls it.
 * Each action's `detail` is JSON its writer chooses (the fields changed, the filter and row
 * count of an export, from and to of a status change); the page shows it as text.
 */
export const AUDIT_ACTION_LABELS = {
  status_changed: 'Status changed',
  lead_edited: 'Lead edited',
  note_added: 'Note added',
  call_logged: 'Call logged',
  next_action_set: 'Next action set',
  owner_assigned: 'Owner assigned',
  consent_confirmed: 'Consent confirmed',
  partner_sent: 'Sent to a partner',
  leads_merged: 'Leads merged',
  lead_deleted: 'Lead deleted',
  lead_restored: 'Lead restored',
  lead_purged: 'Lead purged',
  leads_exported: 'Leads exported',
  settings_changed: 'Settings changed',
  partner_paused: 'Partner paused automatically',
  lead_credited: 'Lead credited to a partner',
  credit_refused: 'Credit refused',
  /** A partner's webhook URL set or removed, or its secret rotated. */
  partner_webhook_changed: 'Partner webhook changed',
  /** An installer invited, sent a new invitation, or removed from the partner screen. */
  installer_invited: 'Installer invited',
  installer_invitation_resent: 'Installer invitation resent',
  installer_removed: 'Installer removed',
  /** Data rights: a homeowner's data downloaded, or erased. */
  lead_data_exported: 'Personal data downloaded',
  lead_erased: 'Personal data erased',
  /** A lead held for its phone check passed on by staff without the code. */
  phone_released: 'Released without phone check',
  /** The homeowner's page link revoked, or a new one issued, from the lead detail. */
  request_link_revoked: "Homeowner's link revoked",
  request_link_issued: "Homeowner's new link issued",
  /** A lead waiting for the homeowner's pick sent to the default matching by staff. */
  pick_released: 'Sent on without the homeowner’s pick',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

/** One audit entry as GET /api/audit answers it, newest first. */
export const auditEntrySchema = z.strictObject({
  id: z.number().int(),
  at: isoTimeSchema,
  /** The staff member's id, null for the app itself (the retention sweep) or a deleted account. */
  user_id: z.number().int().nullable(),
  /** Their name when they acted; blank for the app itself. */
  user_name: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  lead_id: z.number().int().nullable(),
  /** How many leads the action touched (a bulk action or an export); 1 for one lead. */
  lead_count: z.number().int(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const daySchema = (name: string) =>
  z
    .string()
    .regex(DAY, `${name} must be a date like 2026-11-26`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T12:00:00Z`)), `${name} is not a date`);

/**
 * GET /api/audit's filters: a person, an action, and a range of Irish calendar days (both
 * ends included), newest first, a page at a time.
 */
export const auditQuerySchema = z
  .object({
    user_id: z.coerce
      .number({ error: 'Person must be a user id' })
      .int('Person must be a user id')
      .min(1, 'Person must be a user id')
      .optional(),
    action: z
      .enum(AUDIT_ACTIONS, { error: `Action must be one of: ${AUDIT_ACTIONS.join(', ')}` })
      .optional(),
    from: daySchema('From').optional(),
    to: daySchema('To').optional(),
    limit: limitSchema(200).optional(),
    offset: offsetSchema(100_000).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'From must be on or before To',
    path: ['to'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
