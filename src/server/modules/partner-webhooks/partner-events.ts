import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * What a partner's own tools are told about (issue 27): a lead offered to it, a lead taken
 * back from it, a lead credited. Every module that changes a partner's leads calls
 * enqueuePartnerEvents on its transaction; partners without a webhook URL get nothing.
 */
export type PartnerEventType = 'lead.offered' | 'lead.reassigned' | 'lead.credited' | 'lead.outcome';

export interface PartnerEvent {
  partnerId: number;
  type: PartnerEventType;
  leadId: number;
  /** Extra fields of the event's `data` (never the homeowner's contact details). */
  data?: Record<string, unknown>;
}

/** Queue the events' webhook deliveries in the outbox (written by the webhooks work). */
export async function enqueuePartnerEvents(
  _trx: Transaction<Database>,
  _events: PartnerEvent[],
): Promise<void> {
  // Placeholder until the webhook deliveries land; callers already pass their events.
}
