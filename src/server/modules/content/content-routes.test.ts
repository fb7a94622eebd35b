import type { InjectOptions } from 'fastify';
import { describe, expect } from 'vitest';
import type { ContentPage } from '../../../shared/content-schema.js';
import { apiTest, type Api } from '../../test/api-test.js';
import { json } from '../../test/test-app.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

// One app for the file; every test starts with no pages.
let api: Api;
apiTest.beforeEach(async ({ api: fileApi, reset }) => {
  api = fileApi;
  await reset('content_pages');
});

describe('content API', () => {
  const call = (method: Method, url: string, payload?: InjectOptions['payload']) =>
    api.call(method, url, payload);
  const create = async (kind: string, payload: InjectOptions['payload']) => {
    const response = await call('POST', `/api/content/${kind}`, payload);
    expect(response.statusCode, response.body).toBe(201);
    return json<ContentPage>(response);
  };

  apiTest('creates a draft with the url normalised and the sublink derived from it', async () => {
    const response = await call('POST', '/api/content/about', { url: ' about/x1/ ' });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({
      id: expect.any(Number),
      url: '/about/x1',
      sublink: 'about-x1',
      content: {},
      is_published: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      has_draft: false,
      draft_saved_at: null,
      draft_saved_by: '',
      version: null,
      published_at: null,
      schedule: { publish: null, unpublish: null },
    });
  });

  apiTest.each([
    ['index', '', '/', ''],
    ['index', '/dublin', '/dublin', 'dublin'],
    ['about', '/', '/about', ''],
    ['about', '/about-cork', '/about-cork', 'about-cork'],
    ['about', '/dublin/about', '/dublin/about', 'dublin'],
    ['how-it-works', '   ', '/how-it-works', ''],
    ['how-it-works', '/how-it-works/x2', '/how-it-works/x2', 'hiw-x2'],
    ['how-it-works', '/how-it-works/hiw-x3', '/how-it-works/hiw-x3', 'hiw-x3'],
    ['how-it-works', '/how-it-works-x2', '/how-it-works-x2', 'how-it-works-x2'],
    ['how-it-works', '//dublin/how-it-works//', '/dublin/how-it-works', 'dublin'],
  ])('%s page at %j is stored at %s with sublink %j', async (kind, url, storedUrl, sublink) => {
    const page = await create(kind, { url });
    expect(page).toMatchObject({ url: storedUrl, sublink });
  });

  apiTest(
    'refuses a url that names no page of the kind, saying which addresses are allowed',
    async () => {
      const cases: Array<[string, string, string]> = [
        ['about', '/dublin', '/about, /about/{name}, /about-{name} or /{name}/about'],
        ['index', '/about', '/ or /{name}'],
        ['index', '/admin', '/ or /{name}'],
        ['index', '/a/b', '/ or /{name}'],
        [
          'how-it-works',
          '/about/x',
          '/how-it-works, /how-it-works/{name}, /how-it-works-{name} or /{name}/how-it-works',
        ],
      ];
      for (const [kind, url, allowed] of cases) {
        const response = await call('POST', `/api/content/${kind}`, { url });
        expect(response.statusCode, url).toBe(422);
        expect(json<{ errors: { url: string } }>(response).errors.url).toContain(allowed);
      }
    },
  );

  apiTest('uses a sublink given with the url as it is', async () => {
    const page = await create('index', { url: '/homepage-ab12', sublink: 'campaign-7' });
    expect(page.sublink).toBe('campaign-7');
  });

  apiTest('answers 422 on a taken url or sublink, naming the field', async () => {
    await create('about', { url: '/about/x1' });
    const sameUrl = await call('POST', '/api/content/about', { url: '/about/x1/' });
    expect(sameUrl.statusCode).toBe(422);
    expect(json(sameUrl).errors).toMatchObject({ url: expect.stringContaining('already exists') });

    // /about-x1 is the same page as /about/x1 (both load sublink about-x1).
    const samePage = await call('POST', '/api/content/about', { url: '/about-x1' });
    expect(samePage.statusCode).toBe(422);
    expect(json(samePage).errors).toEqual({
      url: 'This URL shows the same page as /about/x1',
      sublink: 'The page /about/x1 already uses this sublink',
    });

    const sameSublink = await call('POST', '/api/content/about', {
      url: '/about/other',
      sublink: 'about-x1',
    });
    expect(json(sameSublink).errors).toEqual({
      sublink: 'The page /about/x1 already uses this sublink',
    });

    // Unique per kind only: a home page may use the same sublink.
    await create('index', { url: '/about-x1', sublink: 'about-x1' });
  });

  apiTest('validates url, sublink and is_published with a message per field', async () => {
    const missing = await call('POST', '/api/content/index', {});
    expect(json(missing)).toMatchObject({ message: 'URL is required' });
    const empty = await api.post('/api/content/index');
    expect(empty.statusCode).toBe(422);

    const bad = await call('POST', '/api/content/index', {
      url: 5,
      sublink: 'has space',
      is_published: 'yes',
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({
      url: 'URL must be text',
      sublink: 'Sublink may only contain letters, digits, - _ . and ~',
      is_published: 'Published must be true or false',
    });

    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ url: `/${'a'.repeat(250)}` }, 'url', 'URL must be at most 200 characters'],
      [{ url: '/<script>' }, 'url', 'URL may only contain letters, digits, - _ . ~ and /'],
      [{ url: '/about/..' }, 'url', 'URL may not contain . or .. as a path segment'],
      [
        { url: '/x', sublink: 's'.repeat(101) },
        'sublink',
        'Sublink must be at most 100 characters',
      ],
      [{ url: '/x', sublink: null }, 'sublink', 'Sublink must be text'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call('POST', '/api/content/index', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(json(response).errors).toEqual({ [field]: message });
    }

    const malformed = await api.post('/api/content/index', '{"url": "/x"', {
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  apiTest('validates content against the kind’s model and drops unknown keys', async () => {
    const page = await create('about', {
      url: '/about',
      is_published: true,
      content: {
        hero: { title: 'About us', secret: 'dropped' },
        mission: { stats: [{ number: '50+', label: 'Installers', extra: 1 }] },
        nonsense: { a: 1 },
      },
      unknownField: 'dropped',
    });
    expect(page.content).toEqual({
      hero: { title: 'About us' },
      mission: { stats: [{ number: '50+', label: 'Installers' }] },
    });
    expect(page.is_published).toBe(true);
    expect(page).not.toHaveProperty('unknownField');

    const bad = await call('POST', '/api/content/about', {
      url: '/about/bad',
      content: {
        hero: 5,
        mission: { title: 'x'.repeat(201), stats: 'many' },
        values: { items: [{ icon: 'Rocket', title: 'T', description: 'D' }] },
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({
      'content.hero': 'Must be an object',
      'content.mission.title': 'Must be at most 200 characters',
      'content.mission.stats': 'Must be a list',
      'content.values.items.0.icon': 'Unknown icon',
    });

    for (const content of ['text', [], null]) {
      const response = await call('POST', '/api/content/about', { url: '/about/c', content });
      expect(json(response).errors).toEqual({ content: 'Content must be an object' });
    }
    const colour = await call('POST', '/api/content/how-it-works', {
      url: '/how-it-works/c',
      content: {
        benefits: { items: [{ icon: 'Star', title: 'T', description: 'D', color: 'teal' }] },
      },
    });
    expect(json(colour).errors).toEqual({ 'content.benefits.items.0.color': 'Unknown colour' });
    const count = await call('POST', '/api/content/index', {
      url: '/c',
      content: { hero: { statCount: 'lots' } },
    });
    expect(json(count).errors).toEqual({ 'content.hero.statCount': 'Must be a number' });
  });

  apiTest('refuses content over MAX_CONTENT_BYTES', async () => {
    const big = '€'.repeat(3000); // 9,000 bytes of UTF-8 within the 3,000-character limit
    const response = await call('POST', '/api/content/about', {
      url: '/about/big',
      content: {
        mission: { description: '€'.repeat(2000) },
        story: { paragraphs: Array.from({ length: 20 }, () => big) },
        commitment: { items: Array.from({ length: 20 }, () => '€'.repeat(300)) },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string> }>(response).errors.content).toMatch(
      /^Content is too large \(\d+ bytes; at most 200000\)$/,
    );
  });

  apiTest('reads one record; unknown, non-numeric and other-kind ids are 404', async () => {
    const page = await create('about', { url: '/about/x1', content: { hero: { title: 'Hi' } } });
    const one = await call('GET', `/api/content/about/${page.id}`);
    expect(json(one)).toEqual(page);
    for (const url of [
      '/api/content/about/9999',
      '/api/content/about/abc',
      '/api/content/about/-1',
      `/api/content/index/${page.id}`,
    ]) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(json(response).message).toBe('Page not found');
    }
    const unknownKind = await call('GET', '/api/content/contact');
    expect(unknownKind.statusCode).toBe(404);
    expect(json(unknownKind).message).toContain('No API route');
    expect((await call('POST', '/api/content/contact', { url: '/' })).statusCode).toBe(404);
  });

  apiTest('lists the base page first then newest, filtered by sublink or url', async () => {
    const first = await create('index', { url: '/first' });
    const base = await create('index', { url: '/' });
    const last = await create('index', { url: '/last' });
    const list = json<ContentPage[]>(await call('GET', '/api/content/index'));
    expect(list.map((page) => page.id)).toEqual([base.id, last.id, first.id]);

    const bySublink = json<ContentPage[]>(await call('GET', '/api/content/index?sublink=last'));
    expect(bySublink.map((page) => page.id)).toEqual([last.id]);
    const baseOnly = json<ContentPage[]>(await call('GET', '/api/content/index?sublink='));
    expect(baseOnly.map((page) => page.id)).toEqual([base.id]);
    const byUrl = json<ContentPage[]>(await call('GET', '/api/content/index?url=first/'));
    expect(byUrl.map((page) => page.id)).toEqual([first.id]);
    expect(json(await call('GET', '/api/content/index?url=/nope'))).toEqual([]);
    expect(json(await call('GET', '/api/content/about'))).toEqual([]);

    const twice = await call('GET', '/api/content/index?url=/a&url=/b');
    expect(twice.statusCode).toBe(422);
  });

  apiTest('answers the most recently updated record from /latest, 404 when none', async () => {
    const none = await call('GET', '/api/content/how-it-works/latest');
    expect(none.statusCode).toBe(404);
    const a = await create('how-it-works', { url: '/how-it-works/a' });
    await create('how-it-works', { url: '/how-it-works/b' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call('PATCH', `/api/content/how-it-works/${a.id}`, { is_published: true });
    const latest = await call('GET', '/api/content/how-it-works/latest');
    expect(json(latest)).toMatchObject({ id: a.id, is_published: true });
  });
});

describe('pages whose addresses would shadow each other', () => {
  const create = (kind: string, url: string, sublink?: string) =>
    api.post(`/api/content/${kind}`, { url, sublink });

  apiTest('refuses /about/x1 beside /x1/about, which one public address reaches', async () => {
    expect((await create('about', '/x1/about')).statusCode).toBe(201);
    const clash = await create('about', '/about/x1');
    expect(clash.statusCode).toBe(422);
    expect(json(clash).errors).toMatchObject({ url: 'This URL shows the same page as /x1/about' });
  });

  apiTest('refuses how-it-works-x3 beside hiw-x3 and x3', async () => {
    expect((await create('how-it-works', '/how-it-works/x3')).statusCode).toBe(201);
    expect((await create('how-it-works', '/x3/how-it-works')).statusCode).toBe(422);
    expect((await create('how-it-works', '/how-it-works-x3')).statusCode).toBe(422);
  });

  apiTest('refuses the reserved sublink default', async () => {
    const response = await create('index', '/default');
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toMatchObject({
      sublink: 'The sublink default is reserved for the base page',
    });
  });
});
