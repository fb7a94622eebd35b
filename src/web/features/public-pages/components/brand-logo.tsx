import { SITE } from '@shared/site';
import { cn } from '@/lib/cn';
import { CAMPAIGN_LINK_ATTRIBUTE } from '../nav-links';

/** The window mark of the favicon, drawn inline so it needs no request. */
function WindowMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={className}>
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M8 8h16v16H8z" fill="none" stroke="#fff" strokeWidth="2.5" />
      <path d="M16 8v16M8 16h16" stroke="#fff" strokeWidth="2.5" />
    </svg>
  );
}

/** The brand as a link home: mark plus name, white on dark backgrounds with `inverted`. */
export function BrandLogo({
  inverted = false,
  to = '/',
  onClick,
}: {
  inverted?: boolean;
  /** The home page it leads to: a campaign's own where there is one. */
  to?: string;
  onClick?: () => void;
}) {
  const [first, ...rest] = SITE.name.split(' ');
  return (
    <a
      href={to}
      {...{ [CAMPAIGN_LINK_ATTRIBUTE]: 'home' }}
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-2.5 rounded-md text-lg font-bold tracking-tight',
        inverted ? 'text-white' : 'text-slate-900',
      )}
    >
      <WindowMark
        className={cn('size-8 shrink-0', inverted ? 'text-brand-500' : 'text-brand-700')}
      />
      <span>
        {first}
        {rest.length > 0 ? (
          <span className={cn('font-semibold', inverted ? 'text-brand-200' : 'text-brand-700')}>
            {' '}
            {rest.join(' ')}
          </span>
        ) : null}
      </span>
    </a>
  );
}
