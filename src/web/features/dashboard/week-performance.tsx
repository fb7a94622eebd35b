import type { DashboardSummary } from '@shared/dashboard';

/** The last 7 days in four figures. */
export function WeekPerformance({ week }: { week: DashboardSummary['week'] | undefined }) {
  const figures = [
    { label: 'New Leads', value: week?.newLeads },
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
            {figure.value ?? '–'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
