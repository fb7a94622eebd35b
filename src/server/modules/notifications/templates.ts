import { LEAD_FIELD_LABELS as L } from '../../../shared/lead-fields.js';
import { SITE } from '../../../shared/site.js';

/** Plain-text messages in Irish English. Each says which companies will be in touch. */
export interface LeadForMessage {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  county: string;
  eircode: string;
  property_address: string;
  property_type: string;
  window_type: string;
  number_of_windows: string;
  preferred_timeframe: string;
  window_material: string;
  glazing_type: string;
  additional_info: string;
  consent_at: string | null;
  /** 'pending' while the lead waits for the homeowner's texted code. */
  phone_verification?: string;
  /** 'awaiting' while the lead waits for the homeowner's pick of installers. */
  homeowner_pick?: string;
  /** The homeowner's page, where the message is written with its new link. */
  request_url?: string;
}

export interface PartnerForMessage {
  name: string;
  contact_name: string;
}

function companyList(partners: PartnerForMessage[]): string {
  return partners.map((partner) => `  - ${partner.name}`).join('\n');
}

function installerCount(partners: PartnerForMessage[]): string {
  return `${partners.length} verified installer${partners.length === 1 ? '' : 's'}`;
}

/** The homeowner's page in an e-mail: who has the request, and their choices. */
function requestLinkLines(lead: LeadForMessage): string {
  if (!lead.request_url) return '';
  return `
Follow your request, see who has your details, or tell us to stop contacting you:
${lead.request_url}
`;
}

function smsLink(lead: LeadForMessage): string {
  return lead.request_url ? ` Your request: ${lead.request_url}` : '';
}

export function customerConfirmationEmail(lead: LeadForMessage, partners: PartnerForMessage[]) {
  const who =
    partners.length > 0
      ? `We have passed your request to ${installerCount(partners)} who cover ${lead.county || 'your area'}. Expect to hear from:\n\n${companyList(partners)}\n\nMost homeowners get their first quote in about 45 minutes, and all within 2 hours.`
      : lead.consent_at === null
        ? // Sent without consent to share: nothing goes to installers until they agree.
          `Before we pass your details to any installer, one of our team will contact you to check that you are happy for us to share them. Nothing is shared until you agree.`
        : `We are finding verified installers who cover ${lead.county || 'your area'} and will let you know who will be in touch as soon as they are confirmed.`;
  return {
    subject: `Your window quote request (ref. ${lead.id})`,
    body: `Hi ${lead.first_name},

Thanks for asking ${SITE.name} for window replacement quotes.

${who}

Your request
  Reference: ${lead.id}
  Property: ${[lead.property_type, lead.property_address, lead.county, lead.eircode].filter(Boolean).join(', ') || 'not given'}
  Windows: ${[lead.number_of_windows, lead.window_type].filter(Boolean).join(' x ') || 'not given'}
  Timeframe: ${lead.preferred_timeframe || 'not given'}
${requestLinkLines(lead)}
Compare the quotes at your own pace: you are under no obligation to accept any of them.
If anything is wrong in your request, just reply to this e-mail.

Kind regards,
The ${SITE.name} team
${SITE.phone} | ${SITE.email}

${SITE.legalEntity}, ${SITE.registeredAddress}. You received this e-mail because you requested quotes on ${SITE.domain}.
`,
  };
}

export function customerConfirmationSms(lead: LeadForMessage, partners: PartnerForMessage[]) {
  const names = partners.map((partner) => partner.name).join(', ');
  if (partners.length > 0) {
    return `${SITE.name}: thanks ${lead.first_name}, your window request (ref. ${lead.id}) has gone to ${names}. Expect your first quote in about 45 minutes.${smsLink(lead)}`;
  }
  return lead.consent_at === null
    ? `${SITE.name}: thanks ${lead.first_name}, we have your window request (ref. ${lead.id}). We will contact you to check you are happy for us to share your details with local installers.${smsLink(lead)}`
    : `${SITE.name}: thanks ${lead.first_name}, we have your window request (ref. ${lead.id}) and are matching you with local installers now.${smsLink(lead)}`;
}

/** The follow-up when a held lead is passed on later: who will be in touch. */
export function customerInstallersEmail(lead: LeadForMessage, partners: PartnerForMessage[]) {
  return {
    subject: `Installers for your window quote request (ref. ${lead.id})`,
    body: `Hi ${lead.first_name},

We have now passed your window replacement request (ref. ${lead.id}) to ${installerCount(partners)} who cover ${lead.county}. Expect to hear from:

${companyList(partners)}

Most homeowners get their first quote within 2 hours. You are under no obligation to accept any of them.
${requestLinkLines(lead)}
Kind regards,
The ${SITE.name} team
${SITE.phone} | ${SITE.email}

${SITE.legalEntity}, ${SITE.registeredAddress}. You received this e-mail because you requested quotes on ${SITE.domain}.
`,
  };
}

