import { useQuery } from '@tanstack/react-query';
import { type PartnerPerformance as Row, type Performance } from '@shared/partner-performance';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { formatMinutes } from '@/lib/format-date';
import { queryKeys } from '@/lib/query-keys';
import {
  CHOOSE_DATES,
  ReportPeriodPicker,
  reportPeriodQuery,
  useReportPeriod,
} from './report-period-picker';
import { Table, TableBody, TableHead, TableRow, Td, Th } from './ui/table';
import { useMediaQuery, WIDE_LIST_QUERY } from './use-media-query';

/** A rate as a whole percentage; nothing to measure is a dash, never NaN. */
function percent(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`;
}

const FIGURES: { id: string; header: string; value: (row: Row) => string }[] = [
  { id: 'leads', header: 'Leads', value: (row) => String(row.leads_received) },
  { id: 'acceptance', header: 'Accepted', value: (row) => percent(row.acceptance_rate) },
  {
    id: 'median',
    header: 'Median to accept',
    value: (row) => formatMinutes(row.median_minutes_to_accept),
  },
  { id: 'quotes', header: 'Quotes', value: (row) => String(row.quotes_sent) },
  { id: 'win', header: 'Win rate', value: (row) => percent(row.win_rate) },
  {
    id: 'credits',
    header: 'Credits',
    value: (row) =>
      row.credits_in_review > 0
        ? `${row.credited} (+${row.credits_in_review} in review)`
        : String(row.credited),
  },
  { id: 'expiries', header: 'Expiries', value: (row) => String(row.expired) },
];

/**
 * Partners' performance over a chosen period (GET /api/partners/performance): leads, acceptance,
 * median time to accept, quotes, win rate, credits and expiries; a table, cards on a phone.
 */
export function PartnerPerformanceFigures({ label }: { label: string }) {
  const { period, picker } = useReportPeriod();
  const query = useQuery({
    queryKey: queryKeys.partners.performance(period ?? {}),
    queryFn: () => api.get<Performance>(`/partners/performance?${reportPeriodQuery(period!)}`),
    enabled: period !== null,
  });
  let empty = 'No partners yet.';
  if (query.isError) empty = errorMessage(query.error, 'Could not load the figures');
  else if (period === null) empty = CHOOSE_DATES;
  else if (query.isPending) empty = 'Loading…';

  return (
    <div className="space-y-3">
      <ReportPeriodPicker {...picker} />
      {query.isError && (
        <p role="alert" className="text-sm text-red-700">
          {empty}
        </p>
      )}
      <FiguresList
        label={label}
        rows={query.data?.partners ?? []}
        empty={query.isError ? '' : empty}
      />
    </div>
  );
}

function PartnerName({ row }: { row: Row }) {
  return (
    <>
      {row.name}
      {row.is_active ? null : (
        <span className="ml-1 text-xs font-normal text-slate-600">(paused)</span>
      )}
    </>
  );
}

/** A table on wide screens, a card per partner on a phone (nothing hides in a sideways scroll). */
function FiguresList({ label, rows, empty }: { label: string; rows: Row[]; empty: string }) {
  const wide = useMediaQuery(WIDE_LIST_QUERY);
  if (rows.length === 0) {
    if (!empty) return null;
    return <p className="p-6 text-center text-sm text-slate-600">{empty}</p>;
  }
  if (wide) {
    return (
      <Table aria-label={label}>
        <TableHead>
          <tr>
            <Th>Partner</Th>
            {FIGURES.map((figure) => (
              <Th key={figure.id} className="text-right">
                {figure.header}
              </Th>
            ))}
          </tr>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.partner_id}>
              <Td className="font-medium text-slate-900">
                <PartnerName row={row} />
              </Td>
              {FIGURES.map((figure) => (
                <Td key={figure.id} className="whitespace-nowrap text-right tabular-nums">
                  {figure.value(row)}
                </Td>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {rows.map((row) => (
        <li key={row.partner_id} className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
            <PartnerName row={row} />
          </p>
          <dl className="mt-2 grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
            {FIGURES.map((figure) => (
              <div key={figure.id} className="min-w-0">
                <dt className="text-xs text-slate-600">{figure.header}</dt>
                <dd className="font-semibold tabular-nums text-slate-900">{figure.value(row)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
