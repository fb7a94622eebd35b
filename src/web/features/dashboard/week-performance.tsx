import { Link } from 'react-router';
import type { DashboardSummary } from '@shared/dashboard';

/**
 * The last 7 days in four figures. New Leads opens the list of them; the other three count
 * status changes (events), which the lead list does not filter by.
 */
export function WeekPerformance({
  week,
  newLeadsTo,
}: {
  week: DashboardSummary['week'] | undefined;
  newLeadsTo?: string;
}) {
  const figures = [
    { label: 'New Leads', value: week?.newLeads, to: newLeadsTo },
    { label: 'Contacts', value: week?.contacted },
    { label: 'Quotes Sent', value: week?.quoted },
    { label: 'Conversions', value: week?.converted },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs font-medium text-slate-500">{figure.label}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900">
            {'to' in figure && figure.to && figure.value !== undefined ? (
              <Link
                to={figure.to}
                aria-label={`${figure.label}: ${figure.value}`}
                className="underline decoration-slate-300 underline-offset-4 hover:text-brand-700"
              >
                {figure.value}
              </Link>
            ) : (
              (figure.value ?? '–')
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
