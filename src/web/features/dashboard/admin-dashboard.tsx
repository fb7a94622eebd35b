import {
  Activity,
  CalendarDays,
  ClipboardList,
  Clock,
  Download,
  FileText,
  Hourglass,
  TrendingUp,
  Users,
} from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { formatMinutes } from '@/lib/format-date';
import { StatCard } from '@/components/stat-card';
import { useExportLeads } from '@/lib/lead-export';
import { useProfile } from '@/lib/profile';
import { DashboardError, QuickAction, RefreshButton, SectionCard } from './dashboard-parts';
import { LateMessagesCard } from './late-messages-card';
import { LostReasonsCard } from './lost-reasons-card';
import { RecentActivity } from './recent-activity';
import { UrlVariantTable } from './url-variant-table';
import { useDashboard } from './api/use-dashboard';

/** The admin dashboard: real figures from GET /api/dashboard (never sample numbers). */
export function AdminDashboard() {
  const { data, error, loading, reload } = useDashboard('admin');
  const name = useProfile()?.name;
  const exporting = useExportLeads();
  const active = data
    ? data.byStatus.new + data.byStatus.contacted + data.byStatus.quoted
    : undefined;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0"
        title="Dashboard"
        description={
          name
            ? `Welcome back, ${name}. Here is how the leads are doing.`
            : 'How the leads are doing.'
        }
        actions={<RefreshButton loading={loading} onClick={reload} />}
      />
      {error ? <DashboardError message={error} onRetry={reload} /> : null}
      <LateMessagesCard late={data?.lateMessages} />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <StatCard
          label="Total Leads"
          value={data?.totals.all}
          hint={data ? `${data.totals.today} today` : undefined}
          icon={ClipboardList}
        />
        <StatCard
          label="This Month"
          value={data?.totals.thisMonth}
          hint={data ? `${data.totals.thisWeek} in the last 7 days` : undefined}
          icon={CalendarDays}
          tone="purple"
        />
        <StatCard
          label="Conversion Rate"
          value={data ? `${data.conversionRate}%` : undefined}
          hint={data ? `${data.byStatus.converted} converted` : undefined}
          icon={TrendingUp}
          tone="green"
        />
        <StatCard
          label="Pending Quotes"
          value={data?.byStatus.contacted}
          hint="Contacted, waiting for a quote"
          icon={Hourglass}
          tone="yellow"
        />
        <StatCard
          label="Active Leads"
          value={active}
          hint="New, contacted or quoted"
          icon={Activity}
          tone="blue"
        />
        <StatCard
          label="Avg Response Time"
          value={data ? formatMinutes(data.avgResponseMinutes) : undefined}
          hint="To the first status change, last 30 days"
          icon={Clock}
          tone="slate"
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-5">
        <SectionCard title="Quick Actions" className="lg:col-span-2">
          <div className="flex flex-col gap-2">
            <QuickAction
              to="/admin/leads"
              icon={ClipboardList}
              title="Manage Leads"
              description="Search, update and export quote requests"
            />
            <QuickAction
              to="/admin/users"
              icon={Users}
              title="Manage Users"
              description="Add staff and set their roles"
            />
            <QuickAction
              to="/admin/home-editor"
              icon={FileText}
              title="Edit Pages"
              description="Home, about and how-it-works content"
            />
            <QuickAction
              onClick={() => exporting.mutate('all')}
              disabled={exporting.isPending}
              icon={Download}
              title="Export Leads"
              description="Download every lead as CSV"
            />
            {exporting.isError ? (
              <p role="alert" className="text-sm text-red-600">
                Export failed
              </p>
            ) : null}
          </div>
        </SectionCard>
        <SectionCard
          title="Recent Activity"
          description="The latest lead events"
          className="lg:col-span-3"
        >
          {data ? (
            <RecentActivity items={data.recentActivity} basePath="/admin" />
          ) : (
            <p className="py-6 text-center text-sm text-slate-500">{loading ? 'Loading…' : '—'}</p>
          )}
        </SectionCard>
      </div>
      <SectionCard
        title="Leads by URL Variant"
        description="Leads and conversions per landing page"
      >
        {data ? (
          <UrlVariantTable rows={data.byUrl} />
        ) : (
          <p className="py-6 text-center text-sm text-slate-500">{loading ? 'Loading…' : '—'}</p>
        )}
      </SectionCard>
      <LostReasonsCard rows={data?.lostReasons} />
    </div>
  );
}
