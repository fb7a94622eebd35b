import { figureLink } from '@shared/dashboard-links';
import {
  CheckCircle2,
  ClipboardList,
  Hourglass,
  MapPinOff,
  ShieldAlert,
  Send,
  TrendingUp,
  UserRoundCheck,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/page-header';
import { StatCard } from '@/components/stat-card';
import { useProfile } from '@/lib/profile';
import { NextActionCards } from './next-action-cards';
import { DashboardError, QuickAction, RefreshButton, SectionCard } from './dashboard-parts';
import { TaskList } from './task-list';
import { useDashboard } from './api/use-dashboard';
import { WeekPerformance } from './week-performance';

function CountBadge({ value }: { value: number | undefined }) {
  return value ? <Badge tone="yellow">{value}</Badge> : null;
}

/** The manager dashboard: real figures from GET /api/dashboard (never sample numbers). */
export function ManagerDashboard() {
  const { data, error, loading, reload } = useDashboard('manager');
  const name = useProfile()?.name;
  const link = (figure: Parameters<typeof figureLink>[1]) => figureLink('/manager', figure);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0"
        title="Dashboard"
        description={name ? `Welcome back, ${name}. Here is today's work.` : "Today's work."}
        actions={<RefreshButton loading={loading} onClick={reload} />}
      />
      {error ? <DashboardError message={error} onRetry={reload} /> : null}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <StatCard label="My Leads" value={data?.totals.all} to={link('all')} icon={ClipboardList} />
        <StatCard
          label="Pending Response"
          value={data?.byStatus.new}
          to={link('new')}
          icon={Hourglass}
          tone="yellow"
        />
        <StatCard
          label="Converted"
          value={data?.byStatus.converted}
          to={link('converted')}
          icon={CheckCircle2}
          tone="green"
        />
        <StatCard
          label="Success Rate"
          value={data ? `${data.conversionRate}%` : undefined}
          to={link('converted')}
          icon={TrendingUp}
          tone="purple"
        />
        <StatCard
          label="Needs Consent"
          value={data?.needsConsent}
          to={link('needsConsent')}
          icon={ShieldAlert}
          tone="red"
        />
        <StatCard
          label="Needs County"
          value={data?.needsCounty}
          to={link('needsCounty')}
          icon={MapPinOff}
          tone="yellow"
        />
      </div>
      <NextActionCards counts={data?.nextActions} basePath="/manager" />
      <div className="grid gap-4 lg:grid-cols-3">
        <SectionCard title="Quick Actions">
          <div className="flex flex-col gap-2">
            <QuickAction
              to="/manager/leads"
              icon={ClipboardList}
              title="My Leads"
              description="Every quote request"
            />
            <QuickAction
              to={link('followUp')}
              icon={UserRoundCheck}
              title="Follow-up Queue"
              description="Leads waiting for contact or an update"
              badge={<CountBadge value={data?.followUp} />}
            />
            <QuickAction
              to={link('contacted')}
              icon={Send}
              title="Send Quotes"
              description="Contacted leads waiting for a quote"
              badge={<CountBadge value={data?.byStatus.contacted} />}
            />
          </div>
        </SectionCard>
        <SectionCard title="Today's Tasks" description="Follow-ups, oldest first">
          {data ? (
            <TaskList tasks={data.tasks} basePath="/manager" />
          ) : (
            <p className="py-6 text-center text-sm text-slate-500">{loading ? 'Loading…' : '—'}</p>
          )}
        </SectionCard>
        <SectionCard title="This Week's Performance" description="The last 7 days">
          <WeekPerformance week={data?.week} newLeadsTo={link('thisWeek')} />
        </SectionCard>
      </div>
    </div>
  );
}
