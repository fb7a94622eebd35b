import { Link } from 'react-router';
import { ArrowRightLeft, PencilLine, PlusCircle } from 'lucide-react';
import type { LeadActivity } from '@shared/dashboard';
import { LEAD_STATUS_LABELS } from '@shared/lead-status';
import { formatRelative } from '@/lib/format-date';

const ICONS = { created: PlusCircle, status_changed: ArrowRightLeft, updated: PencilLine };

function describe(activity: LeadActivity): string {
  if (activity.type === 'created') return 'New quote request';
  if (activity.type === 'status_changed' && activity.to_status) {
    const from = activity.from_status ? `${LEAD_STATUS_LABELS[activity.from_status]} → ` : '';
    return `Status ${from}${LEAD_STATUS_LABELS[activity.to_status]}`;
  }
  return 'Details updated';
}

/** The latest lead events, newest first, each linking to its lead. */
export function RecentActivity({ items, basePath }: { items: LeadActivity[]; basePath: string }) {
  if (items.length === 0) {
    return <p className="py-6 text-center text-sm text-slate-500">No activity yet.</p>;
  }
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((activity) => {
        const ActivityIcon = ICONS[activity.type] ?? PencilLine;
        return (
          <li key={activity.id} className="flex items-start gap-3 py-2.5">
            <ActivityIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <div className="min-w-0 flex-1 text-sm">
              <Link
                to={`${basePath}/leads/${activity.lead_id}`}
                className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
              >
                {activity.lead_name || `Lead #${activity.lead_id}`}
              </Link>
              <p className="text-slate-600">
                {describe(activity)}
                {activity.user_name ? ` by ${activity.user_name}` : ''}
              </p>
            </div>
            <time dateTime={activity.created_at} className="shrink-0 text-xs text-slate-500">
              {formatRelative(activity.created_at)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
