import { z } from 'zod';
import { isoTimeSchema } from './api-schema.js';
import { MESSAGE_STATUSES } from './partner-schema.js';
import { textTypeError } from './text-schema.js';

/** A partner's webhook: schemas shared by web and server. */

/** What a partner's tools are told about; `webhook.test` is the admin's "Send test event". */
export const PARTNER_EVENT_TYPES = [
  'lead.offered',
  'lead.reassigned',
  'lead.credited',
  'lead.outcome',
  'lead.homeowner_update',
  'webhook.test',
] as const;
export type PartnerWebhookEventType = (typeof PARTNER_EVENT_TYPES)[number];

export const WEBHOOK_URL_MAX = 2000;

/**
 * The endpoint as typed: an http(s) URL without a user name or password. Where it may point
 * (https only and no private addresses in production) is the server's check.
 */
export const webhookUrlSchema = z
  .string({ error: textTypeError('Webhook URL') })
  .trim()
  .min(1, 'Webhook URL is required')
  .max(WEBHOOK_URL_MAX, `Webhook URL must be at most ${WEBHOOK_URL_MAX} characters`)
  .refine((text) => {
    try {
      const url = new URL(text);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'Webhook URL must be a full https:// address')
  .refine((text) => {
    try {
      const url = new URL(text);
      return url.username === '' && url.password === '';
    } catch {
      return true;
    }
  }, 'Webhook URL must not contain a user name or password');

export const webhookSettingsInputSchema = z.object({ url: webhookUrlSchema });
export type WebhookSettingsInput = z.infer<typeof webhookSettingsInputSchema>;

/** A partner's webhook as staff see it: the secret itself is never answered here. */
export const webhookSettingsSchema = z.strictObject({
  url: z.string().nullable(),
  /** When the signing secret in use was made; null before the first URL was set. */
  secret_created_at: isoTimeSchema.nullable(),
});
export type WebhookSettings = z.infer<typeof webhookSettingsSchema>;

/** The answer of setting the first URL or rotating: the settings, and the secret, once. */
export const webhookSecretShownSchema = webhookSettingsSchema.extend({
  /** `whsec_<base64>`: shown only in this answer; store it in the receiving system now. */
  secret: z.string().nullable(),
});
export type WebhookSecretShown = z.infer<typeof webhookSecretShownSchema>;

export const webhookAttemptSchema = z.strictObject({
  attempt: z.number().int(),
  at: isoTimeSchema,
  /** The endpoint's HTTP status; null when it did not answer (timeout, refused). */
  status_code: z.number().int().nullable(),
  error: z.string(),
  duration_ms: z.number().int(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** One event in a partner's delivery log, newest first, with each attempt. */
export const webhookDeliverySchema = z.strictObject({
  id: z.number().int(),
  /** The `webhook-id` header: the same on every attempt of this event. */
  event_id: z.string(),
  type: z.string(),
  lead_id: z.number().int().nullable(),
  url: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: isoTimeSchema.nullable(),
  last_error: z.string().nullable(),
  delivered_at: isoTimeSchema.nullable(),
  created_at: isoTimeSchema,
  tries: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesSchema = z.strictObject({
  deliveries: z.array(webhookDeliverySchema),
});

export const webhookTestQueuedSchema = z.strictObject({
  message: z.string(),
  delivery_id: z.number().int(),
});
