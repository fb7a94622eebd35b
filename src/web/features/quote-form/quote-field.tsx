import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/** One labelled field with its asterisk or "Optional" marker and the server's message under it. */
export function QuoteField({
  id,
  label,
  marker,
  error,
  wide,
  children,
}: {
  id: string;
  label: string;
  marker: 'required' | 'optional' | 'none';
  error?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', wide && 'sm:col-span-full')}>
      <Label htmlFor={id} className="flex items-baseline gap-1">
        {label}
        {marker === 'required' ? (
          <span aria-hidden className="text-red-600">
            *
          </span>
        ) : null}
        {marker === 'optional' ? (
          <span aria-hidden className="ml-1 text-xs font-normal text-slate-500">
            Optional
          </span>
        ) : null}
      </Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The aria attributes that tie a control to its message. */
export function errorProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}
