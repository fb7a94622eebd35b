import { describe, expect, it } from 'vitest';
import type { PageKind } from '@shared/content-schema';
import { resolvePublicPath } from '@shared/url-variants';
import { editorPagePath, editorTitle, isEditorSlug } from './editor-paths';

describe('editor titles', () => {
  it('home: /{slug}, and / for the base page', () => {
    expect(editorTitle('index', 'root')).toBe('Edit Home Page — /');
    expect(editorTitle('index', 'dublin')).toBe('Edit Home Page — /dublin');
    expect(editorTitle('index', 'homepage-ab12cd')).toBe('Edit Home Page — /homepage-ab12cd');
  });

  it('about: /about, /about/{rest} for about- slugs, else /{slug}/about', () => {
    expect(editorPagePath('about', 'root')).toBe('/about');
    expect(editorPagePath('about', 'about-x1')).toBe('/about/x1');
    expect(editorPagePath('about', 'dublin')).toBe('/dublin/about');
    expect(editorPagePath('about', 'about-')).toBe('/about-/about');
    expect(editorTitle('about', 'about-x1')).toBe('Edit About Page — /about/x1');
  });

  it('how it works: /how-it-works, /how-it-works/{slug} for hiw- and how-it-works- slugs', () => {
    expect(editorPagePath('how-it-works', 'root')).toBe('/how-it-works');
    expect(editorPagePath('how-it-works', 'hiw-x2')).toBe('/how-it-works/hiw-x2');
    expect(editorPagePath('how-it-works', 'how-it-works-cork')).toBe(
      '/how-it-works/how-it-works-cork',
    );
    expect(editorPagePath('how-it-works', 'cork')).toBe('/cork/how-it-works');
    expect(editorTitle('how-it-works', 'root')).toBe('Edit How It Works Page — /how-it-works');
  });

  it.each<[PageKind, string, string]>([
    ['index', 'root', ''],
    ['index', 'dublin', 'dublin'],
    ['about', 'root', ''],
    ['about', 'about-x1', 'about-x1'],
    ['about', 'dublin', 'dublin'],
    ['how-it-works', 'root', ''],
    ['how-it-works', 'hiw-x2', 'hiw-x2'],
    ['how-it-works', 'how-it-works-cork', 'how-it-works-cork'],
    ['how-it-works', 'cork', 'cork'],
  ])('%s %s: the shown path opens that very page publicly', (kind, slug, sublink) => {
    expect(resolvePublicPath(editorPagePath(kind, slug))).toEqual({ kind, slug: sublink });
  });
});

describe('isEditorSlug', () => {
  it('accepts root and slug characters, refuses anything else', () => {
    expect(isEditorSlug('root')).toBe(true);
    expect(isEditorSlug('hiw-a.b_c~d')).toBe(true);
    expect(isEditorSlug('has space')).toBe(false);
    expect(isEditorSlug('a/b')).toBe(false);
    expect(isEditorSlug('')).toBe(false);
  });
});