export function customerInstallersSms(lead: LeadForMessage, partners: PartnerForMessage[]) {
  const names = partners.map((partner) => partner.name).join(', ');
  return `${SITE.name}: your window request (ref. ${lead.id}) has now gone to ${names}. Expect your first quote within 2 hours.${smsLink(lead)}`;
}

/**
 * The e-mail telling an installer of a new lead: what the job is, nothing that
 * names or reaches the homeowner, and a signed link that opens the lead to accept or decline;
 * the homeowner's details are released only on acceptance.
 */
export function partnerLeadEmail(
  lead: LeadForMessage,
  partner: PartnerForMessage,
  link: { url: string; days: number },
) {
  const rows: [string, string][] = [
    [L.county.text, lead.county],
    ['Area (Eircode routing key)', lead.eircode.replace(/\s+/g, '').slice(0, 3).toUpperCase()],
    [L.property_type.text, lead.property_type],
    [L.window_type.text, lead.window_type],
    [L.number_of_windows.text, lead.number_of_windows],
    [L.preferred_timeframe.text, lead.preferred_timeframe],
    [L.window_material.text, lead.window_material],
    [L.glazing_type.text, lead.glazing_type],
  ];
  const details = rows
    .filter(([, value]) => value)
    .map(([label, value]) => `  ${label}: ${value}`)
    .join('\n');
  return {
    subject: `New window quote request in ${lead.county || 'your area'} (ref. ${lead.id})`,
    body: `Hello ${partner.contact_name || partner.name},

A homeowner has asked for window replacement quotes and you are one of up to 5 installers
we have matched. Please answer quickly: they have been told to expect a call.

${details}

What they told us:
${lead.additional_info || '(nothing more)'}

Accept or decline this lead (no password needed; the link works for ${link.days} days):
${link.url}

Once you accept, the homeowner's name, phone, e-mail and address are shown to you. You can
also answer every lead in your portal after signing in.

${SITE.name}
${SITE.phone} | ${SITE.email}
`,
  };
}

/** One lead in a manager's digest. */
export interface DigestLead {
  id: number;
  first_name: string;
  last_name: string;
  next_action_label: string;
  next_action_at: string;
}

const digestTime = new Intl.DateTimeFormat('en-IE', {
  timeZone: 'Europe/Dublin',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function digestLines(leads: DigestLead[]): string {
  return leads
    .map((lead) => {
      const name = `${lead.first_name} ${lead.last_name}`.trim() || 'Unnamed lead';
      const due = digestTime.format(new Date(lead.next_action_at));
      return `  #${lead.id} ${name}: ${lead.next_action_label || 'Next action'}, due ${due}`;
    })
    .join('\n');
}

/** The 08:00 e-mail to a manager: their overdue leads, then those due later today. */
export function managerDigestEmail(
  manager: { name: string },
  digest: { overdue: DigestLead[]; dueToday: DigestLead[]; more: boolean; baseUrl: string },
) {
  const sections = [
    digest.overdue.length > 0
      ? `Overdue (${digest.overdue.length})\n${digestLines(digest.overdue)}`
      : '',
    digest.dueToday.length > 0
      ? `Due today (${digest.dueToday.length})\n${digestLines(digest.dueToday)}`
      : '',
  ].filter(Boolean);
  return {
    subject: `Your leads today: ${digest.overdue.length}${digest.more ? '+' : ''} overdue, ${digest.dueToday.length} due today`,
    body: `Hi ${manager.name},

Here are the leads you own with a next action overdue or due today.

${sections.join('\n\n')}
${digest.more ? '\nThere are more than these: open the lists for all of them.\n' : ''}
Overdue: ${digest.baseUrl}/manager/leads?filter=overdue
Due today: ${digest.baseUrl}/manager/leads?filter=due_today

${SITE.name}
`,
  };
}

/** What a homeowner said on their page, as the installers who have the lead are told it. */
export type HomeownerNews = 'hired' | 'stop_contact' | 'withdraw_consent';

/**
 * The e-mail telling an installer what the homeowner chose on their page: the
 * reference only, never the homeowner's details.
 */
export function partnerHomeownerEmail(
  lead: { id: number; county: string },
  partner: PartnerForMessage,
  news: HomeownerNews,
  hiredWith: string,
) {
  const what = {
    hired: `has hired ${hiredWith ? `someone (${hiredWith})` : 'someone'} for the job`,
    stop_contact: 'has asked not to be contacted any more about it',
    withdraw_consent:
      'has withdrawn their consent to share their details. Please delete their details from your records',
  }[news];
  const subjects = {
    hired: 'Homeowner has hired someone',
    stop_contact: 'Homeowner asks not to be contacted',
    withdraw_consent: 'Homeowner has withdrawn consent',
  };
  return {
    subject: `${subjects[news]} (ref. ${lead.id})`,
    body: `Hello ${partner.contact_name || partner.name},

The homeowner of window quote request ref. ${lead.id}${lead.county ? ` in ${lead.county}` : ''} ${what}.

Please do not call, text or e-mail them again about this request.

${SITE.name}
${SITE.phone} | ${SITE.email}
`,
  };
}
