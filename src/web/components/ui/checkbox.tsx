import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A native checkbox styled to match; works with labels, forms and keyboards as is. */
export function Checkbox({
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn('size-4 cursor-pointer rounded border-slate-300 accent-brand-700', className)}
      {...props}
    />
  );
}
