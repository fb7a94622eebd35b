import type { CampaignPages } from '@shared/campaign';
import { resolvePublicPath } from '@shared/url-variants';

export interface NavLink {
  label: string;
  to: string;
}

export const QUOTE_FORM_ID = 'quote-form';

/**
 * Where the quote form is: on a home page variant, the form of that same page, so a lead
 * keeps the campaign path it came from (its url_type); on another page of a campaign, the
 * campaign's published home page; everywhere else the home page's.
 */
export function quoteFormHref(pathname: string, campaign: CampaignPages | null = null): string {
  const page = resolvePublicPath(pathname);
  const home =
    page?.kind === 'index' && page.slug !== '' ? `/${page.slug}` : (campaign?.home ?? '/');
  return `${home}#${QUOTE_FORM_ID}`;
}

/** The header navigation (How it works, About, Contact), inside the campaign. */
export function headerLinks(pathname: string, campaign: CampaignPages | null = null): NavLink[] {
  return [
    { label: 'How it works', to: campaign?.howItWorks ?? '/how-it-works' },
    { label: 'About', to: campaign?.about ?? '/about' },
    { label: 'Contact', to: quoteFormHref(pathname, campaign) },
  ];
}
