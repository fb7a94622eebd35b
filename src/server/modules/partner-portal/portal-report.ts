import {
  fromCents,
  type CreditStatus,
  type FlagReason,
  type Outcome,
  type OutcomeLostReason,
} from '../../../shared/partner-outcomes.js';

/** The lead_partners columns the portal shows of an outcome and a flag. */
export const PORTAL_REPORT_COLUMNS = [
  'lp.outcome',
  'lp.outcome_at',
  'lp.quote_cents',
  'lp.job_value_cents',
  'lp.lost_reason',
  'lp.flag_reason',
  'lp.flagged_at',
  'lp.credit_status',
] as const;

interface ReportRow {
  outcome: string;
  outcome_at: string | null;
  quote_cents: number | string | null;
  job_value_cents: number | string | null;
  lost_reason: string;
  flag_reason: string;
  flagged_at: string | null;
  credit_status: string;
}

/** One mapper from those columns to the portal lead's fields (blank labels become null). */
export function toPortalReport(row: ReportRow) {
  return {
    outcome: (row.outcome || null) as Outcome | null,
    outcome_at: row.outcome_at,
    quote_amount: fromCents(row.quote_cents),
    job_value: fromCents(row.job_value_cents),
    lost_reason: (row.lost_reason || null) as OutcomeLostReason | null,
    flag_reason: (row.flag_reason || null) as FlagReason | null,
    flagged_at: row.flagged_at,
    credit_status: (row.credit_status || null) as CreditStatus | null,
  };
}
