import { LEAD_STATUS_LABELS, type LeadStatus } from '@shared/lead-status';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const STATUS_TONES: Record<LeadStatus, BadgeTone> = {
  new: 'blue',
  contacted: 'yellow',
  quoted: 'purple',
  converted: 'green',
  lost: 'red',
};

export function LeadStatusBadge({ status, className }: { status: LeadStatus; className?: string }) {
  return (
    <Badge tone={STATUS_TONES[status]} className={className}>
      {LEAD_STATUS_LABELS[status]}
    </Badge>
  );
}
