import { Link } from 'react-router';
import type { DashboardSummary } from '@shared/dashboard';
import { LEAD_STATUS_LABELS } from '@shared/lead-status';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatDateTime, formatRelative } from '@/lib/format-date';

type Task = DashboardSummary['tasks'][number];

const PRIORITY: Record<Task['priority'], { label: string; tone: BadgeTone; action: string }> = {
  high: { label: 'High', tone: 'red', action: 'New for over a day: make first contact' },
  medium: { label: 'Medium', tone: 'yellow', action: 'No update for 3 days: follow up' },
  low: { label: 'Low', tone: 'blue', action: 'New today: make first contact' },
};

/** What a task has waited since: the rule's own column (created for new leads, else updated). */
function waitingSince(task: Task): string {
  return task.priority === 'medium' ? task.updated_at : task.created_at;
}

/**
 * Today's follow-up work, oldest first (as the server orders it), each linking to its lead:
 * the priority and the time on one line, the whole name and the lead id on the next.
 */
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
        const since = waitingSince(task);
        return (
          <li
            key={`${task.priority}-${task.lead_id}`}
            className="flex flex-col gap-1 py-2.5 text-sm"
          >
            <div className="flex items-center justify-between gap-2">
              <Badge tone={priority.tone} className="w-16 justify-center">
                {priority.label}
              </Badge>
              <time
                dateTime={since}
                title={formatDateTime(since)}
                className="whitespace-nowrap text-xs text-slate-600"
              >
                {formatRelative(since)}
              </time>
            </div>
            <p className="min-w-0">
              <Link
                to={`${basePath}/leads/${task.lead_id}`}
                title={task.lead_name || 'Unnamed lead'}
                className="font-semibold [overflow-wrap:anywhere] text-slate-900 hover:text-brand-700 hover:underline"
              >
                {task.lead_name || 'Unnamed lead'}
              </Link>{' '}
              <span className="whitespace-nowrap font-mono text-xs text-slate-600">
                #{task.lead_id}
              </span>
            </p>
            <p className="text-slate-600">
              {task.priority === 'medium'
                ? `${LEAD_STATUS_LABELS[task.status]}: ${priority.action.toLowerCase()}`
                : priority.action}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
