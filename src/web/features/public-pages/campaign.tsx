import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { activeCampaign, campaignOf, type CampaignPages } from '@shared/campaign';
import { api } from '@/lib/api-client';

interface CampaignState {
  /** The campaign last visited in this visit (kept on /thank-you), or null. */
  last: CampaignPages | null;
}

const CampaignContext = createContext<CampaignState>({ last: null });

/**
 * Knows the published pages of the campaign the visitor is in, so links stay inside it
 * (issue 11). The server puts them in the page (`initial`); a campaign reached without
 * them is read from GET /api/campaign/{name}.
 */
export function CampaignProvider({
  initial = null,
  children,
}: {
  initial?: CampaignPages | null;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const [last, setLast] = useState<CampaignPages | null>(initial);
  const name = campaignOf(pathname);

  useEffect(() => {
    if (name === null || last?.name === name) return;
    const controller = new AbortController();
    api
      .get<CampaignPages>(`/campaign/${encodeURIComponent(name)}`, { signal: controller.signal })
      .then((pages) => {
        if (pages?.name === name) setLast(pages);
      })
      .catch(() => {
        // Unknown: the base pages' links serve as well.
      });
    return () => controller.abort();
  }, [name, last?.name]);

  return <CampaignContext.Provider value={{ last }}>{children}</CampaignContext.Provider>;
}

/** The campaign of the current path, when its pages are known; null on base pages. */
export function useActiveCampaign(): CampaignPages | null {
  const { pathname } = useLocation();
  return activeCampaign(pathname, useContext(CampaignContext).last);
}

/** The campaign visited last, for pages outside any campaign such as /thank-you. */
export function useLastCampaign(): CampaignPages | null {
  return useContext(CampaignContext).last;
}
