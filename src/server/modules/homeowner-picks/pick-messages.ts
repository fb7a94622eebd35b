import { SITE } from '../../../shared/site.js';
import type { NewMessage } from '../notifications/outbox-repository.js';
import type { LeadForMessage, PartnerForMessage } from '../notifications/templates.js';

const dublinTime = new Intl.DateTimeFormat('en-IE', {
  timeZone: 'Europe/Dublin',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * What a homeowner held for their pick is told: who was matched, that none of
 * them has their details yet, and where and until when to choose; the confirmation naming the
 * installers follows the pick (or the time limit).
 */
export function pickInvitationMessages(
  lead: LeadForMessage,
  partners: PartnerForMessage[],
  until: string,
): NewMessage[] {
  const by = dublinTime.format(new Date(until));
  const link = lead.request_url ?? `${SITE.domain}`;
  const names = partners.map((partner) => `  - ${partner.name}`).join('\n');
  const body = `Hi ${lead.first_name},

Thanks for asking ${SITE.name} for window replacement quotes (ref. ${lead.id}).

We have matched your request with ${partners.length} verified installer${partners.length === 1 ? '' : 's'} who cover ${lead.county}:

${names}

None of them has your details yet. Choose which of them may contact you on your request page:
${link}

If you have not chosen by ${by}, we pass your request to our usual choice of installers.

Kind regards,
The ${SITE.name} team
${SITE.phone} | ${SITE.email}

${SITE.legalEntity}, ${SITE.registeredAddress}. You received this e-mail because you requested quotes on ${SITE.domain}.
`;
  return [
    {
      lead_id: lead.id,
      kind: 'customer_pick_email',
      channel: 'email',
      recipient: lead.email,
      subject: `Choose your installers (ref. ${lead.id})`,
      body,
      dedupe_key: `lead:${lead.id}:customer_pick_email`,
    },
    {
      lead_id: lead.id,
      kind: 'customer_pick_sms',
      channel: 'sms',
      recipient: lead.mobile_number,
      body: `${SITE.name}: thanks ${lead.first_name}, ${partners.length} installer${partners.length === 1 ? '' : 's'} can quote for your windows (ref. ${lead.id}). Choose who may contact you by ${by}: ${link}`,
      dedupe_key: `lead:${lead.id}:customer_pick_sms`,
    },
  ];
}
