import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import {
  DECLINE_REASON_LABELS,
  type PortalLead,
  type PortalLeadPage,
} from '@shared/partner-portal';
import { INSTALLER_ROLE_ID } from '@shared/roles';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useLogout } from '@/features/auth/use-logout';
import { RequireRole } from '@/features/panel/require-role';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime, formatDublinDateTime } from '@/lib/format-date';
import { useProfileRefresh } from '@/lib/profile';
import { QueryProvider } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { useScreenTitle } from '@/lib/use-screen-title';
import { FlagLeadForm } from './flag-lead-form';
import { LeadOutcomeActions } from './lead-outcome-actions';
import { canAnswer, FlagSummary, OutcomeSummary, PortalStatusBadge } from './portal-lead-status';
import { AnswerButtons, HomeownerDetails, LeadFacts, type DeclineAnswer } from './lead-card-parts';

const PAGE_SIZE = 20;
/**
 * Where an installer stands with a lead: their answer, or Expired once the response window
 * ended without one (taken back, or about to be), or Credited.
 */
function leadState(lead: PortalLead, now: number): PortalLead['response'] | 'expired' | 'credited' {
  if (lead.release_reason === 'expired') return 'expired';
  if (lead.release_reason === 'credited') return 'credited';
  if (lead.response === 'pending' && lead.respond_by && Date.parse(lead.respond_by) <= now) {
    return 'expired';
  }
  return lead.response;
}

/** The installer portal: the leads passed to their company, phone first. */
export default function PartnerPortalPage() {
  useProfileRefresh();
  return (
    <RequireRole roleId={INSTALLER_ROLE_ID}>
      <QueryProvider>
        <PortalScreen />
      </QueryProvider>
    </RequireRole>
  );
}

function PortalScreen() {
  useScreenTitle('Your leads');
  const logout = useLogout();
  const [offset, setOffset] = useState(0);
  const page = useQuery({
    queryKey: ['partner-leads', offset],
    queryFn: () => api.get<PortalLeadPage>(`/partner/leads?limit=${PAGE_SIZE}&offset=${offset}`),
  });
  const data = page.data;
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="truncate text-sm text-slate-600">{data?.partner ?? ' '}</p>
            <h1 className="text-xl font-bold text-slate-900">Your leads</h1>
          </div>
          <Button variant="outline" size="sm" onClick={() => void logout()}>
            <LogOut aria-hidden />
            Log out
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-3 px-4 py-4">
        <Link
          to="/partner/rotation"
          className="block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Your rotation: your place in each county and why leads went elsewhere
        </Link>
        {page.isError && (
          <p role="alert">{errorMessage(page.error, 'Could not load your leads')}</p>
        )}
        {data && data.items.length === 0 && (
          <Card className="p-6 text-slate-700">No leads have been passed to you yet.</Card>
        )}
        {data?.items.map((lead) => (
          <LeadCard key={lead.id} lead={lead} />
        ))}
        {data && data.total > PAGE_SIZE && (
          <nav aria-label="Pages" className="flex items-center justify-between pt-2">
            <Button
              variant="outline"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
            >
              Newer
            </Button>
            <span className="text-sm text-slate-600">
              {offset + 1}–{Math.min(offset + PAGE_SIZE, data.total)} of {data.total}
            </span>
            <Button
              variant="outline"
              disabled={offset + PAGE_SIZE >= data.total}
              onClick={() => setOffset(offset + PAGE_SIZE)}
            >
              Older
            </Button>
          </nav>
        )}
        <p className="pt-2 text-sm text-slate-600">
          Using your own software?{' '}
          <Link className="font-medium text-brand-700 underline" to="/partner/api">
            API tokens
          </Link>
        </p>
      </main>
    </div>
  );
}

function LeadCard({ lead }: { lead: PortalLead }) {
  const client = useQueryClient();
  const [declining, setDeclining] = useState(false);
  const answer = useMutation({
    mutationFn: (input: { action: 'accept' } | ({ action: 'decline' } & DeclineAnswer)) =>
      api.post<PortalLead>(
        `/partner/leads/${lead.id}/${input.action}`,
        input.action === 'decline' ? { reason: input.reason, note: input.note } : {},
      ),
    onSuccess: async (_lead, input) => {
      toast.success(input.action === 'accept' ? 'Lead accepted' : 'Lead declined');
      setDeclining(false);
      await client.invalidateQueries({ queryKey: ['partner-leads'] });
    },
    onError: async (error) => {
      toast.error(errorMessage(error, 'Could not save your answer'));
      // The lead may have been taken back meanwhile: show where it stands now.
      await client.invalidateQueries({ queryKey: ['partner-leads'] });
    },
  });
  const headingId = `lead-${lead.id}`;
  const state = leadState(lead, Date.now());
  return (
    <Card className="p-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {lead.county || 'County not given'} · {lead.routing_key || '—'}
        </h2>
        {state === 'expired' ? (
          <Badge tone="red">Expired</Badge>
        ) : (
          <PortalStatusBadge lead={lead} />
        )}
      </div>
      <p className="text-sm text-slate-600">Received {formatDateTime(lead.assigned_at)}</p>
      {state === 'pending' && lead.respond_by && (
        <p className="text-sm font-medium text-slate-900">
          Respond by <time dateTime={lead.respond_by}>{formatDublinDateTime(lead.respond_by)}</time>
        </p>
      )}
      {state === 'expired' && (
        <p className="text-sm text-slate-700">
          Not answered by{' '}
          <time dateTime={lead.respond_by ?? ''}>{formatDublinDateTime(lead.respond_by)}</time>:
          taken back and passed to another installer.
        </p>
      )}
      <LeadFacts lead={lead} wide />
      <HomeownerDetails homeowner={lead.homeowner} />
      <OutcomeSummary lead={lead} />
      <LeadOutcomeActions lead={lead} />
      <FlagSummary lead={lead} />
      {lead.response === 'declined' && lead.decline_reason && (
        <p className="mt-3 text-sm text-slate-700">
          Declined: {DECLINE_REASON_LABELS[lead.decline_reason]}
        </p>
      )}
      {state === 'pending' && canAnswer(lead) && (
        <AnswerButtons
          idPrefix={`lead-${lead.id}`}
          pending={answer.isPending}
          onAccept={() => answer.mutate({ action: 'accept' })}
          onDecline={(input) => answer.mutate({ action: 'decline', ...input })}
          onDeclining={setDeclining}
        />
      )}
      {!declining && <FlagLeadForm lead={lead} />}
    </Card>
  );
}
