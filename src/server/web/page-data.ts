import { campaignLinks, campaignOf } from '../../shared/campaign.js';
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
 * content (or the defaults) and the campaign's pages, for the server to render with. Under a
 * campaign's address with no page of that kind, the base page's published content is shown,
 * so the visitor stays in the campaign.
 */
export async function readPublicPageData(db: Db, pathname: string): Promise<PublicPageData> {
  const name = campaignOf(pathname);
  const pages = name === null ? null : await findCampaignPages(db, name);
  // A name with no published page is no campaign: its links stay on the base pages.
  const campaign = campaignLinks(pages) === null ? null : pages;
  const page = resolvePublicPath(pathname);
  if (page === null) return { path: pathname, page: null, campaign };
  const apiSlug = apiSlugFor(page.kind, page.slug);
  const row = await findPublishedBySublinks(db, page.kind, sublinkCandidates(page.kind, apiSlug));
  const variant = page.slug !== '';
  const base =
    !row && variant && campaign !== null
      ? await findPublishedBySublinks(db, page.kind, [''])
      : undefined;
  const shown = row ?? base;
  return {
    path: pathname,
    page: {
      kind: page.kind,
      slug: page.slug,
      published: row !== undefined,
      source: row ? 'page' : base ? 'base' : 'defaults',
      unknown: !row && variant && campaign === null,
      content: resolveContent(page.kind, shown ? publishedContent(shown) : undefined),
      // A variant with nothing published shows the base page's copy, so that is its canonical.
      canonicalPath: row ? row.url : BASE_PATHS[page.kind],
    },
    campaign,
  };
}

/**
 * The one address a public path is served at: trailing slashes dropped, and a
 * path with capitals that names no page of its own lower-cased (`/Dublin/` is `/dublin`).
 * Either the data to render, or where to answer 301.
 */
export async function servedAddress(
  db: Db,
  pathname: string,
): Promise<{ data: PublicPageData; redirectTo: null } | { redirectTo: string }> {
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  let data = path === pathname ? await readPublicPageData(db, path) : null;
  const lower = path.toLowerCase();
  if (lower !== path) {
    data ??= await readPublicPageData(db, path);
    if (data.page === null || data.page.unknown) path = lower;
  }
  // `//host` would be read as another site's address.
  if (path !== pathname && !path.startsWith('//')) return { redirectTo: path };
  return { data: data ?? (await readPublicPageData(db, pathname)), redirectTo: null };
}
