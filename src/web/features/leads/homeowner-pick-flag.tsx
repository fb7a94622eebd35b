import { useState } from 'react';
import { ListChecks, Send } from 'lucide-react';
import type { LeadPickStatus } from '@shared/homeowner-picks';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useHomeownerPick, useReleasePick } from './api/use-homeowner-pick';
import { LeadFlag } from './lead-flags';
import type { LeadRow } from './lead-row';

/** The list's note on a lead held for the homeowner's pick, under the mobile number. */
export function PickAwaitingMark({ row }: { row: Pick<LeadRow, 'homeownerPick'> }) {
  if (row.homeownerPick !== 'awaiting') return null;
  return (
    <span className="block whitespace-nowrap text-xs font-medium text-sky-800">
      Awaiting the homeowner’s pick
    </span>
  );
}

function outcome(status: LeadPickStatus): string {
  const picked = status.installers.filter((installer) => installer.picked).map((i) => i.name);
  if (status.state === 'picked') return `The homeowner picked ${picked.join(', ')}.`;
  if (status.state === 'timed_out') {
    return 'The homeowner did not pick in time, so it went to the default matching.';
  }
  return 'Sent on by staff to the default matching before the homeowner picked.';
}

/**
 * The detail page's flag on a lead held for the homeowner's pick of installers: until when, whom it
 * was matched to, and the staff action that sends it on now; once it went out, how.
 */
export function HomeownerPickFlag({ leadId }: { leadId: string }) {
  const status = useHomeownerPick(leadId);
  const release = useReleasePick(leadId);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const data = status.data;
  if (!data || data.state === '') return null;
  if (data.state !== 'awaiting') {
    return (
      <p
        className="flex items-start gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
        data-testid="homeowner-pick-outcome"
      >
        <ListChecks aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-600" />
        {outcome(data)}
      </p>
    );
  }

  async function sendOn() {
    try {
      await release.mutateAsync();
      toast.success('Sent', 'The lead has gone to the matched installers.');
    } catch (failure) {
      toast.error('Could not send the lead', errorMessage(failure));
    }
  }

  return (
    <LeadFlag
      icon={ListChecks}
      tone="sky"
      title="Awaiting the homeowner’s pick"
      labelledBy="lead-pick-flag"
      text={
        <>
          Matched to {data.installers.map((installer) => installer.name).join(', ')}. No installer
          has it until the homeowner picks, or until <strong>{formatDateTime(data.until)}</strong>,
          when it goes to all of them.
        </>
      }
    >
      <Button onClick={() => setConfirmOpen(true)} disabled={release.isPending}>
        <Send aria-hidden />
        {release.isPending ? 'Sending…' : 'Send to matched installers now'}
      </Button>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Send this lead on without the homeowner’s pick?"
        description="It goes to the installers the usual matching chooses now, and the homeowner can no longer pick. Your name is kept in the audit log."
        confirmLabel="Send now"
        onConfirm={sendOn}
      />
    </LeadFlag>
  );
}
