import { type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { change, type CampaignFunnel, type FunnelFigures } from '@shared/campaign-funnel';
import { PageHeader } from '@/components/page-header';
import {
  CHOOSE_DATES,
  ReportPeriodPicker,
  reportPeriodQuery,
  useReportPeriod,
} from '@/components/report-period-picker';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import { useMediaQuery } from '@/components/use-media-query';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { FunnelChart } from './funnel-chart';

/** Nine figures a row: a table from 1280 px, cards below (no sideways scroll). */
const TABLE_QUERY = '(min-width: 1280px)';

const count = (value: number) => value.toLocaleString('en-IE');
const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

/** The change from the previous period, as text with its sign; a dash without a base. */
function changeText(current: number, previous: number): string {
  const value = change(current, previous);
  if (value === null) return current > 0 ? 'new' : '—';
  return `${value > 0 ? '+' : ''}${value}%`;
}

const FIGURES: {
  id: keyof FunnelFigures;
  header: string;
  value: (figures: FunnelFigures) => string;
}[] = [
  { id: 'views', header: 'Views', value: (f) => count(f.views) },
  { id: 'starts', header: 'Starts', value: (f) => count(f.starts) },
  { id: 'start_rate', header: 'Start rate', value: (f) => percent(f.start_rate) },
  { id: 'submits', header: 'Leads', value: (f) => count(f.submits) },
  { id: 'conversion_rate', header: 'Conversion', value: (f) => percent(f.conversion_rate) },
  { id: 'passed', header: 'Passed', value: (f) => count(f.passed) },
  { id: 'accepted', header: 'Accepted', value: (f) => count(f.accepted) },
  { id: 'quoted', header: 'Quoted', value: (f) => count(f.quoted) },
  { id: 'won', header: 'Won', value: (f) => count(f.won) },
];

interface FunnelRow {
  key: string;
  name: ReactNode;
  current: FunnelFigures;
  previous: FunnelFigures;
}

/**
 * Admin screen for the funnel per campaign: page views and form starts counted on
 * the server, the leads and what became of them, per page, source and campaign tag, for a
 * period compared with the one before it.
 */
export function CampaignsScreen() {
  const { period, picker } = useReportPeriod();
  const query = useQuery({
    queryKey: ['campaigns', period ?? {}],
    queryFn: () => api.get<CampaignFunnel>(`/campaigns?${reportPeriodQuery(period!)}`),
    enabled: period !== null,
  });
  const data = query.data;
  let status = '';
  if (query.isError) status = errorMessage(query.error, 'Could not load the figures');
  else if (period === null) status = CHOOSE_DATES;
  else if (query.isPending) status = 'Loading…';

  return (
    <>
      <PageHeader
        title="Campaigns"
        description="Page views and quote-form starts are counted on the server, without cookies; leads are the quote requests submitted on each page. Each figure is compared with the same number of days before."
      />
      <ReportPeriodPicker {...picker} className="mb-4" />
      {status ? (
        <p role={query.isError ? 'alert' : 'status'} className="mb-4 text-sm text-slate-600">
          {status}
        </p>
      ) : null}
      {data ? <CampaignFigures data={data} /> : null}
    </>
  );
}

function CampaignFigures({ data }: { data: CampaignFunnel }) {
  const { period, previous_period: previous } = data;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>
            {period.from} to {period.to}
          </CardTitle>
          <p className="text-sm text-slate-600">
            Compared with {previous.from} to {previous.to}
          </p>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {FIGURES.map((figure) => (
              <div key={figure.id} className="min-w-0 rounded-lg border border-slate-200 p-3">
                <dt className="text-xs text-slate-600">{figure.header}</dt>
                <dd className="text-xl font-semibold tabular-nums text-slate-900">
                  {figure.value(data.totals.current)}
                </dd>
                <dd className="text-xs text-slate-600">
                  was {figure.value(data.totals.previous)}
                  {figure.id.endsWith('_rate')
                    ? null
                    : ` (${changeText(
                        data.totals.current[figure.id] as number,
                        data.totals.previous[figure.id] as number,
                      )})`}
                </dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Day by day</CardTitle>
        </CardHeader>
        <CardContent>
          <FunnelChart daily={data.daily} />
        </CardContent>
      </Card>
      <FunnelSection
        title="By page"
        nameHeader="Page"
        rows={data.pages.map((row) => ({ ...row, key: row.path, name: row.path }))}
      />
      <FunnelSection
        title="By source / medium"
        nameHeader="Source / medium"
        rows={data.sources.map((row) => ({
          ...row,
          key: `${row.source}\n${row.medium}`,
          name: `${row.source || '(none)'} / ${row.medium || '(none)'}`,
        }))}
      />
      <FunnelSection
        title="By UTM campaign"
        nameHeader="Campaign"
        rows={data.campaigns.map((row) => ({
          ...row,
          key: row.campaign,
          name: row.campaign || '(none)',
        }))}
      />
    </div>
  );
}

/** A table on wide screens, a card per row on a phone (nothing hides in a sideways scroll). */
function FunnelSection({
  title,
  nameHeader,
  rows,
}: {
  title: string;
  nameHeader: string;
  rows: FunnelRow[];
}) {
  const wide = useMediaQuery(TABLE_QUERY);
  return (
    <section aria-label={title} className="space-y-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing counted in these two periods.</p>
      ) : wide ? (
        <div className="overflow-x-auto">
          <Table aria-label={title}>
            <TableHead>
              <tr>
                <Th>{nameHeader}</Th>
                {FIGURES.map((figure) => (
                  <Th key={figure.id} className="px-2 text-right">
                    {figure.header}
                  </Th>
                ))}
              </tr>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  <Td className="min-w-36 max-w-64 font-medium text-slate-900 [overflow-wrap:anywhere]">
                    {row.name}
                  </Td>
                  {FIGURES.map((figure) => (
                    <Td key={figure.id} className="whitespace-nowrap px-2 text-right tabular-nums">
                      {figure.value(row.current)}
                      {figure.id === 'submits' ? (
                        <span className="block text-xs text-slate-600">
                          was {row.previous.submits} (
                          {changeText(row.current.submits, row.previous.submits)})
                        </span>
                      ) : null}
                    </Td>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : (
        <ul aria-label={title} className="flex flex-col gap-3">
          {rows.map((row) => (
            <li key={row.key} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{row.name}</p>
              <dl className="mt-2 grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
                {FIGURES.map((figure) => (
                  <div key={figure.id} className="min-w-0">
                    <dt className="text-xs text-slate-600">{figure.header}</dt>
                    <dd className="font-semibold tabular-nums text-slate-900">
                      {figure.value(row.current)}
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="mt-2 text-xs text-slate-600">
                Leads before: {row.previous.submits} (
                {changeText(row.current.submits, row.previous.submits)})
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
