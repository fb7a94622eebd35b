import { describe, expect, it } from 'vitest';
import type { PageKind } from '../../../shared/content-schema.js';
import { apiTest } from '../../test/api-test.js';
import { json, type TestApp } from '../../test/test-app.js';

describe('GET /api/campaign/{name}', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  apiTest.beforeAll(async ({ t: fileApp, admin: fileAdmin }) => {
    t = fileApp;
    admin = fileAdmin;
  });

  async function create(kind: PageKind, url: string, published: boolean) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/content/${kind}`,
      headers: admin,
      payload: { url, is_published: published, content: {} },
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  it('lists the published pages of a campaign, in their own URL forms', async () => {
    await create('index', '/galway', true);
    await create('about', '/galway/about', true);
    await create('how-it-works', '/how-it-works/galway', false);
    await create('about', '/about/kerry', true);

    const galway = await t.app.inject({ method: 'GET', url: '/api/campaign/galway' });
    expect(galway.statusCode).toBe(200);
    expect(json(galway)).toEqual({
      name: 'galway',
      home: '/galway',
      about: '/galway/about',
      howItWorks: null,
    });
    const kerry = await t.app.inject({ method: 'GET', url: '/api/campaign/kerry' });
    expect(json(kerry)).toEqual({
      name: 'kerry',
      home: null,
      about: '/about/kerry',
      howItWorks: null,
    });
  });

  it('knows nothing of a campaign with no published page, and refuses a bad name', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/campaign/nowhere' });
    expect(json(none)).toEqual({ name: 'nowhere', home: null, about: null, howItWorks: null });
    const bad = await t.app.inject({ method: 'GET', url: '/api/campaign/a%20b' });
    expect(bad.statusCode).toBe(404);
  });
});
