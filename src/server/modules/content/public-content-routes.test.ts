import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage, PageKind } from '../../../shared/content-schema.js';
import {
  DEFAULT_ABOUT_CONTENT,
  DEFAULT_HOW_IT_WORKS_CONTENT,
  resolveContent,
} from '../../../shared/default-content.js';
import { apiSlugFor, resolvePublicPath } from '../../../shared/url-variants.js';
import { apiTest } from '../../test/api-test.js';
import { json, type TestApp } from '../../test/test-app.js';

/** What the public site does for a path: resolve it, then call the public API. */
function publicApiPath(pathname: string): string {
  const page = resolvePublicPath(pathname);
  if (!page) throw new Error(`${pathname} is not a public content page`);
  return `/api/${page.kind}/${apiSlugFor(page.kind, page.slug)}`;
}

describe('public content reads', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  apiTest.beforeAll(async ({ t: fileApp, admin: fileAdmin }) => {
    t = fileApp;
    admin = fileAdmin;
  });

  const adminCall = (method: 'POST' | 'PATCH', url: string, payload: InjectOptions['payload']) =>
    t.app.inject({ method, url, headers: admin, payload });
  async function publish(kind: PageKind, url: string, title: string): Promise<ContentPage> {
    const response = await adminCall('POST', `/api/content/${kind}`, {
      url,
      is_published: true,
      content: kind === 'index' ? { hero: { badge: title } } : { hero: { title } },
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<ContentPage>(response);
  }
  const read = (url: string) => t.app.inject({ method: 'GET', url });
  const heading = (body: Record<string, Record<string, string>>, kind: PageKind) =>
    kind === 'index' ? body.hero!.badge : body.hero!.title;

  // Each page is published at one address and must be found from the public path the
  // visitor opens, through the same slug logic the web app uses.
  const variants: Array<[PageKind, string, string]> = [
    ['index', '/', '/'],
    ['index', '/dublin', '/dublin'],
    ['about', '/about', '/about'],
    ['about', '/dublin/about', '/dublin/about'],
    ['about', '/about/x1', '/about/x1'],
    ['about', '/about-x1', '/about/x1'],
    ['about', '/about-y1', '/about-y1'],
    ['how-it-works', '/how-it-works', '/how-it-works'],
    ['how-it-works', '/how-it-works/x2', '/how-it-works/x2'],
    ['how-it-works', '/how-it-works-x3', '/how-it-works-x3'],
    ['how-it-works', '/dublin/how-it-works', '/dublin/how-it-works'],
  ];

  beforeAll(async () => {
    const stored = new Set<string>();
    for (const [kind, , storedAt] of variants) {
      if (stored.has(`${kind} ${storedAt}`)) continue;
      stored.add(`${kind} ${storedAt}`);
      await publish(kind, storedAt, `${kind} ${storedAt}`);
    }
  });

  it.each(variants)('%s: visiting %s shows the page stored at %s', async (kind, path, storedAt) => {
    const response = await read(publicApiPath(path));
    expect(response.statusCode, response.body).toBe(200);
    expect(heading(json(response), kind)).toBe(`${kind} ${storedAt}`);
  });

  it('answers the stored content merged with the defaults, uncached', async () => {
    const response = await read('/api/about/x1');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toContain('application/json');
    const body = json(response);
    expect(body).toEqual(resolveContent('about', { hero: { title: 'about /about/x1' } }));
    expect(body.mission).toEqual(DEFAULT_ABOUT_CONTENT.mission);
    expect(body.hero).toMatchObject({ subtitle: DEFAULT_ABOUT_CONTENT.hero.subtitle });
  });

  it('reads the base page as default, as an empty slug and without a slug', async () => {
    for (const url of ['/api/about/default', '/api/about/', '/api/about']) {
      const response = await read(url);
      expect(response.statusCode, url).toBe(200);
      expect(heading(json(response), 'about')).toBe('about /about');
    }
  });

  it('answers 404 with a message when nothing published matches, or the slug is not a slug', async () => {
    for (const url of [
      '/api/index/galway',
      '/api/about/galway',
      '/api/how-it-works/galway',
      '/api/about/bad%20slug',
      '/api/index/%3Cscript%3E',
    ]) {
      const response = await read(url);
      expect(response.statusCode, url).toBe(404);
      expect(json(response)).toEqual({ message: 'No published content' });
    }
    expect((await read('/api/contact/dublin')).statusCode).toBe(404);
  });

  it('never shows a draft: visible after publish, hidden again after unpublish', async () => {
    const created = await adminCall('POST', '/api/content/how-it-works', {
      url: '/how-it-works/kerry',
      content: { hero: { title: 'Kerry' } },
    });
    const page = json<ContentPage>(created);
    expect(page.is_published).toBe(false);
    expect((await read('/api/how-it-works/kerry')).statusCode).toBe(404);

    await adminCall('PATCH', `/api/content/how-it-works/${page.id}`, { is_published: true });
    const live = await read('/api/how-it-works/kerry');
    expect(live.statusCode).toBe(200);
    expect(json(live).hero).toEqual({
      title: 'Kerry',
      subtitle: DEFAULT_HOW_IT_WORKS_CONTENT.hero.subtitle,
    });

    await adminCall('PATCH', `/api/content/how-it-works/${page.id}`, { is_published: false });
    expect((await read('/api/how-it-works/kerry')).statusCode).toBe(404);
  });

  it('shows the defaults for every section when the published content is {}', async () => {
    await adminCall('POST', '/api/content/index', { url: '/blank', is_published: true });
    const response = await read('/api/index/blank');
    expect(json(response)).toEqual(resolveContent('index', {}));
  });
});
