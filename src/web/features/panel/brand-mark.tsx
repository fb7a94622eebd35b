import { SITE } from '@shared/site';
import { cn } from '@/lib/cn';

/** The window logo (as in favicon.svg) with the brand name beside it unless compact. */
export function BrandMark({ compact, className }: { compact?: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5 font-bold text-slate-900', className)}>
      <svg viewBox="0 0 32 32" aria-hidden className="size-8 shrink-0">
        <rect width="32" height="32" rx="7" fill="currentColor" className="text-brand-700" />
        <path d="M8 8h16v16H8z" fill="none" stroke="#fff" strokeWidth="2.5" />
        <path d="M16 8v16M8 16h16" stroke="#fff" strokeWidth="2.5" />
      </svg>
      <span className={cn('truncate', compact && 'sr-only')}>{SITE.name}</span>
    </span>
  );
}
