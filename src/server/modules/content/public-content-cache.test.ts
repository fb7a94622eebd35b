import { describe, expect, it } from 'vitest';
import { apiTest } from '../../test/api-test.js';
import { type TestApp } from '../../test/test-app.js';

describe('public content reads: validators and quiet misses', () => {
  let t: TestApp;
  apiTest.beforeAll(async ({ t: fileApp, admin }) => {
    t = fileApp;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/content/about',
      headers: admin,
      payload: { url: '/about/etag-a', is_published: true, content: { hero: { title: 'ETag' } } },
    });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('answers 304 to a matching If-None-Match and 200 with the body otherwise', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/about/etag-a' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.json()).toMatchObject({ hero: { title: 'ETag' } });

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/about/etag-a',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/about/etag-a',
      headers: { 'if-none-match': 'W/"old"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('answers 204 instead of 404 for nothing published when the site asks so', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/about/none-here' });
    expect(plain.statusCode).toBe(404);
    const quiet = await t.app.inject({
      method: 'GET',
      url: '/api/about/none-here',
      headers: { 'x-content-optional': '1' },
    });
    expect(quiet.statusCode).toBe(204);
  });
});
