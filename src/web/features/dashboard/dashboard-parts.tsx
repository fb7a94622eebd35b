import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertCircle, RefreshCw, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export function SectionCard({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('flex min-w-0 flex-col', className)}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex-1">{children}</CardContent>
    </Card>
  );
}

interface QuickActionProps {
  icon: LucideIcon;
  title: string;
  description: string;
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
  badge?: ReactNode;
}

const actionClasses =
  'group flex w-full items-center gap-3 rounded-lg border border-slate-200 p-3 text-left transition-colors hover:border-brand-200 hover:bg-brand-50/60 disabled:opacity-60';

/** A quick action tile: a link, or a button for actions such as an export. */
export function QuickAction({
  icon: IconComponent,
  title,
  description,
  to,
  onClick,
  disabled,
  badge,
}: QuickActionProps) {
  const body = (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700 group-hover:bg-white">
        <IconComponent aria-hidden className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-slate-900">{title}</span>
        <span className="block text-xs text-slate-500">{description}</span>
      </span>
      {badge}
    </>
  );
  return to ? (
    <Link to={to} className={actionClasses}>
      {body}
    </Link>
  ) : (
    <button type="button" onClick={onClick} disabled={disabled} className={actionClasses}>
      {body}
    </button>
  );
}

export function DashboardError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md bg-red-50 px-4 py-3 text-sm text-red-700"
    >
      <AlertCircle aria-hidden className="size-4 shrink-0" />
      <span className="flex-1">{message}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden />
        Try again
      </Button>
    </div>
  );
}

export function RefreshButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={loading}>
      <RefreshCw aria-hidden className={cn(loading && 'animate-spin')} />
      Refresh
    </Button>
  );
}
