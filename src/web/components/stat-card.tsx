import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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
  /** Where the figure leads: the whole card opens it (the list of the leads it counts). */
  to?: string;
}

/**
 * A figure inside a card's hint that opens its own list ("3 today"): above the card's own
 * link, so each opens what it counts.
 */
export function FigureLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="relative z-10 underline decoration-slate-300 underline-offset-2 hover:text-brand-700 hover:decoration-brand-700"
    >
      {children}
    </Link>
  );
}

/** One figure with its label, for the dashboards and the lead list. */
export function StatCard({
  label,
  value,
  hint,
  icon: IconComponent,
  tone = 'blue',
  to,
}: StatCardProps) {
  const figure = value === undefined ? <span className="text-slate-300">–</span> : value;
  return (
    <Card
      role="group"
      aria-label={label}
      className={cn(
        'flex items-start justify-between gap-3 p-4 sm:p-5',
        to &&
          'relative transition-colors focus-within:ring-2 focus-within:ring-brand-700 hover:border-brand-200 hover:bg-brand-50/40',
      )}
    >
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-500">{label}</p>
        <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900">
          {to && value !== undefined ? (
            // The link covers the card (after:inset-0), so a click anywhere on it opens the list.
            <Link
              to={to}
              aria-label={`${label}: ${typeof value === 'string' || typeof value === 'number' ? value : ''}`}
              className="outline-none after:absolute after:inset-0 after:rounded-xl hover:text-brand-700"
            >
              {figure}
            </Link>
          ) : (
            figure
          )}
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
