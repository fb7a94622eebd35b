import { HOMEOWNER_CHOICES, type HomeownerChoice } from '../../../shared/homeowner-request-text.js';
import type { TimelineEntry } from '../../../shared/lead-timeline.js';

function detailOf(text: string): Record<string, unknown> {
  try {
    const value: unknown = text ? JSON.parse(text) : {};
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A homeowner's choice, a change of their link or their corrected e-mail or mobile, as the
 * lead's timeline shows it.
 */
export function homeownerEntry(
  type: 'homeowner_choice' | 'request_link' | 'contact_changed',
  at: string,
  detail: string,
  by: string | null,
): TimelineEntry {
  const data = detailOf(detail);
  if (type === 'contact_changed') {
    return {
      kind: 'contact_changed',
      at,
      field: data.field === 'email' ? 'email' : 'mobile_number',
    };
  }
  if (type === 'request_link') {
    return {
      kind: 'request_link',
      at,
      action: data.action === 'issued' ? 'issued' : 'revoked',
      by,
    };
  }
  const choice = HOMEOWNER_CHOICES.includes(data.choice as HomeownerChoice)
    ? (data.choice as HomeownerChoice)
    : 'stop_contact';
  const hiredWith = typeof data.hired_with === 'string' ? data.hired_with : '';
  return { kind: 'homeowner_choice', at, choice, hired_with: hiredWith };
}
