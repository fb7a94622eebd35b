import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useScreenTitle } from '@/lib/use-screen-title';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links shown at the right, kept on one line (below the title under 1024 px). */
  actions?: ReactNode;
  className?: string;
  /** The document title, when `title` is not plain text. */
  documentTitle?: string;
}

/** The heading every panel page renders at the top of the main area. */
export function PageHeader({
  title,
  description,
  actions,
  className,
  documentTitle,
}: PageHeaderProps) {
  useScreenTitle(documentTitle ?? (typeof title === 'string' ? title : undefined));
  return (
    <div
      className={cn(
        'mb-6 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between',
        className,
      )}
    >
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description ? <p className="mt-1 text-sm text-slate-500">{description}</p> : null}
      </div>
      {actions ? (
        <div className="flex flex-wrap items-center gap-2 lg:shrink-0 lg:justify-end">
          {actions}
        </div>
      ) : null}
    </div>
  );
}
