import { describe, expect } from 'vitest';
import type { ContentPage, PageKind } from '../../../shared/content-schema.js';
import { resolveContent } from '../../../shared/default-content.js';
import type { PageVersion } from '../../../shared/page-history.js';
import { apiTest, type Api } from '../../test/api-test.js';
import { createUserAndSignIn, json } from '../../test/test-app.js';
import { insertVersion, listVersions, VERSIONS_KEPT } from './page-history-repository.js';

let counter = 0;
const nextSlug = (prefix: string) => `${prefix}${(counter += 1)}`;

async function create(api: Api, kind: PageKind, body: Record<string, unknown>) {
  const response = await api.post(`/api/content/${kind}`, body);
  expect(response.statusCode, response.body).toBe(201);
  return json<ContentPage>(response);
}

async function patch(api: Api, kind: PageKind, id: number, body: Record<string, unknown>) {
  const response = await api.patch(`/api/content/${kind}/${id}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return json<ContentPage>(response);
}

/** What a visitor's page reads: the public API, as the server renders it. */
async function publicHero(api: Api, slug: string) {
  const response = await api.get(`/api/index/${slug}`, { as: 'anonymous' });
  return response.statusCode === 200
    ? json<{ hero: { badge: string } }>(response).hero.badge
    : null;
}

describe('drafts of live pages', () => {
  apiTest(
    'editing a published page leaves the public page as it was until Publish',
    async ({ api }) => {
      const slug = nextSlug('draft');
      const page = await create(api, 'index', {
        url: `/${slug}`,
        is_published: true,
        content: { hero: { badge: 'Live one' } },
      });
      expect(page).toMatchObject({ is_published: true, has_draft: false, version: 1 });

      // Save writes the draft: the editor reads it back, visitors still see the live version.
      const saved = await patch(api, 'index', page.id, {
        content: { hero: { badge: 'Draft two' } },
      });
      expect(saved).toMatchObject({
        is_published: true,
        has_draft: true,
        content: { hero: { badge: 'Draft two' } },
        draft_saved_by: 'Administrator',
        version: 1,
      });
      expect(await publicHero(api, slug)).toBe('Live one');
      const html = await api.get(`/api/index/${slug}`, { as: 'anonymous' });
      expect(html.body).not.toContain('Draft two');

      const changes = json<{ changes: unknown[] }>(
        await api.get(`/api/content/index/${page.id}/draft/changes`),
      );
      expect(changes.changes).toEqual([
        {
          type: 'changed',
          path: 'hero.badge',
          label: 'Hero › Badge',
          before: 'Live one',
          after: 'Draft two',
        },
      ]);

      // Publish makes the draft live and keeps it as version 2.
      const published = await patch(api, 'index', page.id, { is_published: true });
      expect(published).toMatchObject({ has_draft: false, version: 2 });
      expect(await publicHero(api, slug)).toBe('Draft two');

      // Publish again with nothing new: no new version.
      expect((await patch(api, 'index', page.id, { is_published: true })).version).toBe(2);
    },
  );

  apiTest(
    'Discard draft drops it; saving the live content again leaves no draft',
    async ({ api }) => {
      const slug = nextSlug('discard');
      const page = await create(api, 'index', {
        url: `/${slug}`,
        is_published: true,
        content: { hero: { badge: 'Kept' } },
      });
      await patch(api, 'index', page.id, { content: { hero: { badge: 'Dropped' } } });
      const discarded = await api.delete(`/api/content/index/${page.id}/draft`);
      expect(discarded.statusCode).toBe(200);
      expect(json<ContentPage>(discarded)).toMatchObject({
        has_draft: false,
        content: { hero: { badge: 'Kept' } },
      });
      const same = await patch(api, 'index', page.id, { content: { hero: { badge: 'Kept' } } });
      expect(same.has_draft).toBe(false);
      expect(await publicHero(api, slug)).toBe('Kept');
    },
  );

  apiTest(
    'the switch: off takes a live page down keeping its draft, on publishes the draft',
    async ({ api }) => {
      const slug = nextSlug('switch');
      const page = await create(api, 'index', {
        url: `/${slug}`,
        content: { hero: { badge: 'First' } },
      });
      // Never published: Save keeps it a draft; the switch publishes what was saved.
      expect(page).toMatchObject({ is_published: false, version: null });
      await patch(api, 'index', page.id, { content: { hero: { badge: 'Saved' } } });
      expect(await publicHero(api, slug)).toBeNull();
      expect(await patch(api, 'index', page.id, { is_published: true })).toMatchObject({
        is_published: true,
        version: 1,
        has_draft: false,
      });
      expect(await publicHero(api, slug)).toBe('Saved');

      await patch(api, 'index', page.id, { content: { hero: { badge: 'Next' } } });
      const off = await patch(api, 'index', page.id, { is_published: false });
      expect(off).toMatchObject({ is_published: false, has_draft: true, version: 1 });
      expect(await publicHero(api, slug)).toBeNull();
      const on = await patch(api, 'index', page.id, { is_published: true });
      expect(on).toMatchObject({ is_published: true, has_draft: false, version: 2 });
      expect(await publicHero(api, slug)).toBe('Next');
    },
  );

  apiTest(
    'only admins edit pages, drafts and history: managers and installers are refused',
    async ({ api, t, manager }) => {
      const page = await create(api, 'about', {
        url: `/about/${nextSlug('roles')}`,
        is_published: true,
      });
      const installer = await createUserAndSignIn(t, 4);
      for (const as of [manager, installer.headers]) {
        for (const [method, url, payload] of [
          ['PATCH', `/api/content/about/${page.id}`, { content: {} }],
          ['GET', `/api/content/about/${page.id}/versions`, undefined],
          ['POST', `/api/content/about/${page.id}/versions/1/restore`, undefined],
          ['DELETE', `/api/content/about/${page.id}/draft`, undefined],
          ['PUT', `/api/content/about/${page.id}/schedule/publish`, { at: '2099-01-01T09:00' }],
        ] as const) {
          const response = await api.call(method, url, payload, { as });
          expect(response.statusCode, `${method} ${url}`).toBe(403);
        }
      }
      const anonymous = await api.get(`/api/content/about/${page.id}/versions`, {
        as: 'anonymous',
      });
      expect(anonymous.statusCode).toBe(401);
    },
  );
});

describe('history', () => {
  apiTest('every publish is a version with who and when, and a readable diff', async ({ api }) => {
    const page = await create(api, 'about', {
      url: `/about/${nextSlug('hist')}`,
      is_published: true,
      content: { hero: { title: 'One' }, story: { paragraphs: ['a', 'b'] } },
    });
    await patch(api, 'about', page.id, {
      content: { hero: { title: 'Two' }, story: { paragraphs: ['a', 'c', 'b'] } },
      is_published: true,
    });
    const list = json<{ versions: Array<Record<string, unknown>> }>(
      await api.get(`/api/content/about/${page.id}/versions`),
    );
    expect(list.versions.map((version) => version.version)).toEqual([2, 1]);
    expect(list.versions[0]).toMatchObject({ published_by: 'Administrator', change_count: 2 });
    expect(list.versions[0]!.published_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    const two = json<PageVersion>(await api.get(`/api/content/about/${page.id}/versions/2`));
    expect(two.previous).toBe(1);
    expect(two.changes).toEqual([
      { type: 'changed', path: 'hero.title', label: 'Hero › Title', before: 'One', after: 'Two' },
      {
        type: 'added',
        path: 'story.paragraphs[1]',
        label: 'Story › Paragraphs › item 2',
        after: 'c',
      },
    ]);
    // The first version is compared with the built-in defaults visitors saw before.
    const one = json<PageVersion>(await api.get(`/api/content/about/${page.id}/versions/1`));
    expect(one.previous).toBeNull();
    expect(one.changes.map((change) => change.path)).toContain('hero.title');

    expect((await api.get(`/api/content/about/${page.id}/versions/9`)).statusCode).toBe(404);
    expect((await api.get(`/api/content/about/${page.id}/versions/x`)).statusCode).toBe(404);
    expect((await api.get(`/api/content/index/${page.id}/versions`)).statusCode).toBe(404);
  });

  apiTest(
    'restoring version N as the draft and publishing it reproduces its content exactly',
    async ({ api, t }) => {
      const slug = nextSlug('restore');
      const first = {
        hero: { badge: 'Version one', bullets: ['x', 'y'] },
        features: { items: [{ icon: 'Star', title: 'Kept', description: 'As it was' }] },
      };
      const page = await create(api, 'index', {
        url: `/${slug}`,
        is_published: true,
        content: first,
      });
      await patch(api, 'index', page.id, {
        content: { hero: { badge: 'Version two' } },
        is_published: true,
      });
      await patch(api, 'index', page.id, {
        content: { cta: { title: 'Version three' } },
        is_published: true,
      });

      const restored = await api.post(`/api/content/index/${page.id}/versions/1/restore`);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(json<ContentPage>(restored)).toMatchObject({
        has_draft: true,
        content: first,
        version: 3,
      });
      // Restoring does not publish.
      expect(await publicHero(api, slug)).toBe(resolveContent('index', {}).hero.badge);

      const published = await patch(api, 'index', page.id, { is_published: true });
      expect(published.version).toBe(4);
      const live = await api.get(`/api/index/${slug}`, { as: 'anonymous' });
      expect(json(live)).toEqual(resolveContent('index', first));
      const [four, , , one] = await listVersions(t.db, page.id);
      expect(four!.content).toBe(one!.content);
      const diff = json<PageVersion>(await api.get(`/api/content/index/${page.id}/versions/4`));
      expect(diff.content).toEqual(first);

      expect((await api.post(`/api/content/index/${page.id}/versions/99/restore`)).statusCode).toBe(
        404,
      );
    },
  );

  apiTest(
    `keeps at least 50 versions, dropping only beyond ${VERSIONS_KEPT}`,
    async ({ api, t }) => {
      const page = await create(api, 'how-it-works', {
        url: `/how-it-works/${nextSlug('many')}`,
        is_published: true,
      });
      for (let i = 2; i <= 52; i += 1) {
        await patch(api, 'how-it-works', page.id, {
          content: { hero: { title: `T${i}` } },
          is_published: true,
        });
      }
      const list = json<{ versions: unknown[] }>(
        await api.get(`/api/content/how-it-works/${page.id}/versions`),
      );
      expect(list.versions).toHaveLength(52);
      for (let i = 53; i <= VERSIONS_KEPT + 5; i += 1)
        await insertVersion(t.db, page.id, '{}', null);
      const kept = await listVersions(t.db, page.id);
      expect(kept).toHaveLength(VERSIONS_KEPT);
      expect(kept.at(-1)!.version).toBe(6);
    },
  );
});
