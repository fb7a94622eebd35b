import { CONTACT_FIELD_WORDS, type ContactField } from '../../../shared/contact-change-text.js';
import { PHONE_CODE_MINUTES } from '../../../shared/phone-verification-rules.js';
import { SITE } from '../../../shared/site.js';
import type { NewMessage } from '../notifications/outbox-repository.js';
import { leadLinkUrl } from '../partner-links/lead-link.js';

/**
 * The code to the NEW address only, through the outbox. Its kind is not a
 * `customer_` one: the homeowner asked for it just now, so "Stop contacting me" does not hold it.
 */
export function contactCodeMessage(
  leadId: number,
  change: { field: ContactField; value: string },
  code: string,
  at: string,
): NewMessage {
  const common = {
    lead_id: leadId,
    recipient: change.value,
    dedupe_key: `lead:${leadId}:contact_code:${at}`,
  };
  if (change.field === 'mobile_number') {
    return {
      ...common,
      kind: 'contact_code_sms',
      channel: 'sms',
      body: `${code} is your ${SITE.name} code. Type it on your request page within ${PHONE_CODE_MINUTES} minutes to make this your mobile number. If you did not ask, ignore this text.`,
    };
  }
  return {
    ...common,
    kind: 'contact_code_email',
    channel: 'email',
    subject: `${code} is your code to confirm your e-mail address`,
    body: `Hello,

Someone, we hope you, asked on their ${SITE.name} request page (ref. ${leadId}) to make this their e-mail address.

Your code is ${code}

Type it on the request page within ${PHONE_CODE_MINUTES} minutes. If you did not ask for this, ignore this e-mail: nothing changes without the code.

${SITE.name}
${SITE.phone} | ${SITE.email}
`,
  };
}

/**
 * An installer told the homeowner corrected their e-mail or mobile: the reference and the
 * portal link only, never the new value (the portal shows it once the lead is accepted).
 */
export function partnerContactChangedMessage(
  lead: { id: number; county: string },
  partner: { id: number; name: string; contact_name: string; email: string },
  field: ContactField,
  at: string,
): NewMessage {
  const words = CONTACT_FIELD_WORDS[field];
  return {
    lead_id: lead.id,
    kind: 'partner_homeowner_update',
    channel: 'email',
    recipient: partner.email,
    subject: `Homeowner corrected their ${words} (ref. ${lead.id})`,
    body: `Hello ${partner.contact_name || partner.name},

The homeowner of window quote request ref. ${lead.id}${lead.county ? ` in ${lead.county}` : ''} corrected their ${words} on their request page, confirmed with a code we sent to the new one.

If you have accepted this request, the new ${words} is on the lead in your portal:
${leadLinkUrl(lead.id, partner.id)}

Please use it from now on, and update any copy you keep.

${SITE.name}
${SITE.phone} | ${SITE.email}
`,
    dedupe_key: `lead:${lead.id}:partner:${partner.id}:homeowner:contact:${at}`,
  };
}
