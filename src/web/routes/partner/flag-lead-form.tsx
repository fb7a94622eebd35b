import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import {
  FLAG_REASON_LABELS,
  FLAG_REASONS,
  type FlagInput,
  type FlagReason,
} from '@shared/partner-outcomes';
import type { PortalLead } from '@shared/partner-portal';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

/** Whether the installer may still report a bad lead. */
function canFlag(lead: PortalLead): boolean {
  return (
    lead.response !== 'declined' &&
    lead.credit_status === null &&
    lead.outcome !== 'quoted' &&
    lead.outcome !== 'won'
  );
}

/** "Report a problem with this lead": a bad lead we credit at once when we can prove it. */
export function FlagLeadForm({ lead }: { lead: PortalLead }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<FlagReason>('wrong_number');
  const [note, setNote] = useState('');
  const send = useMutation({
    mutationFn: (input: FlagInput) => api.post<PortalLead>(`/partner/leads/${lead.id}/flag`, input),
    onSuccess: async (flagged) => {
      toast.success(
        flagged.credit_status === 'credited' ? 'Lead credited' : 'Problem reported',
        flagged.credit_status === 'credited'
          ? 'It no longer counts towards your daily leads.'
          : 'We will review it.',
      );
      setOpen(false);
      await client.invalidateQueries({ queryKey: ['partner-leads'] });
    },
    onError: (failure) => toast.error(errorMessage(failure, 'Could not send your report')),
  });

  if (!canFlag(lead)) return null;
  if (!open) {
    return (
      <Button variant="link" className="mt-3 h-auto px-0" onClick={() => setOpen(true)}>
        <Flag aria-hidden />
        Report a problem with this lead
      </Button>
    );
  }
  const id = (name: string) => `${name}-${lead.id}`;
  return (
    <form
      className="mt-4 space-y-3 rounded-md border border-slate-200 p-3"
      aria-label="Report a problem with this lead"
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate({ reason, note });
      }}
    >
      <div className="space-y-1">
        <Label htmlFor={id('flag-reason')}>What is wrong with it?</Label>
        <NativeSelect
          id={id('flag-reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value as FlagReason)}
        >
          {FLAG_REASONS.map((value) => (
            <option key={value} value={value}>
              {FLAG_REASON_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor={id('flag-note')}>Details (optional)</Label>
        <Textarea
          id={id('flag-note')}
          rows={2}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button type="submit" size="lg" disabled={send.isPending}>
          Send report
        </Button>
        <Button type="button" size="lg" variant="outline" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
