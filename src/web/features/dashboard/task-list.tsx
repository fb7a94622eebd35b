import { Link } from 'react-router';
import type { DashboardSummary } from '@shared/dashboard';
import { LEAD_STATUS_LABELS } from '@shared/lead-status';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatRelative } from '@/lib/format-date';

type Task = DashboardSummary['tasks'][number];

const PRIORITY: Record<Task['priority'], { label: string; tone: BadgeTone; action: string }> = {
  high: { label: 'High', tone: 'red', action: 'New for over a day: make first contact' },
  medium: { label: 'Medium', tone: 'yellow', action: 'No update for 3 days: follow up' },
  low: { label: 'Low', tone: 'blue', action: 'New today: make first contact' },
};

/** Today's follow-up work, most urgent first, each linking to its lead. */
export function TaskList({ tasks, basePath }: { tasks: Task[]; basePath: string }) {
  if (tasks.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-slate-500">No tasks: every lead is up to date.</p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {tasks.map((task) => {
        const priority = PRIORITY[task.priority];
        return (
          <li key={`${task.priority}-${task.lead_id}`} className="flex items-start gap-3 py-2.5">
            <Badge tone={priority.tone} className="mt-0.5 w-16 shrink-0 justify-center">
              {priority.label}
            </Badge>
            <div className="min-w-0 flex-1 text-sm">
              <Link
                title={task.lead_name || `Lead #${task.lead_id}`}
                to={`${basePath}/leads/${task.lead_id}`}
                className="block truncate font-semibold text-slate-900 hover:text-brand-700 hover:underline"
              >
                {task.lead_name || `Lead #${task.lead_id}`}
              </Link>
              <p className="break-words text-slate-600">
                {task.priority === 'medium'
                  ? `${LEAD_STATUS_LABELS[task.status]}: ${priority.action.toLowerCase()}`
                  : priority.action}
              </p>
            </div>
            <time
              dateTime={task.updated_at}
              className="shrink-0 whitespace-nowrap pt-0.5 text-xs text-slate-500"
            >
              {formatRelative(task.updated_at)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
