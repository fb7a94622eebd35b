import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadLinkView } from '@shared/partner-api';
import { DECLINE_REASON_LABELS, PARTNER_RESPONSE_LABELS } from '@shared/partner-portal';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-date';
import { QueryProvider } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { useScreenTitle } from '@/lib/use-screen-title';
import { AnswerButtons, HomeownerDetails, LeadFacts, type DeclineAnswer } from './lead-card-parts';

const TONES = { pending: 'yellow', accepted: 'green', declined: 'neutral' } as const;

/**
 * /partner/lead/:token: the one-click link from an installer e-mail. No
 * password: this one lead's summary, accept or decline, and the homeowner once accepted.
 */
export default function LeadLinkPage() {
  return (
    <QueryProvider>
      <LeadLinkScreen />
    </QueryProvider>
  );
}

function LeadLinkScreen() {
  useScreenTitle('A lead for you');
  const { token = '' } = useParams();
  const path = `/partner/links/${encodeURIComponent(token)}`;
  const key = ['partner-lead-link', token];
  const view = useQuery({
    queryKey: key,
    queryFn: () => api.get<LeadLinkView>(path),
    retry: false,
  });
  return (
    <main className="min-h-screen bg-slate-50 px-4 py-6">
      <div className="mx-auto max-w-xl space-y-4">
        <div>
          <p className="text-sm text-slate-600">{view.data?.partner ?? ' '}</p>
          <h1 className="text-2xl font-bold text-slate-900">A lead for you</h1>
        </div>
        {view.isPending && <p className="text-slate-600">Opening your link…</p>}
        {view.isError && (
          <Card className="space-y-3 p-4">
            <p role="alert" className="text-slate-800">
              {errorMessage(view.error, 'This link is not valid.')}
            </p>
            <Button asChild size="lg">
              <Link to="/login">Sign in</Link>
            </Button>
          </Card>
        )}
        {view.data && <LinkedLead view={view.data} path={path} queryKey={key} />}
        {view.data && (
          <p className="text-sm text-slate-600">
            All your leads are in your portal:{' '}
            <Link className="font-medium text-brand-700 underline" to="/partner">
              sign in to see them
            </Link>
            .
          </p>
        )}
      </div>
    </main>
  );
}

function LinkedLead({
  view,
  path,
  queryKey,
}: {
  view: LeadLinkView;
  path: string;
  queryKey: string[];
}) {
  const client = useQueryClient();
  const lead = view.lead;
  const answer = useMutation({
    mutationFn: (input: { action: 'accept' } | ({ action: 'decline' } & DeclineAnswer)) =>
      api.post<LeadLinkView>(
        `${path}/${input.action}`,
        input.action === 'decline' ? { reason: input.reason, note: input.note } : {},
      ),
    onSuccess: (next, input) => {
      toast.success(input.action === 'accept' ? 'Lead accepted' : 'Lead declined');
      client.setQueryData(queryKey, next);
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not save your answer')),
  });
  return (
    <Card className="p-4" aria-labelledby="linked-lead">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="linked-lead" className="text-lg font-semibold text-slate-900">
          {lead.county || 'County not given'} · {lead.routing_key || '—'}
        </h2>
        <Badge tone={TONES[lead.response]}>{PARTNER_RESPONSE_LABELS[lead.response]}</Badge>
      </div>
      <p className="text-sm text-slate-600">
        Received {formatDateTime(lead.assigned_at)} · ref. {lead.id}
      </p>
      <LeadFacts lead={lead} />
      <HomeownerDetails homeowner={lead.homeowner} />
      {lead.response === 'declined' && lead.decline_reason && (
        <p className="mt-3 text-sm text-slate-700">
          Declined: {DECLINE_REASON_LABELS[lead.decline_reason]}
        </p>
      )}
      {lead.response === 'pending' && (
        <>
          <p className="mt-3 text-sm text-slate-700">
            Accept to see the homeowner’s name, phone, e-mail and address.
          </p>
          <AnswerButtons
            idPrefix="link"
            pending={answer.isPending}
            onAccept={() => answer.mutate({ action: 'accept' })}
            onDecline={(input) => answer.mutate({ action: 'decline', ...input })}
          />
        </>
      )}
      <p className="mt-4 text-xs text-slate-500">
        This link works until {formatDateTime(view.expires_at)}.
      </p>
    </Card>
  );
}
