import {
  CREDIT_STATUS_LABELS,
  FLAG_REASON_LABELS,
  formatEuro,
  OUTCOME_LABELS,
  OUTCOME_LOST_REASON_LABELS,
  portalStatus,
  PORTAL_STATUS_LABELS,
  type PortalStatus,
} from '@shared/partner-outcomes';
import type { PortalLead } from '@shared/partner-portal';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';

const TONES: Record<PortalStatus, BadgeTone> = {
  new: 'yellow',
  accepted: 'green',
  quoted: 'blue',
  won: 'purple',
  lost: 'neutral',
  declined: 'neutral',
};

/** The list's status of a lead: new (awaiting response), accepted, quoted, won, lost, declined. */
export function PortalStatusBadge({ lead }: { lead: PortalLead }) {
  // A credited lead no longer waits for an answer nor counts as the partner's.
  if (lead.credit_status === 'credited') return <Badge tone="purple">Credited</Badge>;
  const status = portalStatus(lead);
  return <Badge tone={TONES[status]}>{PORTAL_STATUS_LABELS[status]}</Badge>;
}

/** Accept and decline stay offered while no bad-lead flag holds the lead. */
export function canAnswer(lead: PortalLead): boolean {
  return lead.credit_status !== 'credited' && lead.credit_status !== 'review';
}

/** What the installer reported last, in one line ("Quote sent: €4,250 · 27 Nov, 10:12"). */
export function OutcomeSummary({ lead }: { lead: PortalLead }) {
  if (!lead.outcome) return null;
  let detail = '';
  if (lead.outcome === 'quoted' && lead.quote_amount !== null)
    detail = formatEuro(lead.quote_amount);
  if (lead.outcome === 'won' && lead.job_value !== null) detail = formatEuro(lead.job_value);
  if (lead.outcome === 'lost' && lead.lost_reason) {
    detail = OUTCOME_LOST_REASON_LABELS[lead.lost_reason];
  }
  return (
    <p className="mt-3 text-sm text-slate-700">
      <span className="font-semibold">{OUTCOME_LABELS[lead.outcome]}</span>
      {detail ? `: ${detail}` : ''}
      {lead.outcome_at ? ` · ${formatDateTime(lead.outcome_at)}` : ''}
    </p>
  );
}

/** The installer's bad-lead report and what became of it. */
export function FlagSummary({ lead }: { lead: PortalLead }) {
  if (!lead.flag_reason || !lead.credit_status) return null;
  const after: Record<typeof lead.credit_status, string> = {
    credited: 'It no longer counts towards your daily leads.',
    review: 'We will look at it and let you know.',
    rejected: 'We checked it and it still counts as one of your leads.',
  };
  return (
    <p className="mt-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-slate-800">
      <span className="font-semibold">
        Problem reported: {FLAG_REASON_LABELS[lead.flag_reason]} ·{' '}
        {CREDIT_STATUS_LABELS[lead.credit_status]}
      </span>
      <span className="block">{after[lead.credit_status]}</span>
    </p>
  );
}
