import { cn } from '@/lib/cn';
import { CAMPAIGN_LINK_ATTRIBUTE, type NavLink as NavLinkItem } from '../nav-links';

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * One header link: a plain link, as every public page is its own document. The link to the
 * page being shown is marked as current; the Contact link carries a hash and never is.
 */
export function HeaderLink({
  link,
  currentPath,
  className,
  onClick,
}: {
  link: NavLinkItem;
  currentPath: string;
  className: string;
  onClick?: () => void;
}) {
  const current = !link.to.includes('#') && link.to === currentPath;
  return (
    <a
      href={link.to}
      onClick={onClick}
      aria-current={current ? 'page' : undefined}
      className={cn(className, current && 'text-brand-700')}
      {...{ [CAMPAIGN_LINK_ATTRIBUTE]: link.kind }}
    >
      {link.label}
    </a>
  );
}
