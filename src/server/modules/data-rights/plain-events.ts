import type { TimelineEntry } from '../../../shared/lead-timeline.js';
import { LEAD_STATUS_LABELS } from '../../../shared/lead-status.js';
import { OUTCOME_LABELS } from '../../../shared/partner-outcomes.js';

const status = (value: keyof typeof LEAD_STATUS_LABELS | null) =>
  value ? LEAD_STATUS_LABELS[value].toLowerCase() : 'none';

const HOMEOWNER_CHOICE_WORDS: Record<'hired' | 'stop_contact' | 'withdraw_consent', string> = {
  hired: 'You told us you have hired someone',
  stop_contact: 'You asked us to stop contacting you',
  withdraw_consent: 'You withdrew your consent to share your details',
};

const RELEASED: Record<'expired' | 'declined' | 'credited', string> = {
  expired: 'did not answer in time',
  declined: 'declined it',
  credited: 'was credited for it',
};

/**
 * A timeline entry as one sentence for the homeowner's copy of their data, or null for
 * entries told elsewhere in it (messages are listed on their own) or of no concern to them.
 */
export function plainWords(entry: TimelineEntry): string | null {
  switch (entry.kind) {
    case 'created':
      return `We received your request from the page ${entry.page || '/'}.`;
    case 'status_changed':
      return `Our staff changed its status from ${status(entry.from)} to ${status(entry.to)}.`;
    case 'updated':
      return entry.changes.length > 0
        ? `Our staff corrected: ${entry.changes.map((change) => change.field.replace(/_/g, ' ')).join(', ')}.`
        : 'Our staff corrected the details.';
    case 'note':
      return entry.text ? `Our staff noted: ${entry.text}` : 'Our staff added a note.';
    case 'call':
      return `Our staff logged a call (${entry.outcome.replace(/_/g, ' ')})${entry.note ? `: ${entry.note}` : '.'}`;
    case 'next_action_set':
      return entry.due_at
        ? `Our staff planned a next step${entry.label ? ` (${entry.label})` : ''}.`
        : 'Our staff cleared the next step.';
    case 'county_set':
      return 'Our staff set the county.';
    case 'consent_confirmed':
      return 'Our staff recorded your consent to share your details.';
    case 'owner_changed':
      return 'The member of our staff looking after your request changed.';
    case 'merged':
      return `Another request of yours (ref. ${entry.merged_id}) was joined to this one.`;
    case 'restored':
      return 'Your request was restored after being deleted.';
    case 'partner':
      return `Your request was passed to ${entry.partner}${entry.method === 'manual' ? ' by our staff' : ''}.`;
    case 'partner_response':
      return `${entry.partner} ${entry.response} your request.`;
    case 'partner_released':
      return `Your request was taken back from ${entry.partner}, which ${RELEASED[entry.reason]}.`;
    case 'partner_outcome':
      return `${entry.partner} reported: ${OUTCOME_LABELS[entry.outcome].toLowerCase()}.`;
    case 'partner_flag':
      return `${entry.partner} reported a problem with the request (${entry.reason}).`;
    case 'phone_verified':
      return 'You confirmed your mobile number with the code we texted.';
    case 'phone_released':
      return 'Our staff passed your request on without the code we texted.';
    case 'homeowner_choice':
      return (
        HOMEOWNER_CHOICE_WORDS[entry.choice] + (entry.hired_with ? ` (${entry.hired_with}).` : '.')
      );
    case 'request_link':
      return entry.action === 'revoked'
        ? 'Our staff closed the link to your request page.'
        : 'Our staff sent you a new link to your request page.';
    case 'contact_changed':
      return `You changed your ${entry.field === 'email' ? 'e-mail address' : 'mobile number'} on your request page, with the code we sent to the new one.`;
    case 'message':
      return null;
  }
}
