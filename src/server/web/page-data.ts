import { campaignOf } from '../../shared/campaign.js';
import { resolveContent } from '../../shared/default-content.js';
import type { PublicPageData } from '../../shared/ssr-contract.js';
import {
  apiSlugFor,
  BASE_PATHS,
  resolvePublicPath,
  sublinkCandidates,
} from '../../shared/url-variants.js';
import type { Db } from '../db/connection.js';
import { findCampaignPages } from '../modules/content/campaign-pages.js';
import {
  findPublishedBySublinks,
  publishedContent,
} from '../modules/content/content-repository.js';

/**
 * What a public path shows, read the way GET /api/{kind}/{slug} reads it: the published
 * content (or the defaults) and the campaign's pages, for the server to render with.
 */
export async function readPublicPageData(db: Db, pathname: string): Promise<PublicPageData> {
  const name = campaignOf(pathname);
  const campaign = name === null ? null : await findCampaignPages(db, name);
  const page = resolvePublicPath(pathname);
  if (page === null) return { path: pathname, page: null, campaign };
  const apiSlug = apiSlugFor(page.kind, page.slug);
  const row = await findPublishedBySublinks(db, page.kind, sublinkCandidates(page.kind, apiSlug));
  return {
    path: pathname,
    page: {
      kind: page.kind,
      slug: page.slug,
      published: row !== undefined,
      content: resolveContent(page.kind, row ? publishedContent(row) : undefined),
      // A variant with nothing published shows the base page's copy, so that is its canonical.
      canonicalPath: row ? row.url : BASE_PATHS[page.kind],
    },
    campaign,
  };
}
