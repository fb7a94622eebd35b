import { Phone } from 'lucide-react';
import { SITE } from '@shared/site';
import { useActiveCampaign, usePagePath } from '../campaign';
import { Island } from '../island';
import { headerLinks, homeHref } from '../nav-links';
import { BrandLogo } from './brand-logo';
import { HeaderLink, telHref } from './header-link';
import { PhoneMenu } from './phone-menu';

/** The public header: brand and navigation; below 768 px the links move into a drawer. */
export function SiteHeader() {
  const pathname = usePagePath();
  const campaign = useActiveCampaign();
  const links = headerLinks(pathname, campaign);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLogo to={homeHref(campaign)} />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <HeaderLink
              key={link.label}
              link={link}
              currentPath={pathname}
              className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900"
            />
          ))}
          <a
            href={telHref(SITE.phone)}
            className="ml-3 hidden items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 lg:inline-flex"
          >
            <Phone aria-hidden className="size-4" />
            {SITE.phone}
          </a>
        </nav>
        <Island name="phone-menu">
          <PhoneMenu links={links} currentPath={pathname} />
        </Island>
      </div>
    </header>
  );
}
