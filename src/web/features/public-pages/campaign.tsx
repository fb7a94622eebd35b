import { useContext } from 'react';
import { activeCampaign, type CampaignPages } from '@shared/campaign';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';
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
function lastCampaign(): CampaignPages | null {
  const stored = readJson<CampaignPages>(STORAGE_KEYS.lastCampaign, 'session');
  return stored && typeof stored.name === 'string' ? stored : null;
}

/** Marks the thank-you page's Back to Home link. */
export const BACK_HOME_ATTRIBUTE = 'data-back-home';

/** Point Back to Home at the home page of the campaign the visitor came from, if any. */
export function pointBackHomeAtCampaign(doc: Document): void {
  const home = lastCampaign()?.home;
  const link = doc.querySelector<HTMLAnchorElement>(`a[${BACK_HOME_ATTRIBUTE}]`);
  if (home && link) link.setAttribute('href', home);
}
