import { z } from 'zod';

/** Every kind of message the outbox sends about a lead, with what the timeline calls it. */
export const MESSAGE_KIND_NAMES = {
  customer_email: 'Confirmation e-mail to the homeowner',
  customer_sms: 'Confirmation SMS to the homeowner',
  customer_update_email: 'E-mail to the homeowner naming their installers',
  customer_update_sms: 'SMS to the homeowner naming their installers',
  partner_email: 'Lead e-mail to the partner',
  /** Not about one lead: an installer's one-time link to set a password. */
  installer_invitation: 'Invitation e-mail to an installer',
  /** Not about one lead: a manager's daily list of overdue and due-today leads. */
  manager_digest: "Manager's daily digest",
  /** A partner told a lead was taken back from it: no answer in time. */
  partner_taken_back: 'E-mail to the partner: lead taken back',
  /** Not about one lead: admins told a partner was paused after expiries in a row. */
  partner_paused: 'E-mail to admins: partner paused',
  /** A partner's webhook delivery; listed in the partner's delivery log only. */
  partner_webhook: 'Webhook to the partner',
  /** A partner told the homeowner had their personal data erased. */
  partner_erasure_notice: 'E-mail to the partner: personal data erased',
  /** The code that confirms the homeowner's mobile. */
  phone_code_sms: 'Verification code SMS to the homeowner',
  /** A partner told what the homeowner chose on their page. */
  partner_homeowner_update: "E-mail to the partner: the homeowner's choice",
  /** The code that confirms a new e-mail or mobile from the homeowner's page. */
  contact_code_email: 'Code e-mail to the new address the homeowner gave',
  contact_code_sms: 'Code SMS to the new mobile the homeowner gave',
  /** The homeowner asked to pick their installers on their page. */
  customer_pick_email: 'E-mail to the homeowner: choose your installers',
  customer_pick_sms: 'SMS to the homeowner: choose your installers',
} as const;
export type MessageKind = keyof typeof MESSAGE_KIND_NAMES;
export const MESSAGE_KINDS = Object.keys(MESSAGE_KIND_NAMES) as [MessageKind, ...MessageKind[]];
import { isoTimeSchema } from './api-schema.js';
import { LEAD_STATUSES } from './lead-status.js';
import { CALL_OUTCOMES, fieldChangeSchema } from './lead-work.js';
import { CREDIT_STATUSES, OUTCOMES } from './partner-outcomes.js';

/**
 * What a recorded lead event was: staff setting a held lead's county or confirming the
 * homeowner's consent are named as such; `updated` is any other edit of the details.
 */
export const LEAD_EVENT_TYPES = [
  'created',
  'status_changed',
  'county_set',
  'consent_confirmed',
  'updated',
  'note',
  'call',
  'next_action_set',
  'merged',
  'restored',
  'owner_changed',
  /** A partner's installer reported an outcome. */
  'partner_outcome',
  /** The homeowner typed the texted code, or staff released the lead without it. */
  'phone_verified',
  'phone_released',
  /** The homeowner chose on their page: hired someone, stop contact, withdraw consent. */
  'homeowner_choice',
  /** Staff revoked the homeowner's page link or issued a new one. */
  'request_link',
  /** The homeowner corrected their e-mail or mobile on their page, with a code. */
  'contact_changed',
] as const;
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

const at = isoTimeSchema;
const by = z.string().nullable();
const status = z.enum(LEAD_STATUSES);

