import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const tones = {
  blue: 'bg-blue-50 text-blue-700',
  green: 'bg-emerald-50 text-emerald-700',
  yellow: 'bg-amber-50 text-amber-700',
  purple: 'bg-violet-50 text-violet-700',
  slate: 'bg-slate-100 text-slate-700',
  red: 'bg-red-50 text-red-700',
} as const;

interface StatCardProps {
  label: string;
  /** The figure; undefined while loading shows a placeholder. */
  value: ReactNode | undefined;
  hint?: ReactNode;
  icon: LucideIcon;
  tone?: keyof typeof tones;
}

/** One figure with its label, for the dashboards and the lead list. */
export function StatCard({
  label,
  value,
  hint,
  icon: IconComponent,
  tone = 'blue',
}: StatCardProps) {
  return (
    <Card
      role="group"
      aria-label={label}
      className="flex items-start justify-between gap-3 p-4 sm:p-5"
    >
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-500">{label}</p>
        <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900">
          {value === undefined ? <span className="text-slate-300">–</span> : value}
        </p>
        {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      </div>
      <span
        className={cn(
          'hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex',
          tones[tone],
        )}
      >
        <IconComponent aria-hidden className="size-5" />
      </span>
    </Card>
  );
}
