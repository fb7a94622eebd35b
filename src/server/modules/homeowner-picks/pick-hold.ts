import type { HomeownerPickSettings } from '../../../shared/homeowner-picks.js';
import type { Db } from '../../db/connection.js';
import type { Pipeline } from '../../db/pipelined-transaction.js';
import { issueRequestLink } from '../homeowner-requests/request-service.js';
import { enqueueMessages } from '../notifications/outbox-repository.js';
import type { LeadForMessage } from '../notifications/templates.js';
import type { DispatchOptions, NewLeadsPlan } from '../partners/lead-dispatch.js';
import type { PartnerRow } from '../partners/partner-repository.js';
import { pickInvitationMessages } from './pick-messages.js';
import { holdLead, holdLeadQuery, insertPickOffers, pickOffersQuery } from './pick-repository.js';
import { pickDeadline, readPickSettings } from './pick-settings.js';

const offersOf = (leadId: number, partners: PartnerRow[]) =>
  partners.map((partner, position) => ({
    lead_id: leadId,
    partner_id: Number(partner.id),
    position,
  }));

/**
 * In the submit's pipelined transaction: with the admin's switch on, each lead
 * matched to installers is held instead of passed on. Its assignments and messages leave the
 * plan; its matched installers are kept as offers, and the homeowner is asked to choose.
 * Answers each held lead's time limit (undefined: not held), in the order of the leads.
 */
export function holdNewLeadsForPicks(
  pipeline: Pipeline,
  db: Db,
  leads: (LeadForMessage & { request_url?: string })[],
  plan: NewLeadsPlan,
  settings: HomeownerPickSettings,
  now: Date,
): (string | undefined)[] {
  if (!settings.homeowner_picks) return leads.map(() => undefined);
  const until = pickDeadline(now, settings.pick_hours);
  const held = new Set<number>();
  const offers = leads.flatMap((lead, k) => {
    const partners = plan.chosen[k]!;
    if (partners.length === 0) return [];
    held.add(Number(lead.id));
    return offersOf(Number(lead.id), partners);
  });
  if (held.size === 0) return leads.map(() => undefined);
  plan.assignments = plan.assignments.filter((entry) => !held.has(Number(entry.leadId)));
  plan.messages = plan.messages.filter((message) => !held.has(Number(message.lead_id)));
  leads.forEach((lead, k) => {
    if (!held.has(Number(lead.id))) return;
    void pipeline.send(holdLeadQuery(db, Number(lead.id), until));
    plan.messages.push(...pickInvitationMessages(lead, plan.chosen[k]!, until));
  });
  void pipeline.send(pickOffersQuery(db, offers));
  return leads.map((lead) => (held.has(Number(lead.id)) ? until : undefined));
}

/**
 * For a lead passed on later (its phone code confirmed): hold it for the homeowner's pick when
 * the admin's switch is on, as a submit would have (dispatchConfirmedLead's option).
 */
export async function pickHoldFor(trx: Db, lead: LeadForMessage): Promise<DispatchOptions> {
  const settings = await readPickSettings(trx);
  if (!settings.homeowner_picks) return {};
  return {
    holdForPick: async (partners) => {
      const until = pickDeadline(new Date(), settings.pick_hours);
      await holdLead(trx, lead.id, until);
      await insertPickOffers(trx, offersOf(lead.id, partners));
      const request_url = await issueRequestLink(trx, lead.id);
      await enqueueMessages(trx, pickInvitationMessages({ ...lead, request_url }, partners, until));
      return true;
    },
  };
}
