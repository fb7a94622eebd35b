import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface EmptyStateProps {
  /** The one line that says why nothing is listed ("No leads match these filters."). */
  title: ReactNode;
  description?: ReactNode;
  icon?: LucideIcon;
  /** A button or link that helps (clear the filters, add the first item). */
  action?: ReactNode;
  className?: string;
}

/**
 * What a list shows instead of rows. It sits in the visible width of its box, never centred
 * across a table wider than the screen, and is announced when it replaces the rows.
 */
export function EmptyState({ title, description, icon: Icon, action, className }: EmptyStateProps) {
  return (
    <div
      role="status"
      className={cn(
        'flex w-full flex-col items-center gap-2 px-4 py-10 text-center text-sm text-slate-600',
        className,
      )}
    >
      {Icon ? <Icon aria-hidden className="size-6 text-slate-400" /> : null}
      <p className="font-medium text-slate-700">{title}</p>
      {description ? <p className="max-w-prose text-slate-500">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
