import { Phone } from 'lucide-react';
import { SITE } from '@shared/site';
import { Sheet } from '@/components/ui/sheet';
import type { NavLink } from '../nav-links';
import { HeaderLink, telHref } from './header-link';

/** The header's links in a side drawer, below 768 px. */
export default function MobileMenu({
  open,
  onOpenChange,
  links,
  currentPath,
  onNavigate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: NavLink[];
  currentPath: string;
  onNavigate: () => void;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Menu" side="right">
      <nav id="mobile-menu" aria-label="Mobile" className="flex flex-col gap-1 p-3">
        {links.map((link) => (
          <HeaderLink
            key={link.label}
            link={link}
            currentPath={currentPath}
            onClick={onNavigate}
            className="rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
          />
        ))}
      </nav>
      <div className="mx-3 border-t border-slate-200 pt-4">
        <a
          href={telHref(SITE.phone)}
          className="flex items-center gap-3 rounded-md px-3 py-3 text-base font-semibold text-brand-800 hover:bg-brand-50"
        >
          <Phone aria-hidden className="size-5" />
          {SITE.phone}
        </a>
        <p className="px-3 pt-2 text-sm text-slate-500">{SITE.tagline}</p>
      </div>
    </Sheet>
  );
}
