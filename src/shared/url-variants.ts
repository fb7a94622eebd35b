import type { PageKind } from './content-schema.js';

/** Route slugs: letters, digits, dash, underscore, dot and tilde. */
export const SLUG_PATTERN = /^[A-Za-z0-9._~-]+$/;

/** First path segments that are never a home-page variant. */
export const RESERVED_SEGMENTS = [
  'about',
  'how-it-works',
  'admin',
  'manager',
  /** The installer portal. */
  'partner',
  /** The homeowner's own page, /request/<token>. */
  'request',
  'login',
  'thank-you',
  'privacy',
  'api',
] as const;

/** The admin lists and editor routes show the base page's empty slug as `root`. */
export const ROOT_SLUG = 'root';
/** The public API's name for the base page. */
export const DEFAULT_SLUG = 'default';

export const BASE_PATHS: Record<PageKind, string> = {
  index: '/',
  about: '/about',
  'how-it-works': '/how-it-works',
};

export interface PublicPage {
  kind: PageKind;
  /** The content key (a record's sublink); '' for the base page. */
  slug: string;
}

function isSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}

function hiwSlug(slug: string): string {
  return slug.startsWith('hiw-') || slug.startsWith('how-it-works-') ? slug : `hiw-${slug}`;
}

function aboutSlug(slug: string): string {
  return slug.startsWith('about-') ? slug : `about-${slug}`;
}

/**
 * Which public page a path shows and the content slug it loads, or null
 * when the path is not a public content page (404, or a route of its own).
 */
export function resolvePublicPath(pathname: string): PublicPage | null {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [first, second, ...rest] = segments;
  if (rest.length > 0) return null;
  if (first === undefined) return { kind: 'index', slug: '' };
  if (first === 'about') {
    if (second === undefined) return { kind: 'about', slug: '' };
    return isSlug(second) ? { kind: 'about', slug: aboutSlug(second) } : null;
  }
  if (first === 'how-it-works') {
    if (second === undefined) return { kind: 'how-it-works', slug: '' };
    return isSlug(second) ? { kind: 'how-it-works', slug: hiwSlug(second) } : null;
  }
  if (!isSlug(first) || (RESERVED_SEGMENTS as readonly string[]).includes(first)) return null;
  if (second === undefined) {
    if (first.startsWith('about-')) return { kind: 'about', slug: first };
    if (first.startsWith('how-it-works-')) return { kind: 'how-it-works', slug: first };
    return { kind: 'index', slug: first };
  }
  if (second === 'about') return { kind: 'about', slug: first };
  if (second === 'how-it-works') return { kind: 'how-it-works', slug: first };
  return null;
}

/** The path segment the public API is called with for a slug. */
export function apiSlugFor(kind: PageKind, slug: string): string {
  if (slug === '') return DEFAULT_SLUG;
  if (kind === 'about') return slug.replace(/^about-/, '') || DEFAULT_SLUG;
  if (kind === 'how-it-works') return slug.replace(/^how-it-works-/, '') || DEFAULT_SLUG;
  return slug;
}

/** The sublinks a public API slug may name, most specific first: the full sublink, then each shorter prefix. */
export function sublinkCandidates(kind: PageKind, apiSlug: string): string[] {
  if (apiSlug === '' || apiSlug === DEFAULT_SLUG) return [''];
  if (kind === 'about') return unique([apiSlug, `about-${apiSlug}`]);
  if (kind === 'how-it-works') {
    return unique([apiSlug, `hiw-${apiSlug}`, `how-it-works-${apiSlug}`]);
  }
  return [apiSlug];
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** Trim, drop trailing slashes, one leading slash; empty means the base path. */
export function normalizePageUrl(input: string, kind: PageKind): string {
  const trimmed = input.trim().replace(/\/+$/, '').replace(/^\/+/, '');
  return trimmed === '' ? BASE_PATHS[kind] : `/${trimmed}`;
}

/** The sublink a page of this kind at this URL is stored under, or null if the URL is not one. */
export function sublinkForUrl(kind: PageKind, url: string): string | null {
  const page = resolvePublicPath(url);
  return page !== null && page.kind === kind ? page.slug : null;
}

/** The editor route segment for a sublink: `root` for the base page. */
export function editorSlug(sublink: string): string {
  return sublink === '' ? ROOT_SLUG : sublink;
}

export function sublinkFromEditorSlug(slug: string): string {
  return slug === ROOT_SLUG ? '' : slug;
}

const SUBLINK_PREFIXES: Record<PageKind, string[]> = {
  index: [],
  about: ['about-'],
  'how-it-works': ['hiw-', 'how-it-works-'],
};

/**
 * The sublinks one public address can reach: for about pages `x1` and `about-x1`, for
 * how-it-works pages `x3`, `hiw-x3` and `how-it-works-x3`. Two pages in one family would
 * shadow each other, so only one may exist.
 */
export function sublinkFamily(kind: PageKind, sublink: string): string[] {
  if (sublink === '') return [''];
  const prefixes = SUBLINK_PREFIXES[kind];
  const prefix = prefixes.find((candidate) => sublink.startsWith(candidate));
  const base = prefix ? sublink.slice(prefix.length) : sublink;
  return base === '' ? [sublink] : unique([base, ...prefixes.map((candidate) => candidate + base)]);
}
