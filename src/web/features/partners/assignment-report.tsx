import { Flag } from 'lucide-react';
import {
  CREDIT_STATUS_LABELS,
  FLAG_REASON_LABELS,
  formatEuro,
  OUTCOME_LABELS,
  OUTCOME_LOST_REASON_LABELS,
  type AssignmentReport as Report,
  type CreditStatus,
} from '@shared/partner-outcomes';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const CREDIT_TONES: Record<CreditStatus, BadgeTone> = {
  review: 'yellow',
  credited: 'purple',
  rejected: 'neutral',
};

function outcomeText(report: Report): string {
  if (!report.outcome) return '';
  const label = OUTCOME_LABELS[report.outcome];
  if (report.outcome === 'won' && report.job_value !== null) {
    return `${label} · ${formatEuro(report.job_value)}`;
  }
  if (report.outcome === 'lost' && report.lost_reason) {
    return `${label} · ${OUTCOME_LOST_REASON_LABELS[report.lost_reason]}`;
  }
  if (report.quote_amount !== null && report.outcome === 'quoted') {
    return `${label} · ${formatEuro(report.quote_amount)}`;
  }
  return label;
}

/** A partner's reported outcome and any bad-lead flag, under its name on the partner card. */
export function AssignmentReport({ report }: { report: Report }) {
  const outcome = outcomeText(report);
  if (!outcome && !report.flag_reason) return null;
  return (
    <div className="w-full space-y-1 text-xs text-slate-600">
      {outcome ? <p>Installer reported: {outcome}</p> : null}
      {report.flag_reason && report.credit_status ? (
        <div className="flex flex-wrap items-center gap-2">
          <Flag aria-hidden className="size-3.5 text-red-600" />
          <span>Flagged: {FLAG_REASON_LABELS[report.flag_reason]}</span>
          <Badge tone={CREDIT_TONES[report.credit_status]}>
            {CREDIT_STATUS_LABELS[report.credit_status]}
          </Badge>
          {report.flag_note ? (
            <span className="basis-full whitespace-pre-line break-words">“{report.flag_note}”</span>
          ) : null}
          {report.credit_note ? (
            <span className="basis-full break-words text-slate-500">{report.credit_note}</span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
