import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

/** One card of a public list (a value, step, benefit or feature): icon tile, title, text. */
export function IconCard({
  icon,
  title,
  description,
  className = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200',
  tileClassName = 'bg-brand-50 text-brand-700',
  children,
}: {
  icon: string;
  title: string;
  description: string;
  /** The card's own classes; a white ringed card when left out. */
  className?: string;
  /** The colours of the icon tile. */
  tileClassName?: string;
  /** Shown before the icon (the step number). */
  children?: ReactNode;
}) {
  return (
    <li className={className}>
      {children}
      <span className={cn('flex size-12 items-center justify-center rounded-xl', tileClassName)}>
        <Icon name={icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 leading-relaxed text-slate-600">{description}</p>
    </li>
  );
}
