import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Combine, CopyCheck } from 'lucide-react';
import { duplicateText } from '@shared/lead-duplicates';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useMergeLeads } from './api/use-merge-leads';
import type { LeadRow } from './lead-row';

/**
 * "Possible duplicate of #N" on a lead that matched an earlier lead of the same homeowner,
 * with a link to it and "Merge into #N": this lead is folded into #N and
 * deleted, and the page moves to #N.
 */
export function LeadDuplicateBanner({ lead, basePath }: { lead: LeadRow; basePath: string }) {
  const [confirming, setConfirming] = useState(false);
  const merge = useMergeLeads();
  const navigate = useNavigate();
  const original = lead.duplicateOf;
  if (!original) return null;

  async function mergeIntoOriginal() {
    if (!original) return;
    try {
      await merge.mutateAsync({ keptId: original, otherId: lead.id });
      toast.success('Leads merged', `Lead #${lead.id} is now part of lead #${original}.`);
      void navigate(`${basePath}/leads/${original}`, { replace: true });
    } catch (caught) {
      toast.error('Could not merge the leads', errorMessage(caught));
    }
  }

  return (
    <section
      role="region"
      aria-labelledby="lead-duplicate-title"
      className="flex flex-col gap-3 rounded-xl border border-sky-300 bg-sky-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 gap-3">
        <CopyCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-sky-700" />
        <div className="min-w-0">
          <h2 id="lead-duplicate-title" className="font-semibold text-sky-950">
            {duplicateText(Number(original))}
          </h2>
          <p className="text-sm text-sky-900">
            The same mobile, e-mail, or Eircode and surname came in on{' '}
            <Link
              to={`${basePath}/leads/${original}`}
              className="font-medium underline underline-offset-2 hover:text-sky-700"
            >
              lead #{original}
            </Link>{' '}
            in the last 90 days. Partners that already have this homeowner were not sent it again.
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <Button variant="outline" onClick={() => setConfirming(true)} disabled={merge.isPending}>
          <Combine aria-hidden />
          Merge into #{original}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Merge lead #${lead.id} into #${original}?`}
        description={`Lead #${original} keeps its details and status and takes this lead's history, partner deliveries and messages; its blank fields are filled from this lead. Lead #${lead.id} is then deleted. This cannot be undone.`}
        confirmLabel={`Merge into #${original}`}
        destructive
        onConfirm={mergeIntoOriginal}
      />
    </section>
  );
}
