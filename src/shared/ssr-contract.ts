import type { CampaignPages } from './campaign.js';
import type { PageKind } from './content-schema.js';
import type { LiveValues } from './live-figures.js';

/**
 * What the server knows about a public page before rendering it; it travels in the page
 * as JSON (`<script type="application/json" id="page-data">`) so React hydrates from it
 * without a second content read.
 */
export interface PublicPageData {
  /** The path this data was read for; the client ignores data for another path. */
  path: string;
  /** The content page shown, when the path is one (home, about or how-it-works). */
  page: {
    kind: PageKind;
    slug: string;
    /** True when the address's own published content was found. */
    published: boolean;
    /**
     * Whose content is shown: the address's own page; the base page's, under a campaign
     * address with no page of this kind; or the built-in defaults.
     */
    source: 'page' | 'base' | 'defaults';
    /**
     * A variant address with no published page of its own in no campaign (a mistyped or old
     * link): shown as SPEC says, but not indexed, with the base page as its canonical.
     */
    unknown: boolean;
    /** The published record's content, made whole with the defaults. */
    content: unknown;
    /** The record's own public address, for the canonical link. */
    canonicalPath: string;
  } | null;
  /** The campaign of the address, when it has at least one published page; else null. */
  campaign: CampaignPages | null;
  /** The live figures as last computed; missing or null: fixed text shows. */
  figures?: LiveValues | null;
}

/** The document head of a rendered page. */
export interface PageMeta {
  title: string;
  description: string;
  noindex: boolean;
  /** The social image as entered (https address or site path), when the page has one. */
  image?: string;
}

export interface RenderedPage {
  status: number;
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  meta: PageMeta;
}

/** The server entry's one export (src/web/entry-server.tsx, built with `vite build --ssr`). */
export type RenderPublicPage = (url: string, data: PublicPageData) => Promise<RenderedPage>;

/** Paths of the staff back office and the installer portal: a client-side app, never server-rendered. */
export function isBackOfficePath(pathname: string): boolean {
  return /^\/(login|admin|manager|partner)(\/|$)/.test(pathname);
}
