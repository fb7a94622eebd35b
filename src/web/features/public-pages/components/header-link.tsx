import { Link, NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import type { NavLink as NavLinkItem } from '../nav-links';

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function HeaderLink({
  link,
  className,
  onClick,
}: {
  link: NavLinkItem;
  className: string;
  onClick?: () => void;
}) {
  // The Contact link carries a hash, so "active" styling would be wrong for it.
  if (link.to.includes('#')) {
    return (
      <Link to={link.to} onClick={onClick} className={className}>
        {link.label}
      </Link>
    );
  }
  return (
    <NavLink
      to={link.to}
      end
      onClick={onClick}
      className={({ isActive }) => cn(className, isActive && 'text-brand-700')}
    >
      {link.label}
    </NavLink>
  );
}
