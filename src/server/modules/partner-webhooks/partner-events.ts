import { leadLinkUrl } from '../partner-links/lead-link.js';
import { respondByFrom } from '../partner-reassignment/response-window.js';
import type { Transaction } from 'kysely';
import { SITE } from '../../../shared/site.js';
import type { Database } from '../../db/schema.js';
import { enqueueMessages, type NewMessage } from '../notifications/outbox-repository.js';
import { findEventLeads, findHookedPartners } from './partner-event-repository.js';
import { newEventId } from './webhook-signing.js';

/**
 * What a partner's own tools are told about: a lead offered to it, a lead taken
 * back from it, a lead credited. Every module that changes a partner's leads calls
 * enqueuePartnerEvents on its transaction; partners without a webhook URL get nothing.
 */
export type PartnerEventType =
  | 'lead.offered'
  | 'lead.reassigned'
  | 'lead.credited'
  | 'lead.outcome'
  /**
   * The homeowner chose on their page: `data.choice`; or corrected their
   * e-mail or mobile: `data.choice` 'contact_changed', `data.field`, `data.changed_at`.
   */
  | 'lead.homeowner_update';

export interface PartnerEvent {
  partnerId: number;
  type: PartnerEventType;
  leadId: number;
  /** Extra fields of the event's `data` (never the homeowner's contact details). */
  data?: Record<string, unknown>;
}

/** The lead's fields a webhook may carry: what the portal shows before the lead is accepted. */
export interface LeadForEvent {
  id: number;
  county: string;
  eircode: string;
  property_type: string;
  number_of_windows: string;
  window_type: string;
  preferred_timeframe: string;
  window_material: string;
  glazing_type: string;
}

/** A partner with its webhook ('' when it has none). */
export interface HookedPartner {
  id: number;
  webhook_url: string;
}

// Details are released only on acceptance in the portal: never in a webhook, whoever passes them.
const CONTACT_FIELDS = new Set([
  'first_name',
  'last_name',
  'name',
  'email',
  'mobile_number',
  'phone',
  'property_address',
  'address',
  'eircode',
  'additional_info',
  'homeowner',
]);

/** The Eircode's routing key (its first 3 characters): the area, not the address. */
export function routingKey(eircode: string): string {
  return eircode.replace(/\s+/g, '').slice(0, 3).toUpperCase();
}

function leadData(lead: LeadForEvent, partnerId: number) {
  return {
    lead_id: lead.id,
    county: lead.county,
    routing_key: routingKey(lead.eircode),
    property_type: lead.property_type,
    number_of_windows: lead.number_of_windows,
    window_type: lead.window_type,
    window_material: lead.window_material,
    glazing_type: lead.glazing_type,
    preferred_timeframe: lead.preferred_timeframe,
    // The same signed link as the partner's e-mail: the lead in the portal.
    portal_url: leadLinkUrl(lead.id, partnerId),
  };
}

function extraData(data: Record<string, unknown> = {}) {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !CONTACT_FIELDS.has(key)));
}

/**
 * The outbox message that POSTs one event to a partner's webhook: the JSON body is the
 * Standard Webhooks payload `{ type, timestamp, data }`, signed on each attempt by the worker.
 */
export function webhookMessage(
  partner: HookedPartner,
  type: PartnerEventType,
  lead: LeadForEvent,
  options: { respondBy?: string | null; data?: Record<string, unknown>; at?: Date } = {},
): NewMessage {
  const data = {
    ...leadData(lead, partner.id),
    partner_id: partner.id,
    ...(options.respondBy ? { respond_by: options.respondBy } : {}),
    ...extraData(options.data),
  };
  // One event per outcome reported, and per homeowner's choice.
  const step = options.data?.outcome ?? options.data?.choice;
  // A contact correction can happen more than once: one event each.
  const when = typeof options.data?.changed_at === 'string' ? `:${options.data.changed_at}` : '';
  const outcome = typeof step === 'string' ? `:${step}${when}` : '';
  return {
    lead_id: lead.id,
    kind: 'partner_webhook',
    channel: 'webhook',
    recipient: partner.webhook_url,
    subject: newEventId(),
    body: JSON.stringify({ type, timestamp: (options.at ?? new Date()).toISOString(), data }),
    dedupe_key: `webhook:${type}:lead:${lead.id}:partner:${partner.id}${outcome}`,
    partner_id: partner.id,
  };
}

/**
 * The `lead.offered` messages of leads just given to partners, for those partners (rows already
 * read, with their webhook URL) that have a webhook: no query, so a submit pays nothing extra.
 */
export function offeredMessages(lead: LeadForEvent, partners: HookedPartner[]): NewMessage[] {
  const respondBy = respondByFrom(new Date().toISOString());
  return partners
    .filter((partner) => partner.webhook_url !== '')
    .map((partner) => webhookMessage(partner, 'lead.offered', lead, { respondBy }));
}

/** A test event the admin sends from the partner screen; not about any lead. */
export function testEventMessage(partner: HookedPartner, at = new Date()): NewMessage {
  const id = newEventId();
  return {
    lead_id: null,
    kind: 'partner_webhook',
    channel: 'webhook',
    recipient: partner.webhook_url,
    subject: id,
    body: JSON.stringify({
      type: 'webhook.test',
      timestamp: at.toISOString(),
      data: { partner_id: partner.id, message: `A test event from ${SITE.name}` },
    }),
    dedupe_key: `webhook:test:${id}`,
    partner_id: partner.id,
  };
}

/**
 * Queue the events' webhook deliveries in the outbox, in the caller's transaction: one message
 * per event whose partner has a webhook URL (two reads, only for partners that have one).
 */
export async function enqueuePartnerEvents(
  trx: Transaction<Database>,
  events: PartnerEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const partnerIds = [...new Set(events.map((event) => event.partnerId))];
  const partners = await findHookedPartners(trx, partnerIds);
  if (partners.length === 0) return;
  const hooked = new Map(partners.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
  const wanted = events.filter((event) => hooked.has(event.partnerId));
  const leadIds = [...new Set(wanted.map((event) => event.leadId))];
  const rows = await findEventLeads(trx, leadIds, [...hooked.keys()]);
  const leads = new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
  const respondBy = new Map(
    rows.map((row) => [`${Number(row.id)}:${Number(row.partner_id)}`, row.respond_by]),
  );
  const messages = wanted.flatMap((event) => {
    const lead = leads.get(event.leadId);
    if (!lead) return [];
    return [
      webhookMessage(hooked.get(event.partnerId)!, event.type, lead, {
        respondBy: respondBy.get(`${event.leadId}:${event.partnerId}`) ?? null,
        data: event.data,
      }),
    ];
  });
  await enqueueMessages(trx, messages);
}
