import { useContext } from 'react';
import { activeCampaign, type CampaignPages } from '@shared/campaign';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';
import { CAMPAIGN_LINK_ATTRIBUTE, campaignHref, type CampaignLinkKind } from './nav-links';
import { PageDataContext } from './page-data';

/** The path of the page being shown: the server's, which is the browser's on hydration. */
export function usePagePath(): string {
  return useContext(PageDataContext)?.path ?? '/';
}

/** The campaign of the current path, when its pages are known; null on base pages. */
export function useActiveCampaign(): CampaignPages | null {
  const data = useContext(PageDataContext);
  return data ? activeCampaign(data.path, data.campaign) : null;
}

/** Remember the campaign of this page, if it has one, for the pages that follow in this tab. */
export function rememberCampaign(path: string, campaign: CampaignPages | null): void {
  const active = activeCampaign(path, campaign);
  if (active) writeJson(STORAGE_KEYS.lastCampaign, active, 'session');
}

/** The campaign visited last in this tab, for pages outside any campaign such as /thank-you. */
export function lastCampaign(): CampaignPages | null {
  const stored = readJson<CampaignPages>(STORAGE_KEYS.lastCampaign, 'session');
  return stored && typeof stored.name === 'string' ? stored : null;
}

/** Marks the thank-you page's Back to Home link. */
export const BACK_HOME_ATTRIBUTE = 'data-back-home';

/**
 * On a page outside any campaign (/thank-you), point Back to Home, the brand links and the
 * header's and footer's links at the campaign the visitor came from, if any.
 */
export function pointLinksAtCampaign(doc: Document, campaign = lastCampaign()): void {
  if (!campaign) return;
  const home = campaignHref('home', campaign);
  const back = doc.querySelector<HTMLAnchorElement>(`a[${BACK_HOME_ATTRIBUTE}]`);
  if (home && back) back.setAttribute('href', home);
  for (const link of doc.querySelectorAll<HTMLAnchorElement>(`a[${CAMPAIGN_LINK_ATTRIBUTE}]`)) {
    const kind = link.getAttribute(CAMPAIGN_LINK_ATTRIBUTE) as CampaignLinkKind;
    const href = campaignHref(kind, campaign);
    if (href) link.setAttribute('href', href);
  }
}
