import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, Phone } from 'lucide-react';
import type { LeadLinkView } from '@shared/partner-api';
import {
  DECLINE_REASON_LABELS,
  DECLINE_REASONS,
  PARTNER_RESPONSE_LABELS,
  type DeclineReason,
} from '@shared/partner-portal';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-date';
import { QueryProvider } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { useScreenTitle } from '@/lib/use-screen-title';

const TONES = { pending: 'yellow', accepted: 'green', declined: 'neutral' } as const;

/**
 * /partner/lead/:token: the one-click link from an installer e-mail (decision 0905). No
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

function Fact({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
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
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState<DeclineReason>('out_of_area');
  const [note, setNote] = useState('');
  const answer = useMutation({
    mutationFn: (action: 'accept' | 'decline') =>
      api.post<LeadLinkView>(`${path}/${action}`, action === 'decline' ? { reason, note } : {}),
    onSuccess: (next, action) => {
      toast.success(action === 'accept' ? 'Lead accepted' : 'Lead declined');
      setDeclining(false);
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
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Fact label="Property" value={lead.property_type} />
        <Fact
          label="Windows"
          value={[lead.number_of_windows, lead.window_type].filter(Boolean).join(' · ')}
        />
        <Fact label="Timeframe" value={lead.preferred_timeframe} />
        <Fact label="Material" value={lead.window_material} />
        <Fact label="Glazing" value={lead.glazing_type} />
      </dl>
      {lead.message && (
        <p className="mt-3 whitespace-pre-line rounded-md bg-slate-50 p-3 text-sm text-slate-800">
          {lead.message}
        </p>
      )}
      {lead.homeowner && (
        <section
          aria-label="Homeowner"
          className="mt-3 rounded-md border border-green-200 bg-green-50 p-3"
        >
          <p className="font-semibold text-slate-900">{lead.homeowner.name}</p>
          <p className="text-sm text-slate-800">
            {[lead.homeowner.address, lead.homeowner.eircode].filter(Boolean).join(', ')}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {lead.homeowner.phone && (
              <Button asChild size="lg">
                <a href={`tel:${lead.homeowner.phone.replace(/[^\d+]/g, '')}`}>
                  <Phone aria-hidden />
                  Call {lead.homeowner.phone}
                </a>
              </Button>
            )}
            {lead.homeowner.email && (
              <Button asChild variant="outline" size="lg">
                <a href={`mailto:${lead.homeowner.email}`}>
                  <Mail aria-hidden />
                  {lead.homeowner.email}
                </a>
              </Button>
            )}
          </div>
        </section>
      )}
      {lead.response === 'declined' && lead.decline_reason && (
        <p className="mt-3 text-sm text-slate-700">
          Declined: {DECLINE_REASON_LABELS[lead.decline_reason]}
        </p>
      )}
      {lead.response === 'pending' && !declining && (
        <>
          <p className="mt-3 text-sm text-slate-700">
            Accept to see the homeowner’s name, phone, e-mail and address.
          </p>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <Button size="lg" disabled={answer.isPending} onClick={() => answer.mutate('accept')}>
              Accept
            </Button>
            <Button size="lg" variant="outline" onClick={() => setDeclining(true)}>
              Decline
            </Button>
          </div>
        </>
      )}
      {lead.response === 'pending' && declining && (
        <form
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            answer.mutate('decline');
          }}
        >
          <div className="space-y-1">
            <Label htmlFor="link-reason">Reason</Label>
            <NativeSelect
              id="link-reason"
              value={reason}
              onChange={(event) => setReason(event.target.value as DeclineReason)}
            >
              {DECLINE_REASONS.map((value) => (
                <option key={value} value={value}>
                  {DECLINE_REASON_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1">
            <Label htmlFor="link-note">Note (optional)</Label>
            <Textarea
              id="link-note"
              rows={2}
              maxLength={500}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          <div className="grid grid-cols-2 gap-2">
            <Button type="submit" size="lg" variant="destructive" disabled={answer.isPending}>
              Decline lead
            </Button>
            <Button type="button" size="lg" variant="outline" onClick={() => setDeclining(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      <p className="mt-4 text-xs text-slate-500">
        This link works until {formatDateTime(view.expires_at)}.
      </p>
    </Card>
  );
}
