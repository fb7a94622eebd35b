import { describe, expect, it } from 'vitest';
import { aboutContentSchema, homeContentSchema } from './content-schema.js';
import { resolveContent } from './default-content.js';
import { defaultPageMeta, pageMeta, trimAtWord } from './page-meta.js';

describe('search and share metadata (decision 0914)', () => {
  it('trims a description at a word boundary to about 155 characters', () => {
    const long = `${'word '.repeat(40)}end`;
    const trimmed = trimAtWord(long);
    expect(trimmed.length).toBeLessThanOrEqual(155);
    expect(trimmed.endsWith('word…')).toBe(true);
    expect(trimAtWord('  short   text ')).toBe('short text');
  });

  it("derives the title from the hero and the site name, the description from the hero's sub-text", () => {
    const about = resolveContent('about', {
      hero: { title: 'Who we are', subtitle: 'Irish installers, checked.' },
    });
    expect(defaultPageMeta('about', { slug: '', source: 'page' }, about)).toEqual({
      title: 'Who we are | WindowQuotes Ireland',
      description: 'Irish installers, checked.',
    });
    // A campaign variant keeps 0912's derived title.
    const dublin = resolveContent('index', {});
    expect(pageMeta('index', { slug: 'dublin', source: 'page' }, dublin)).toEqual({
      title: 'Free window replacement quotes in Dublin | WindowQuotes Ireland',
      description: expect.any(String),
      image: '',
    });
  });

  it('uses the fields editors set, only on the page that set them', () => {
    const content = resolveContent('index', {
      seo: { title: 'Dublin windows', description: 'Quotes in Dublin', image: '/og/d.jpg' },
    });
    expect(pageMeta('index', { slug: 'dublin', source: 'page' }, content)).toEqual({
      title: 'Dublin windows',
      description: 'Quotes in Dublin',
      image: '/og/d.jpg',
    });
    // Borrowed under another campaign's address: that address keeps its own derived title.
    expect(pageMeta('index', { slug: 'cork', source: 'base' }, content).title).toBe(
      'Free window replacement quotes in Cork | WindowQuotes Ireland',
    );
  });

  it('validates title, description and image with clear messages', () => {
    const result = homeContentSchema.safeParse({
      seo: { title: 't'.repeat(71), description: 'd'.repeat(201), image: 'http://x.ie/a.jpg' },
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      'seo.title': 'Must be at most 70 characters',
      'seo.description': 'Must be at most 200 characters',
      'seo.image': 'Must be an https:// address or a path on this site starting with /',
    });
    for (const image of ['', '/og/dublin.jpg', 'https://cdn.example.ie/og/a.png?v=2']) {
      expect(aboutContentSchema.safeParse({ seo: { image } }).success, image).toBe(true);
    }
    for (const image of ['//evil.example/a.jpg', 'javascript:alert(1)', 'og.jpg', '/a b.jpg']) {
      expect(aboutContentSchema.safeParse({ seo: { image } }).success, image).toBe(false);
    }
  });
});
