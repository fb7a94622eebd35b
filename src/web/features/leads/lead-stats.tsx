import { CheckCircle2, ClipboardList, Sparkles, TrendingUp } from 'lucide-react';
import type { LeadSummary } from '@shared/dashboard';
import { StatCard } from '@/components/stat-card';
import { totalText } from './lead-list-params';

/** Total Leads, New Leads, Converted and Conversion Rate over all matching leads (SPEC 2). */
export function LeadStats({ summary }: { summary: LeadSummary | undefined }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Total Leads"
        value={summary ? totalText(summary.total, summary.capped) : undefined}
        icon={ClipboardList}
        tone="blue"
      />
      <StatCard label="New Leads" value={summary?.byStatus.new} icon={Sparkles} tone="yellow" />
      <StatCard
        label="Converted"
        value={summary?.byStatus.converted}
        icon={CheckCircle2}
        tone="green"
      />
      <StatCard
        label="Conversion Rate"
        value={summary ? `${summary.conversionRate}%` : undefined}
        icon={TrendingUp}
        tone="purple"
      />
    </div>
  );
}
