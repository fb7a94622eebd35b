import { Flag, Handshake } from 'lucide-react';
import { LEAD_STATUS_LABELS } from '@shared/lead-status';
import type { TimelineEntry } from '@shared/lead-timeline';
import { CREDIT_STATUS_LABELS, formatEuro, OUTCOME_LABELS } from '@shared/partner-outcomes';

type PartnerReport = Extract<TimelineEntry, { kind: 'partner_outcome' | 'partner_flag' }>;

/** The timeline's sentence for an installer's outcome or bad-lead flag. */
export function partnerReportText(entry: PartnerReport) {
  if (entry.kind === 'partner_flag') {
    return {
      icon: Flag,
      text: `${entry.partner} flagged the lead: ${entry.reason} (${CREDIT_STATUS_LABELS[entry.credit_status]})`,
      by: entry.by,
      body: entry.note || undefined,
    };
  }
  const detail =
    entry.amount !== null
      ? ` (${formatEuro(entry.amount)})`
      : entry.reason
        ? ` (${entry.reason})`
        : '';
  const status = entry.status_to ? `; status set to ${LEAD_STATUS_LABELS[entry.status_to]}` : '';
  return {
    icon: Handshake,
    text: `${entry.partner} reported: ${OUTCOME_LABELS[entry.outcome]}${detail}${status}`,
    by: entry.by,
  };
}
