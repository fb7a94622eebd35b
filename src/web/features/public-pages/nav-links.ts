import { campaignLinks, type CampaignPages } from '@shared/campaign';
import { resolvePublicPath } from '@shared/url-variants';

export interface NavLink {
  label: string;
  to: string;
  /** Which page of the campaign the link is, so the browser can point it back into one. */
  kind: CampaignLinkKind;
}

export type CampaignLinkKind = 'home' | 'about' | 'how-it-works' | 'contact';

export const QUOTE_FORM_ID = 'quote-form';

/**
 * Where the quote form is: on a home page variant, the form of that same page, so a lead
 * keeps the campaign path it came from (its url_type); on another page of a campaign, the
 * campaign's home (its published page or its own address); everywhere else the home page's.
 */
export function quoteFormHref(pathname: string, campaign: CampaignPages | null = null): string {
  const page = resolvePublicPath(pathname);
  const home =
    page?.kind === 'index' && page.slug !== ''
      ? `/${page.slug}`
      : (campaignLinks(campaign)?.home ?? '/');
  return `${home}#${QUOTE_FORM_ID}`;
}

/** The header navigation (How it works, About, Contact), inside the campaign. */
export function headerLinks(pathname: string, campaign: CampaignPages | null = null): NavLink[] {
  const links = campaignLinks(campaign);
  return [
    { label: 'How it works', to: links?.howItWorks ?? '/how-it-works', kind: 'how-it-works' },
    { label: 'About', to: links?.about ?? '/about', kind: 'about' },
    { label: 'Contact', to: quoteFormHref(pathname, campaign), kind: 'contact' },
  ];
}

/** The brand link's page: the campaign's home inside one, else `/`. */
export function homeHref(campaign: CampaignPages | null): string {
  return campaignLinks(campaign)?.home ?? '/';
}

/** The attribute the header's links carry (their CampaignLinkKind). */
export const CAMPAIGN_LINK_ATTRIBUTE = 'data-campaign-link';

/** A campaign's address for each link kind, for pages outside any campaign (/thank-you). */
export function campaignHref(kind: CampaignLinkKind, campaign: CampaignPages): string | null {
  const links = campaignLinks(campaign);
  if (!links) return null;
  if (kind === 'home') return links.home;
  if (kind === 'about') return links.about;
  if (kind === 'how-it-works') return links.howItWorks;
  return `${links.home}#${QUOTE_FORM_ID}`;
}
