import type { LeadStatus } from '../../../shared/lead-status.js';
import type { TimelineEntry } from '../../../shared/lead-timeline.js';
import {
  FLAG_REASON_LABELS,
  OUTCOME_LOST_REASON_LABELS,
  type CreditStatus,
  type FlagReason,
  type Outcome,
  type OutcomeLostReason,
} from '../../../shared/partner-outcomes.js';

/** The timeline's entries for installers' outcomes and flags. */

/** A partner_outcome event: which partner reported what, and the status it set (if any). */
export function partnerOutcomeEntry(
  at: string,
  detailText: string,
  toStatus: string | null,
  by: string | null,
): TimelineEntry {
  let detail: Record<string, unknown> = {};
  try {
    detail = JSON.parse(detailText || '{}') as Record<string, unknown>;
  } catch {
    // An unreadable detail still shows that an outcome was reported.
  }
  const lost = String(detail.lost_reason ?? '') as OutcomeLostReason;
  return {
    kind: 'partner_outcome',
    at,
    partner: String(detail.partner ?? ''),
    outcome: (detail.outcome ?? 'contacted') as Outcome,
    amount: typeof detail.amount === 'number' ? detail.amount : null,
    reason: OUTCOME_LOST_REASON_LABELS[lost] ?? lost,
    status_to: (toStatus as LeadStatus | null) ?? null,
    by,
  };
}

/** A flagged assignment, read from lead_partners with its current credit state. */
export function partnerFlagEntries(
  rows: {
    partner_name: string;
    flag_reason: string;
    flag_note: string;
    flagged_at: string | null;
    credit_status: string;
    flagger: string | null;
  }[],
): TimelineEntry[] {
  return rows.flatMap((row): TimelineEntry[] =>
    row.flagged_at && row.credit_status
      ? [
          {
            kind: 'partner_flag',
            at: row.flagged_at,
            partner: row.partner_name,
            reason: FLAG_REASON_LABELS[row.flag_reason as FlagReason] ?? row.flag_reason,
            note: row.flag_note,
            credit_status: row.credit_status as CreditStatus,
            by: row.flagger ?? null,
          },
        ]
      : [],
  );
}
