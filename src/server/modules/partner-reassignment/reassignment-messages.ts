import { SITE } from '../../../shared/site.js';
import type { NewMessage } from '../notifications/outbox-repository.js';

/** The e-mails of reassignment and automatic pausing, plain text. */

const dublinTime = new Intl.DateTimeFormat('en-IE', {
  timeZone: 'Europe/Dublin',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** An instant as Dublin's wall clock for a person: "Fri 27 Nov, 14:30". */
export const dublinWhen = (iso: string) => dublinTime.format(new Date(iso));
const when = dublinWhen;

/** To the partner a lead was taken back from: why, and what it means for them. */
export function takenBackEmail(
  lead: { id: number; county: string },
  partner: { id: number; name: string; contact_name: string; email: string },
  respondBy: string | null,
  portalUrl: string,
): NewMessage {
  return {
    lead_id: lead.id,
    kind: 'partner_taken_back',
    channel: 'email',
    recipient: partner.email,
    subject: `Lead ref. ${lead.id} has been passed to another installer`,
    body: `Hello ${partner.contact_name || partner.name},

The window quote request ref. ${lead.id} in ${lead.county || 'your area'} was not accepted or declined${respondBy ? ` by ${when(respondBy)}` : ' in time'}, so we have passed it to another installer. Please do not contact the homeowner about it.

Answering each lead within its response window (counted in business hours, 08:00-20:00, Monday to Saturday) keeps your place in the rotation. Your leads: ${portalUrl}

${SITE.name}
${SITE.phone} | ${SITE.email}
`,
    dedupe_key: `lead:${lead.id}:partner:${partner.id}:taken_back`,
  };
}

/** To each active admin: a partner was paused after leads expired in a row. */
export function partnerPausedEmail(
  partner: { id: number; name: string },
  admin: { id: number; name: string; email: string },
  pausedAt: string,
  expiredInRow: number,
  partnersUrl: string,
): NewMessage {
  return {
    lead_id: null,
    kind: 'partner_paused',
    channel: 'email',
    recipient: admin.email,
    subject: `Partner paused automatically: ${partner.name}`,
    body: `Hi ${admin.name},

${partner.name} was paused on ${when(pausedAt)}: ${expiredInRow} leads expired in a row without an answer. It gets no new leads until someone resumes it on the partner screen, which also starts its count afresh.

${partnersUrl}

${SITE.name}
`,
    dedupe_key: `partner_paused:${partner.id}:${pausedAt}:${admin.id}`,
  };
}
