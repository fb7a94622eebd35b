import type { PageKind } from './content-schema.js';
import { COUNTIES } from './counties.js';
import {
  DEFAULT_HOME_CONTENT,
  type AboutContent,
  type HomeContent,
  type HowItWorksContent,
  type PageContentByKind,
} from './default-content.js';
import { SITE } from './site.js';

/** The search and share metadata a page's head carries. */
export interface PageSeoMeta {
  title: string;
  description: string;
  /** The social image as entered (an https address or a site path); '' for none. */
  image: string;
}

/** Where a page's content came from, as the server read it (see PublicPageData). */
export interface MetaSource {
  /** The content key: '' for the base page, else the variant's sublink. */
  slug: string;
  /** 'page' when the address's own record is shown. */
  source: 'page' | 'base' | 'defaults';
}

export const DESCRIPTION_LENGTH = 155;
const HOME_TITLE = `${SITE.name}: free window replacement quotes`;

/** A page's title with the brand, as tabs and search results show it. */
export function documentTitle(title: string): string {
  if (title.trim() === '') return SITE.name;
  return title.includes(SITE.name) ? title : `${title} | ${SITE.name}`;
}

/** Text cut to `max` characters at a word boundary, with an ellipsis when cut. */
export function trimAtWord(text: string, max = DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const words = space > max / 2 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The county a campaign is named after (`dublin`, `cork-spring`), if any. */
function countyOf(name: string): string | undefined {
  const first = name.toLowerCase().split(/[-_.~]/)[0];
  return COUNTIES.find((county) => county.toLowerCase() === first);
}

function heroHeading(content: HomeContent): string {
  return `${content.hero.titleLine1} ${content.hero.titleEmphasis}`.replace(/\s+/g, ' ').trim();
}

/**
 * A home page's derived title: the base page's fixed title; a variant's own
 * hero heading when it has one, else the county its campaign is named after, else the base's.
 */
export function homeTitle(page: MetaSource, content: HomeContent): string {
  if (page.slug === '') return HOME_TITLE;
  const heading = heroHeading(content);
  if (page.source === 'page' && heading && heading !== heroHeading(DEFAULT_HOME_CONTENT)) {
    return heading;
  }
  const county = countyOf(page.slug);
  return county ? `Free window replacement quotes in ${county}` : HOME_TITLE;
}

/** An inner page's title: its hero title, with the county its campaign is named after. */
function innerTitle(page: MetaSource, title: string): string {
  const county =
    page.slug === '' ? undefined : countyOf(page.slug.replace(/^(about|hiw|how-it-works)-/, ''));
  return county ? `${title} (${county})` : title;
}

/** The title and description a page gets when its editors leave them empty. */
export function defaultPageMeta<K extends PageKind>(
  kind: K,
  page: MetaSource,
  content: PageContentByKind[K],
): { title: string; description: string } {
  if (kind === 'index') {
    const home = content as HomeContent;
    return {
      title: documentTitle(homeTitle(page, home)),
      description: trimAtWord(home.hero.subtitle) || SITE.tagline,
    };
  }
  const inner = content as AboutContent | HowItWorksContent;
  return {
    title: documentTitle(innerTitle(page, inner.hero.title)),
    description: trimAtWord(inner.hero.subtitle) || SITE.tagline,
  };
}

/**
 * What a page's head says: the fields its editors set, else the derived defaults. The fields
 * apply only where the address's own record is shown (a campaign page borrowing the base
 * page's copy keeps its own derived title).
 */
export function pageMeta<K extends PageKind>(
  kind: K,
  page: MetaSource,
  content: PageContentByKind[K],
): PageSeoMeta {
  const fallback = defaultPageMeta(kind, page, content);
  const seo = page.source === 'page' ? content.seo : undefined;
  return {
    title: seo?.title.trim() || fallback.title,
    description: seo?.description.trim() || fallback.description,
    image: seo?.image.trim() ?? '',
  };
}
