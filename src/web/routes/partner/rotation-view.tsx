import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  MISSED_REASON_LABELS,
  type CountyRotation,
  type MissedPage,
  type Rotation,
} from '@shared/partner-rotation';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-date';

const MISSED_PAGE = 10;

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

const STATE: Record<CountyRotation['state'], { label: string; tone: BadgeTone }> = {
  next: { label: 'Next in line', tone: 'green' },
  in_next_lead: { label: 'In the next lead', tone: 'green' },
  waiting: { label: 'Waiting', tone: 'blue' },
  at_cap: { label: "At today's cap", tone: 'yellow' },
  paused: { label: 'Paused', tone: 'neutral' },
};

/** What one county's place means, in words an installer reads at a glance. */
function placeText(row: CountyRotation, perLead: number): string {
  if (row.state === 'paused') return 'You are paused: no new leads until we resume you.';
  if (row.state === 'at_cap') return "You have reached today's cap; your turn comes back tomorrow.";
  const place = `${ordinal(row.place!)} of ${row.of}`;
  if (row.state === 'next') return `${place}: the next lead here comes to you.`;
  if (row.state === 'in_next_lead') {
    return `${place}: each lead goes to ${perLead} installers, so the next one comes to you too.`;
  }
  return `${place}: installers with fewer leads today, or waiting longer, come first.`;
}

/** The installer's rotation (GET /api/partner/rotation): cap, count today, place per county. */
export function RotationSummary() {
  const query = useQuery({
    queryKey: ['partner-rotation'],
    queryFn: () => api.get<Rotation>('/partner/rotation'),
  });
  const data = query.data;
  if (query.isError) {
    return <p role="alert">{errorMessage(query.error, 'Could not load your rotation')}</p>;
  }
  if (!data) return <p className="text-slate-600">Loading…</p>;
  return (
    <section aria-labelledby="rotation-today" className="space-y-3">
      <Card className="p-4">
        <h2 id="rotation-today" className="text-lg font-semibold text-slate-900">
          Today
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">
              Leads today
            </dt>
            <dd className="text-2xl font-bold text-slate-900">{data.leads_today}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">
              Daily cap
            </dt>
            <dd className="text-2xl font-bold text-slate-900">{data.daily_cap}</dd>
          </div>
        </dl>
        <p className="mt-2 text-sm text-slate-700">
          Each lead goes to up to {data.partners_per_lead} installers: those with the fewest leads
          today first, then whoever has waited longest. Leads taken back from you today do not
          count.
        </p>
      </Card>
      <h2 className="pt-2 text-lg font-semibold text-slate-900">Your counties</h2>
      {data.counties.length === 0 && (
        <Card className="p-4 text-slate-700">You do not cover any county yet.</Card>
      )}
      <ul className="space-y-2">
        {data.counties.map((row) => (
          <li key={row.county}>
            <Card className="p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{row.county}</h3>
                <Badge tone={STATE[row.state].tone}>{STATE[row.state].label}</Badge>
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {placeText(row, data.partners_per_lead)}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Recent leads of their counties that went to others, and why (GET /api/partner/rotation/missed). */
export function MissedLeads() {
  const [offset, setOffset] = useState(0);
  const query = useQuery({
    queryKey: ['partner-rotation', 'missed', offset],
    queryFn: () =>
      api.get<MissedPage>(`/partner/rotation/missed?limit=${MISSED_PAGE}&offset=${offset}`),
  });
  const data = query.data;
  return (
    <section aria-labelledby="missed-heading" className="space-y-3">
      <h2 id="missed-heading" className="pt-2 text-lg font-semibold text-slate-900">
        Leads that went to others
      </h2>
      <p className="text-sm text-slate-700">
        Leads in your counties over the last {data?.days ?? 7} days that you did not receive, and
        why. Other installers and homeowners are never named.
      </p>
      {query.isError && (
        <p role="alert">{errorMessage(query.error, 'Could not load these leads')}</p>
      )}
      {data && data.items.length === 0 && (
        <Card className="p-4 text-slate-700">None: you received every lead in your counties.</Card>
      )}
      <ul className="space-y-2">
        {data?.items.map((item, k) => (
          <li key={`${item.matched_at}-${k}`}>
            <Card className="p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <h3 className="font-semibold text-slate-900">
                  {item.county}
                  {item.number_of_windows ? ` · ${item.number_of_windows} windows` : ''}
                </h3>
                <p className="text-sm text-slate-600">{formatDateTime(item.matched_at)}</p>
              </div>
              <p className="mt-1 text-sm text-slate-800">{MISSED_REASON_LABELS[item.reason]}</p>
            </Card>
          </li>
        ))}
      </ul>
      {data && data.total > MISSED_PAGE && (
        <nav
          aria-label="Pages of leads that went to others"
          className="flex items-center justify-between"
        >
          <Button
            variant="outline"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - MISSED_PAGE))}
          >
            Newer
          </Button>
          <span className="text-sm text-slate-600">
            {offset + 1}–{Math.min(offset + MISSED_PAGE, data.total)} of {data.total}
          </span>
          <Button
            variant="outline"
            disabled={offset + MISSED_PAGE >= data.total}
            onClick={() => setOffset(offset + MISSED_PAGE)}
          >
            Older
          </Button>
        </nav>
      )}
    </section>
  );
}
