import { CheckCircle2, ClipboardList, Sparkles, TrendingUp } from 'lucide-react';
import type { LeadSummary } from '@shared/dashboard';
import { StatCard } from '@/components/stat-card';
import { totalText } from './lead-list-params';

/**
 * Total Leads, New Leads, Converted and Conversion Rate over all matching leads; a count the
 * server stopped (capped) shows its figures as lower bounds ("2,000+").
 */
export function LeadStats({ summary }: { summary: LeadSummary | undefined }) {
  const figures = [
    {
      label: 'Total Leads',
      value: summary ? totalText(summary.total, summary.capped) : undefined,
      icon: ClipboardList,
      tone: 'blue',
    },
    {
      label: 'New Leads',
      value: summary ? totalText(summary.byStatus.new, summary.capped) : undefined,
      icon: Sparkles,
      tone: 'yellow',
    },
    {
      label: 'Converted',
      value: summary ? totalText(summary.byStatus.converted, summary.capped) : undefined,
      icon: CheckCircle2,
      tone: 'green',
    },
    {
      label: 'Conversion Rate',
      value: summary ? `${summary.conversionRate}%` : undefined,
      icon: TrendingUp,
      tone: 'purple',
    },
  ] as const;
  return (
    <>
      {/* On a phone the four figures share one line, so the first leads show without scrolling. */}
      <dl className="grid grid-cols-4 divide-x divide-slate-200 rounded-xl border border-slate-200 bg-white py-2 text-center sm:hidden">
        {figures.map(({ label, value }) => (
          <div key={label} className="min-w-0 px-1">
            <dt className="text-[11px] leading-tight text-slate-600">{label}</dt>
            <dd className="text-lg font-bold tabular-nums text-slate-900">{value ?? '–'}</dd>
          </div>
        ))}
      </dl>
      <div className="hidden grid-cols-2 gap-3 sm:grid sm:gap-4 lg:grid-cols-4">
        {figures.map((figure) => (
          <StatCard key={figure.label} {...figure} />
        ))}
      </div>
    </>
  );
}
