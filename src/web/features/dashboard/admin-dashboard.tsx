import {
  Activity,
  CalendarDays,
  ClipboardList,
  Clock,
  Download,
  FileText,
  Hourglass,
  MapPinOff,
  ShieldAlert,
  TrendingUp,
  Users,
} from 'lucide-react';
import { figureLink } from '@shared/dashboard-links';
import { PageHeader } from '@/components/page-header';
import { formatMinutes } from '@/lib/format-date';
import { FigureLink, StatCard } from '@/components/stat-card';
import { useExportLeads } from '@/lib/lead-export';
import { useProfile } from '@/lib/profile';
import { NextActionCards } from './next-action-cards';
import { DashboardError, QuickAction, RefreshButton, SectionCard } from './dashboard-parts';
import { LateMessagesCard } from './late-messages-card';
import { LostReasonsCard } from './lost-reasons-card';
import { PartnerPerformanceCard } from './partner-performance-card';
import { RecentActivity } from './recent-activity';
import { UrlVariantTable } from './url-variant-table';
import { useDashboard } from './api/use-dashboard';

/** The admin dashboard: real figures from GET /api/dashboard (never sample numbers). */
export function AdminDashboard() {
  const { data, error, loading, reload } = useDashboard('admin');
  const name = useProfile()?.name;
  const exporting = useExportLeads();
  const link = (figure: Parameters<typeof figureLink>[1]) => figureLink('/admin', figure);
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
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label="Total Leads"
          value={data?.totals.all}
          to={link('all')}
          hint={
            data ? <FigureLink to={link('today')}>{data.totals.today} today</FigureLink> : undefined
          }
          icon={ClipboardList}
        />
        <StatCard
          label="This Month"
          value={data?.totals.thisMonth}
          to={link('thisMonth')}
          hint={
            data ? (
              <FigureLink to={link('thisWeek')}>
                {data.totals.thisWeek} in the last 7 days
              </FigureLink>
            ) : undefined
          }
          icon={CalendarDays}
          tone="purple"
        />
        <StatCard
          label="Conversion Rate"
          value={data ? `${data.conversionRate}%` : undefined}
          to={link('converted')}
          hint={data ? `${data.byStatus.converted} converted` : undefined}
          icon={TrendingUp}
          tone="green"
        />
        <StatCard
          label="Pending Quotes"
          value={data?.byStatus.contacted}
          to={link('contacted')}
          hint="Contacted, waiting for a quote"
          icon={Hourglass}
          tone="yellow"
        />
        <StatCard
          label="Active Leads"
          value={active}
          to={link('open')}
          hint="New, contacted or quoted"
          icon={Activity}
          tone="blue"
        />
        <StatCard
          label="Needs Consent"
          value={data?.needsConsent}
          to={link('needsConsent')}
          hint="Held until consent is recorded"
          icon={ShieldAlert}
          tone="red"
        />
        <StatCard
          label="Needs County"
          value={data?.needsCounty}
          to={link('needsCounty')}
          hint="Held until a county is set"
          icon={MapPinOff}
          tone="yellow"
        />
        <StatCard
          label="Avg Response Time"
          value={data ? formatMinutes(data.avgResponseMinutes) : undefined}
          hint="To the first status change, last 30 days"
          icon={Clock}
          tone="slate"
        />
      </div>
      <NextActionCards counts={data?.nextActions} basePath="/admin" />
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
      <PartnerPerformanceCard />
    </div>
  );
}
