import { Link } from 'react-router';
import { AlarmClock, CalendarClock, ChevronRight } from 'lucide-react';
import type { DashboardSummary } from '@shared/dashboard';
import { figureLink } from '@shared/dashboard-links';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const FIGURES = [
  {
    key: 'overdue',
    label: 'Overdue',
    hint: 'Next action due before now',
    icon: AlarmClock,
    tone: 'bg-red-50 text-red-700',
  },
  {
    key: 'dueToday',
    label: 'Due today',
    hint: 'Next action due later today',
    icon: CalendarClock,
    tone: 'bg-amber-50 text-amber-800',
  },
] as const;

/** Overdue and Due today next actions, each opening the list of exactly those leads. */
export function NextActionCards({
  counts,
  basePath,
}: {
  counts: DashboardSummary['nextActions'] | undefined;
  basePath: string;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4">
      {FIGURES.map((figure) => {
        const value = counts?.[figure.key];
        const Icon = figure.icon;
        return (
          <Link
            key={figure.key}
            to={figureLink(basePath, figure.key)}
            aria-label={`${figure.label}: ${value ?? 'loading'} leads`}
            className="group rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <Card className="flex items-center justify-between gap-3 p-4 transition-colors group-hover:border-brand-200 group-hover:bg-brand-50/40 sm:p-5">
              <div className="min-w-0">
                <p className="text-sm font-medium text-slate-500">{figure.label}</p>
                <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900">
                  {value === undefined ? <span className="text-slate-300">–</span> : value}
                </p>
                <p className="mt-1 hidden text-xs text-slate-500 sm:block">{figure.hint}</p>
              </div>
              <span className="flex shrink-0 items-center gap-1">
                <span
                  className={cn(
                    'hidden size-10 items-center justify-center rounded-lg sm:flex',
                    figure.tone,
                  )}
                >
                  <Icon aria-hidden className="size-5" />
                </span>
                <ChevronRight aria-hidden className="size-4 text-slate-400" />
              </span>
            </Card>
          </Link>
        );
      })}
    </div>
  );
}
