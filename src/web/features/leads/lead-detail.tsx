import { Fragment, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Save, Trash2 } from 'lucide-react';
import {
  isLeadStatus,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
} from '@shared/lead-status';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useDeleteLeads } from './api/use-delete-leads';
import { useLead } from './api/use-lead';
import { useUpdateLead } from './api/use-update-lead';
import { fullName, type LeadRow } from './lead-row';
import { LEAD_ERRORS } from './lead-errors';
import { LeadDetailCards } from './lead-detail-cards';
import { LeadSourceCard } from './lead-source-card';
import { LeadDataRights, LeadErasedBanner } from './lead-data-rights';
import { LeadRequestLinkCard } from './lead-request-link-card';
import { LeadFlags } from './lead-flags';
import { PhoneVerificationFlag } from './phone-verification-flag';
import { HomeownerPickFlag } from './homeowner-pick-flag';
import { LeadDuplicateBanner } from './lead-duplicate-banner';
import { LostReasonSelect } from './lead-lost-reason';
import { LeadOwnerControl, LostReasonNote } from './lead-owner';
import { LeadStatusBadge } from './lead-status-badge';
import { useScreenTitle } from '@/lib/use-screen-title';
import { LeadTimeline } from './lead-timeline';
import { LeadEditDialog } from './work/lead-edit-dialog';
import { LeadWork } from './work/lead-work';

const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({
  value: status,
  label: LEAD_STATUS_LABELS[status],
}));

function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-brand-700"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </Link>
  );
}

/**
 * One lead with its status controls; `basePath` is /admin or /manager. The flags of
 * a lead held back from partners come first. `extra` renders more cards after the
 * four (routes compose other features in here); they are drawn afresh once the lead is
 * passed on, so they show what that sent.
 */
export function LeadDetail({
  basePath,
  extra,
}: {
  basePath: string;
  extra?: (leadId: string, lead: LeadRow) => ReactNode;
}) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const listPath = `${basePath}/leads`;
  const query = useLead(id);
  const lead = query.data;
  // The status chosen in the select, until it is saved; null shows the lead's own.
  const [draft, setDraft] = useState<LeadStatus | null>(null);
  // Asked for when Lost is chosen; Save Status waits for it.
  const [lostReason, setLostReason] = useState('');
  const [draftFor, setDraftFor] = useState(id);
  if (draftFor !== id) {
    setDraftFor(id);
    setDraft(null);
    setLostReason('');
  }
  const update = useUpdateLead();
  const deletion = useDeleteLeads();

  useScreenTitle(lead ? `Lead #${lead.id}: ${fullName(lead)}` : 'Lead Details');

  if (query.isPending) {
    return <p className="py-16 text-center text-slate-500">Loading lead details…</p>;
  }
  if (!lead) {
    return (
      <Card className="mx-auto mt-8 flex max-w-md flex-col items-center gap-3 p-8 text-center">
        <h1 className="text-xl font-bold text-slate-900">Lead Not Found</h1>
        <p className="text-sm text-slate-600">{errorMessage(query.error, LEAD_ERRORS.fetchOne)}</p>
        <BackLink to={listPath}>Back to Leads</BackLink>
      </Card>
    );
  }
  const status = draft ?? lead.status;
  const needsReason = status === 'lost' && status !== lead.status;

  function handleSave() {
    if (!lead || status === lead.status || (needsReason && !lostReason)) return;
    const leadId = lead.id;
    update.mutate(
      { id: leadId, changes: needsReason ? { status, lost_reason: lostReason } : { status } },
      {
        onSuccess: () => {
          setDraft(null);
          setLostReason('');
          toast.success('Status updated', `Lead #${leadId} is now ${LEAD_STATUS_LABELS[status]}.`);
        },
        onError: (failure) => {
          console.error(failure);
          window.alert('Failed to update status');
        },
      },
    );
  }

  function handleDelete() {
    if (!lead || !window.confirm('Delete this lead?')) return;
    deletion.mutate([lead.id], {
      onSuccess: (deleted) => {
        // A failed deletion is only logged (useDeleteLeads): the lead stays on screen.
        if (deleted.length === 0) return;
        toast.success('Lead deleted', 'An admin can restore it from the Bin for 30 days.');
        void navigate(listPath, { replace: true });
      },
    });
  }

  return (
    <div className="flex flex-col gap-5">
      <BackLink to={listPath}>Back to Leads</BackLink>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="min-w-0 text-2xl font-bold tracking-tight text-slate-900 [overflow-wrap:anywhere]">
              {fullName(lead)}
            </h1>
            <LeadStatusBadge status={lead.status} />
            <LostReasonNote status={lead.status} reason={lead.lostReason} />
          </div>
          <p className="mt-1 text-sm text-slate-500">
            Lead ID <span className="font-mono text-slate-700">#{lead.id}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="lead-status">Status</Label>
            <Select
              id="lead-status"
              value={status}
              onValueChange={(value) => isLeadStatus(value) && setDraft(value)}
              options={STATUS_OPTIONS}
              className="w-40"
            />
          </div>
          {needsReason ? (
            <LostReasonSelect id="lead-lost-reason" value={lostReason} onChange={setLostReason} />
          ) : null}
          <Button
            onClick={handleSave}
            disabled={update.isPending || status === lead.status || (needsReason && !lostReason)}
          >
            <Save aria-hidden />
            {update.isPending ? 'Saving…' : 'Save Status'}
          </Button>
          <Button variant="destructive" onClick={handleDelete} disabled={deletion.isPending}>
            <Trash2 aria-hidden />
            Delete Lead
          </Button>
        </div>
      </div>
      <LeadErasedBanner leadId={lead.id} />
      <LeadFlags lead={lead} />
      <PhoneVerificationFlag lead={lead} />
      <HomeownerPickFlag leadId={lead.id} />
      <div className="-mb-2 flex justify-end">
        <LeadEditDialog lead={lead} />
      </div>
      <LeadDuplicateBanner lead={lead} basePath={basePath} />
      <LeadOwnerControl lead={lead} admin={basePath === '/admin'} />
      <LeadDetailCards lead={lead} />
      <div className="grid gap-4 lg:grid-cols-2">
        <LeadSourceCard lead={lead} listPath={listPath} />
        <LeadDataRights leadId={lead.id} admin={basePath === '/admin'} />
        <LeadRequestLinkCard leadId={lead.id} />
      </div>
      <Fragment key={lead.dispatchedAt ?? 'held'}>{extra?.(lead.id, lead)}</Fragment>
      <LeadWork lead={lead} />
      <LeadTimeline leadId={lead.id} />
    </div>
  );
}
