import { describe, expect, it } from 'vitest';
import {
  apiSlugFor,
  editorSlug,
  normalizePageUrl,
  resolvePublicPath,
  sublinkCandidates,
  sublinkForUrl,
  sublinkFromEditorSlug,
} from './url-variants.js';

describe('resolvePublicPath', () => {
  it.each([
    ['/', { kind: 'index', slug: '' }],
    ['', { kind: 'index', slug: '' }],
    ['/dublin', { kind: 'index', slug: 'dublin' }],
    ['/dublin/', { kind: 'index', slug: 'dublin' }],
    ['/Cork_2024.v1~x', { kind: 'index', slug: 'Cork_2024.v1~x' }],
    ['/about', { kind: 'about', slug: '' }],
    ['/about/', { kind: 'about', slug: '' }],
    ['/about/x1', { kind: 'about', slug: 'about-x1' }],
    ['/about/about-x1', { kind: 'about', slug: 'about-x1' }],
    ['/about-x1', { kind: 'about', slug: 'about-x1' }],
    ['/dublin/about', { kind: 'about', slug: 'dublin' }],
    ['/how-it-works', { kind: 'how-it-works', slug: '' }],
    ['/how-it-works/x2', { kind: 'how-it-works', slug: 'hiw-x2' }],
    ['/how-it-works/hiw-x2', { kind: 'how-it-works', slug: 'hiw-x2' }],
    ['/how-it-works/how-it-works-x2', { kind: 'how-it-works', slug: 'how-it-works-x2' }],
    ['/how-it-works-x2', { kind: 'how-it-works', slug: 'how-it-works-x2' }],
    ['/dublin/how-it-works', { kind: 'how-it-works', slug: 'dublin' }],
  ])('%s shows %o', (path, expected) => {
    expect(resolvePublicPath(path)).toEqual(expected);
  });

  it.each([
    '/bad%20slug',
    '/bad slug',
    '/caf%C3%A9',
    '/about/bad%20slug',
    '/about/a+b',
    '/how-it-works/a@b',
    '/no/such/page/here',
    '/dublin/contact',
    '/about/x1/more',
    '/how-it-works/x2/more',
    '/dublin/about/extra',
  ])('%s is not a public content page', (path) => {
    expect(resolvePublicPath(path)).toBeNull();
  });

  it.each(['/admin', '/manager', '/login', '/thank-you', '/privacy', '/api', '/admin/about'])(
    'reserved %s is never a home variant',
    (path) => {
      expect(resolvePublicPath(path)).toBeNull();
    },
  );
});

describe('apiSlugFor', () => {
  it('names the base page default', () => {
    expect(apiSlugFor('index', '')).toBe('default');
    expect(apiSlugFor('about', '')).toBe('default');
    expect(apiSlugFor('how-it-works', '')).toBe('default');
  });

  it('strips the about/how-it-works page prefixes', () => {
    expect(apiSlugFor('index', 'dublin')).toBe('dublin');
    expect(apiSlugFor('about', 'about-x1')).toBe('x1');
    expect(apiSlugFor('about', 'dublin')).toBe('dublin');
    expect(apiSlugFor('how-it-works', 'how-it-works-x2')).toBe('x2');
    // 'hiw-' is kept: the server tries it with and without the prefix.
    expect(apiSlugFor('how-it-works', 'hiw-x2')).toBe('hiw-x2');
  });

  it('every public path form reaches the API slug the server resolves back to its sublink', () => {
    const forms: [string, string][] = [
      ['/about/x1', 'about-x1'],
      ['/about-x1', 'about-x1'],
      ['/how-it-works/x2', 'hiw-x2'],
      ['/how-it-works-x2', 'how-it-works-x2'],
      ['/dublin', 'dublin'],
      ['/dublin/about', 'dublin'],
    ];
    for (const [path, sublink] of forms) {
      const page = resolvePublicPath(path)!;
      expect(sublinkCandidates(page.kind, apiSlugFor(page.kind, page.slug))).toContain(sublink);
    }
  });
});

describe('sublinkCandidates', () => {
  it('maps default and empty to the base page', () => {
    expect(sublinkCandidates('index', 'default')).toEqual(['']);
    expect(sublinkCandidates('about', '')).toEqual(['']);
  });

  it('tries the prefixed forms', () => {
    expect(sublinkCandidates('about', 'x1')).toEqual(['x1', 'about-x1']);
    expect(sublinkCandidates('how-it-works', 'x2')).toEqual(['x2', 'hiw-x2', 'how-it-works-x2']);
    expect(sublinkCandidates('index', 'dublin')).toEqual(['dublin']);
  });
});

describe('normalizePageUrl and sublinkForUrl', () => {
  it('normalises: trimmed, no trailing slash, one leading slash', () => {
    expect(normalizePageUrl('  dublin/ ', 'index')).toBe('/dublin');
    expect(normalizePageUrl('//about/x1//', 'about')).toBe('/about/x1');
    expect(normalizePageUrl('', 'index')).toBe('/');
    expect(normalizePageUrl(' / ', 'about')).toBe('/about');
    expect(normalizePageUrl('', 'how-it-works')).toBe('/how-it-works');
  });

  it('finds the sublink a URL is stored under, or null for another kind', () => {
    expect(sublinkForUrl('index', '/e2e-xyz')).toBe('e2e-xyz');
    expect(sublinkForUrl('about', '/about/x1')).toBe('about-x1');
    expect(sublinkForUrl('about', '/dublin')).toBeNull();
    expect(sublinkForUrl('how-it-works', '/how-it-works')).toBe('');
  });

  it('shows the base page as root in editor routes and back', () => {
    expect(editorSlug('')).toBe('root');
    expect(editorSlug('dublin')).toBe('dublin');
    expect(sublinkFromEditorSlug('root')).toBe('');
    expect(sublinkFromEditorSlug('dublin')).toBe('dublin');
  });
});
