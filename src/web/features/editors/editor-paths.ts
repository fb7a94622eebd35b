import type { PageKind } from '@shared/content-schema';
import { ROOT_SLUG, SLUG_PATTERN, sublinkFromEditorSlug } from '@shared/url-variants';

export interface EditorKindConfig {
  pageName: string;
  listPath: string;
  savedText: string;
  resetText: string;
}

export const EDITOR_KINDS: Record<PageKind, EditorKindConfig> = {
  index: {
    pageName: 'Home',
    listPath: '/admin/home-editor',
    savedText: 'Home content updated.',
    resetText: 'Home content reset to defaults.',
  },
  about: {
    pageName: 'About',
    listPath: '/admin/about-editor',
    savedText: 'About content updated.',
    resetText: 'About content reset to defaults.',
  },
  'how-it-works': {
    pageName: 'How It Works',
    listPath: '/admin/how-it-works-editor',
    savedText: 'How It Works content updated.',
    resetText: 'How It Works content reset to defaults.',
  },
};

/** Whether an editor route slug names a page: `root`, or a sublink of slug characters. */
export function isEditorSlug(slug: string): boolean {
  return slug === ROOT_SLUG || SLUG_PATTERN.test(slug);
}

/**
 * The public path an editor slug is shown at, as the editor's title names it. Home: `/{slug}`.
 * About: `/about`, `/about/{rest}` for `about-{rest}`, else `/{slug}/about`. How It Works:
 * `/how-it-works`, `/how-it-works/{slug}` for `hiw-` and `how-it-works-` slugs, else
 * `/{slug}/how-it-works`. Each path resolves back to the same sublink publicly.
 */
export function editorPagePath(kind: PageKind, slug: string): string {
  const sublink = sublinkFromEditorSlug(slug);
  if (kind === 'index') return `/${sublink}`;
  if (kind === 'about') {
    if (sublink === '') return '/about';
    const rest = sublink.startsWith('about-') ? sublink.slice('about-'.length) : '';
    return rest !== '' ? `/about/${rest}` : `/${sublink}/about`;
  }
  if (sublink === '') return '/how-it-works';
  if (sublink.startsWith('hiw-') || sublink.startsWith('how-it-works-')) {
    return `/how-it-works/${sublink}`;
  }
  return `/${sublink}/how-it-works`;
}

/** "Edit Home Page — /dublin", "Edit About Page — /about/x1", ... */
export function editorTitle(kind: PageKind, slug: string): string {
  return `Edit ${EDITOR_KINDS[kind].pageName} Page — ${editorPagePath(kind, slug)}`;
}
