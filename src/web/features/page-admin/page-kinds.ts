import type { ContentPage, PageKind } from '@shared/content-schema';
import { resolveContent } from '@shared/default-content';
import { BASE_PATHS } from '@shared/url-variants';

export interface PageKindConfig {
  kind: PageKind;
  heading: string;
  description: string;
  /** The admin list; the editor lives under `${listPath}/edit/{slug}`. */
  listPath: string;
  basePath: string;
  /** The url and sublink of a duplicate with this random part. */
  duplicateTarget: (random: string) => { url: string; sublink: string };
}

export const PAGE_KINDS: Record<PageKind, PageKindConfig> = {
  index: {
    kind: 'index',
    heading: 'Home Page Management',
    description: 'The home page and its campaign variants, such as /dublin.',
    listPath: '/admin/home-editor',
    basePath: BASE_PATHS.index,
    duplicateTarget: (random) => ({ url: `/homepage-${random}`, sublink: `homepage-${random}` }),
  },
  about: {
    kind: 'about',
    heading: 'About Page Management',
    description: 'The about page and its variants.',
    listPath: '/admin/about-editor',
    basePath: BASE_PATHS.about,
    duplicateTarget: (random) => ({ url: `/about-${random}`, sublink: `about-${random}` }),
  },
  'how-it-works': {
    kind: 'how-it-works',
    heading: 'How It Works Management',
    description: 'The how-it-works page and its variants.',
    listPath: '/admin/how-it-works-editor',
    basePath: BASE_PATHS['how-it-works'],
    duplicateTarget: (random) => ({
      url: `/how-it-works/hiw-${random}`,
      sublink: `hiw-${random}`,
    }),
  },
};

/** The title a list shows for a page: its hero heading, or the default one when unset. */
export function pageTitle(page: Pick<ContentPage, 'content'> & { kind: PageKind }): string {
  if (page.kind === 'index') {
    const { hero } = resolveContent('index', page.content);
    return [hero.titleLine1, hero.titleEmphasis].filter((part) => part.trim() !== '').join(' ');
  }
  return resolveContent(page.kind, page.content).hero.title;
}
