import { Mail, MapPin, Phone } from 'lucide-react';
import { SITE } from '@shared/site';
import { useActiveCampaign } from '../campaign';
import { CAMPAIGN_LINK_ATTRIBUTE, headerLinks, homeHref, type NavLink } from '../nav-links';
import { BrandLogo } from './brand-logo';

const linkClass = 'text-slate-300 transition-colors hover:text-white';

/** The public footer: brand, contact, legal entity, page links and a quiet staff sign-in. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  // Inside a campaign its pages, so the visitor stays in it.
  const campaign = useActiveCampaign();
  const [howItWorks, about] = headerLinks('/', campaign) as [NavLink, NavLink, NavLink];
  return (
    <footer className="bg-slate-900 text-sm text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-3 lg:px-8">
        <div className="space-y-4">
          <BrandLogo inverted to={homeHref(campaign)} />
          <p className="max-w-xs leading-relaxed text-slate-400">{SITE.tagline}.</p>
        </div>

        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contact us</h2>
          <ul className="mt-4 space-y-3">
            <li className="flex items-center gap-3">
              <Phone aria-hidden className="size-4 shrink-0 text-brand-200" />
              <a href={`tel:${SITE.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                {SITE.phone}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Mail aria-hidden className="size-4 shrink-0 text-brand-200" />
              <a href={`mailto:${SITE.email}`} className={linkClass}>
                {SITE.email}
              </a>
            </li>
            <li className="flex items-start gap-3">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-200" />
              <span className="text-slate-400">{SITE.registeredAddress}</span>
            </li>
          </ul>
        </div>

        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Company</h2>
          <ul className="mt-4 space-y-3">
            <li>
              <a
                href={howItWorks.to}
                {...{ [CAMPAIGN_LINK_ATTRIBUTE]: howItWorks.kind }}
                className={linkClass}
              >
                How it works
              </a>
            </li>
            <li>
              <a
                href={about.to}
                {...{ [CAMPAIGN_LINK_ATTRIBUTE]: about.kind }}
                className={linkClass}
              >
                About
              </a>
            </li>
            <li>
              <a href="/privacy" className={linkClass}>
                Privacy Policy
              </a>
            </li>
          </ul>
        </nav>
      </div>

      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {year} {SITE.legalEntity}. Registered in Ireland, company number {SITE.companyNumber}.
          </p>
          <a href="/login" className="text-slate-400 hover:text-slate-200 hover:underline">
            Staff sign in
          </a>
        </div>
      </div>
    </footer>
  );
}