/** One thing that happened to a lead, as the detail page's timeline shows it (newest first). */
export const timelineEntrySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('created'),
    at,
    /** The page the homeowner sent the request from. */
    page: z.string(),
    consent_version: z.string().nullable(),
  }),
  z.strictObject({
    kind: z.literal('status_changed'),
    at,
    from: status.nullable(),
    to: status,
    by,
  }),
  z.strictObject({
    kind: z.literal('updated'),
    at,
    by,
    /** Each field the edit changed, old and new value (empty for edits recorded before 0012). */
    changes: z.array(fieldChangeSchema),
  }),
  z.strictObject({ kind: z.literal('note'), at, by, text: z.string() }),
  z.strictObject({
    kind: z.literal('call'),
    at,
    by,
    outcome: z.enum(CALL_OUTCOMES),
    note: z.string(),
    /** The agreed time to call back (outcome call_back), else null. */
    call_back_at: at.nullable(),
  }),
  z.strictObject({
    kind: z.literal('next_action_set'),
    at,
    by,
    /** Null when the next action was cleared. */
    due_at: at.nullable(),
    label: z.string(),
  }),
  z.strictObject({ kind: z.literal('county_set'), at, by }),
  /** The owner changed: from and to are names (null: none); `by` null for round-robin. */
  z.strictObject({
    kind: z.literal('owner_changed'),
    at,
    from: z.string().nullable(),
    to: z.string().nullable(),
    by,
  }),
  z.strictObject({ kind: z.literal('consent_confirmed'), at, by }),
  /** The homeowner typed the code we texted (`by` null), or staff released it. */
  z.strictObject({ kind: z.literal('phone_verified'), at, by }),
  z.strictObject({ kind: z.literal('phone_released'), at, by }),
  /** Another lead of the same homeowner was folded into this one and deleted. */
  z.strictObject({
    kind: z.literal('merged'),
    at,
    merged_id: z.number().int(),
    merged_name: z.string(),
    by,
  }),
  /** An admin put the lead back from the bin. */
  z.strictObject({ kind: z.literal('restored'), at, by }),
  z.strictObject({
    kind: z.literal('partner'),
    at,
    partner: z.string(),
    method: z.enum(['auto', 'manual']),
    by,
  }),
  /** A partner's installer accepted or declined the lead in the portal. */
  z.strictObject({
    kind: z.literal('partner_response'),
    at,
    partner: z.string(),
    response: z.enum(['accepted', 'declined']),
    /** A decline's reason label and note; blank for an acceptance. */
    reason: z.string(),
    note: z.string(),
    by,
  }),
  /**
   * The lead was taken back from a partner (no answer in time, declined, credited) and offered
   * to the next one: `replaced_by` names it, '' when no one eligible had room, null when the
   * lead was not offered on.
   */
  z.strictObject({
    kind: z.literal('partner_released'),
    at,
    partner: z.string(),
    reason: z.enum(['expired', 'declined', 'credited']),
    respond_by: at.nullable(),
    replaced_by: z.string().nullable(),
  }),
  /**
   * A partner's installer reported an outcome: the step, its amount (euro) or
   * reason label, and the staff status it moved the lead to (null: it did not move it).
   */
  z.strictObject({
    kind: z.literal('partner_outcome'),
    at,
    partner: z.string(),
    outcome: z.enum(OUTCOMES),
    amount: z.number().nullable(),
    reason: z.string(),
    status_to: status.nullable(),
    by,
  }),
  /** A partner's installer flagged the lead as a bad lead, and what became of the flag. */
  z.strictObject({
    kind: z.literal('partner_flag'),
    at,
    partner: z.string(),
    reason: z.string(),
    note: z.string(),
    credit_status: z.enum(CREDIT_STATUSES),
    by,
  }),
  /** The homeowner chose on their page: hired someone, stop contact, withdraw. */
  z.strictObject({
    kind: z.literal('homeowner_choice'),
    at,
    choice: z.enum(['hired', 'stop_contact', 'withdraw_consent']),
    /** Whom they hired, in their words or an installer's name; '' when not said. */
    hired_with: z.string(),
  }),
  /** Staff revoked the homeowner's page link, or issued a new one. */
  z.strictObject({
    kind: z.literal('request_link'),
    at,
    action: z.enum(['revoked', 'issued']),
    by,
  }),
  /** The homeowner corrected a field on their page, confirmed by a code. */
  z.strictObject({
    kind: z.literal('contact_changed'),
    at,
    field: z.enum(['email', 'mobile_number']),
  }),
  z.strictObject({
    kind: z.literal('message'),
    at,
    message: z.enum(MESSAGE_KINDS),
    channel: z.enum(['email', 'sms']),
    recipient: z.string(),
    status: z.enum(['pending', 'sending', 'sent', 'failed']),
    attempts: z.number().int(),
    error: z.string().nullable(),
  }),
]);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
