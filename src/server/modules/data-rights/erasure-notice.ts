import { SITE } from '../../../shared/site.js';
import type { NewMessage } from '../notifications/outbox-repository.js';

/**
 * The e-mail telling an installer a homeowner had their data erased (GDPR art. 17 and 19):
 * the reference only, never a personal detail, since the message outlives the erasure.
 */
export function erasureNotice(leadId: number, partner: { id: number; email: string }): NewMessage {
  return {
    lead_id: leadId,
    kind: 'partner_erasure_notice',
    channel: 'email',
    recipient: partner.email,
    subject: `Erasure request: lead ref. ${leadId}`,
    body: [
      'Hello,',
      '',
      `The homeowner of the lead with reference ${leadId}, which ${SITE.name} passed to you, has asked for their personal data to be erased.`,
      '',
      'Please delete their name, contact details, address and any notes about this request from your own records and tools, and do not contact them about it again.',
      `If you have a reason in law to keep some of it, please tell us at ${SITE.privacyEmail}.`,
      '',
      `${SITE.name}`,
    ].join('\n'),
    dedupe_key: `lead:${leadId}:partner:${partner.id}:erasure_notice`,
  };
}
