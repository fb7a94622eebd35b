import { StrictMode, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { activeCampaign, type CampaignPages } from '@shared/campaign';
import { resolveContent } from '@shared/default-content';
import type { PublicPageData } from '@shared/ssr-contract';
import { headerLinks } from '@/features/public-pages/nav-links';
import {
  lastCampaign,
  pointLinksAtCampaign,
  rememberCampaign,
} from '@/features/public-pages/campaign';
import { PhoneMenu } from '@/features/public-pages/components/phone-menu';
import { ThankYouFigures } from '@/features/public-pages/components/thank-you-figures';
import { listenForScrollButtons } from '@/features/public-pages/components/home/scroll-to-quote-form';
import { storeHomeContent } from '@/features/public-pages/home-content-cache';
import { ISLAND_ATTRIBUTE, type IslandName } from '@/features/public-pages/island';
import { PageDataContext, readPageData } from '@/features/public-pages/page-data';
import { QuoteForm } from '@/features/quote-form/quote-form';
import { mountPhoneCodeEntry } from '@/features/phone-verification/mount-phone-code-entry';
import { SentRequestNote } from '@/features/quote-form/sent-request';
import { wantsPreview } from '@/lib/draft-preview';
import { sessionToken } from '@/lib/session';
import { recordVisitAttribution } from '@/lib/visit-attribution';
import './public.css';

/**
 * The browser side of a public page. The server sent the whole page as HTML with its data;
 * only the islands (the phone menu and the quote form) are hydrated, from that same data,
 * so React Router, the stores and the back office never load here. Links between public
 * pages are plain links: each page is its own server-rendered document. Staff asking for
 * `?preview` get the saved draft drawn in the browser instead (routes/public/draft-preview).
 */
/** The page that follows the quote form: outside any campaign, so it leads back to the last one. */
const THANK_YOU_PATH = '/thank-you';

/** The campaign whose links the page shows: its own, or on /thank-you the last one visited. */
function campaignOfPage(data: PublicPageData): CampaignPages | null {
  if (data.path === THANK_YOU_PATH) return lastCampaign();
  return activeCampaign(data.path, data.campaign);
}

const ISLANDS: Partial<Record<IslandName, (data: PublicPageData) => ReactNode>> = {
  'phone-menu': (data) => (
    <PhoneMenu links={headerLinks(data.path, campaignOfPage(data))} currentPath={data.path} />
  ),
  'quote-form': (data) => <QuoteForm content={resolveContent('index', data.page?.content)} />,
  'sent-request': () => <SentRequestNote />,
  'thank-you-figures': () => <ThankYouFigures />,
};

/** Islands of one page only, loaded when that page is open: they stay out of the budget of `/`. */
const LAZY_ISLANDS: Partial<
  Record<IslandName, () => Promise<(data: PublicPageData) => ReactNode>>
> = {
  'request-page': async () => {
    const { RequestView } = await import('@/features/homeowner-request/request-view');
    return (data) => <RequestView path={data.path} />;
  },
};

async function islandFor(name: IslandName) {
  const lazy = LAZY_ISLANDS[name];
  return lazy ? lazy() : ISLANDS[name];
}

function hydrateIslands(data: PublicPageData) {
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    void hydrateIsland(element, data);
  }
}

async function hydrateIsland(element: HTMLElement, data: PublicPageData) {
  const island = await islandFor(element.getAttribute(ISLAND_ATTRIBUTE) as IslandName);
  if (island) {
    hydrateRoot(
      element,
      <StrictMode>
        <PageDataContext.Provider value={data}>{island(data)}</PageDataContext.Provider>
      </StrictMode>,
    );
  }
}

/** A signed-in member of staff asking for `?preview`: only then is the preview code loaded. */
function previewWanted(data: PublicPageData): boolean {
  return data.page !== null && wantsPreview(window.location.search) && sessionToken() !== null;
}

recordVisitAttribution();
const data = readPageData(document);
if (data) {
  if (previewWanted(data)) {
    void import('@/routes/public/draft-preview')
      .then(({ showDraftPreview }) => showDraftPreview(data))
      .catch(() => false)
      .then((shown) => {
        if (!shown) hydrateIslands(data);
      });
  } else {
    hydrateIslands(data);
  }
  listenForScrollButtons(document);
  rememberCampaign(data.path, data.campaign);
  if (data.path === THANK_YOU_PATH) pointLinksAtCampaign(document);
  if (data.path === THANK_YOU_PATH) void mountPhoneCodeEntry(document);
  if (data.page?.kind === 'index') {
    storeHomeContent(
      data.page.slug,
      data.page.published ? resolveContent('index', data.page.content) : undefined,
    );
  }
}
