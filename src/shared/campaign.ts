import type { PageKind } from './content-schema.js';
import { resolvePublicPath } from './url-variants.js';

/**
 * The published pages of one campaign (a URL variant such as `dublin`): where its home,
 * about and how-it-works pages live, or null where the campaign has no published page.
 */
export interface CampaignPages {
  name: string;
  home: string | null;
  about: string | null;
  howItWorks: string | null;
}

const SLUG_PREFIXES: Record<PageKind, string[]> = {
  index: [],
  about: ['about-'],
  'how-it-works': ['hiw-', 'how-it-works-'],
};

/**
 * The campaign a public path belongs to: its slug without the page-kind prefix, so
 * `/dublin`, `/dublin/about` and `/about/dublin` are all campaign `dublin`. Base pages and
 * non-content paths have none.
 */
export function campaignOf(pathname: string): string | null {
  const page = resolvePublicPath(pathname);
  if (page === null || page.slug === '') return null;
  const prefix = SLUG_PREFIXES[page.kind].find((candidate) => page.slug.startsWith(candidate));
  const name = prefix ? page.slug.slice(prefix.length) : page.slug;
  return name === '' ? null : name;
}

/** The campaign's pages when the path belongs to it, else null (base links apply). */
export function activeCampaign(
  pathname: string,
  campaign: CampaignPages | null,
): CampaignPages | null {
  return campaign !== null && campaignOf(pathname) === campaign.name ? campaign : null;
}

/** Where a campaign's home, about and how-it-works pages are for a visitor inside it. */
export interface CampaignLinks {
  home: string;
  about: string;
  howItWorks: string;
}

/**
 * A campaign's links: its published page of each kind, else the campaign's own
 * address of that kind (`/dublin`, `/dublin/about`, `/dublin/how-it-works`), where the server
 * serves the base page's content, so the visitor never leaves the campaign. Null when the
 * campaign has no published page at all, or a name that cannot be a first path segment.
 */
export function campaignLinks(campaign: CampaignPages | null): CampaignLinks | null {
  if (campaign === null) return null;
  if (campaign.home === null && campaign.about === null && campaign.howItWorks === null) {
    return null;
  }
  const own = `/${campaign.name}`;
  const page = resolvePublicPath(own);
  if (page === null || page.kind !== 'index' || page.slug !== campaign.name) return null;
  return {
    home: campaign.home ?? own,
    about: campaign.about ?? `${own}/about`,
    howItWorks: campaign.howItWorks ?? `${own}/how-it-works`,
  };
}
