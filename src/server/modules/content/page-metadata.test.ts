import { describe, expect } from 'vitest';
import type { ContentPage, PageKind } from '../../../shared/content-schema.js';
import { resolveContent } from '../../../shared/default-content.js';
import type { PageVersion } from '../../../shared/page-history.js';
import { pageMeta } from '../../../shared/page-meta.js';
import { apiTest, type Api } from '../../test/api-test.js';
import { json } from '../../test/test-app.js';
import { readPublicPageData } from '../../web/page-data.js';

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

async function publicSeo(api: Api, kind: PageKind, slug: string) {
  const response = await api.get(`/api/${kind}/${slug}`, { as: 'anonymous' });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ seo: Record<string, string> }>(response).seo;
}

const EMPTY = { title: '', description: '', image: '' };

describe('search and share metadata per page (decision 0914)', () => {
  apiTest(
    'is saved in the draft, goes live on Publish, and shows in the diff',
    async ({ api, t }) => {
      const slug = nextSlug('seo');
      const page = await create(api, 'index', { url: `/${slug}`, is_published: true, content: {} });
      expect(page.version).toBe(1);
      expect(await publicSeo(api, 'index', slug)).toEqual(EMPTY);

      const seo = {
        title: '  Dublin <script>"windows"</script>  ',
        description: 'Quotes from Dublin installers',
        image: '/og/dublin.jpg',
      };
      const saved = await patch(api, 'index', page.id, { content: { seo } });
      // Kept trimmed; the live page is unchanged until Publish.
      expect(saved.content).toEqual({
        seo: { ...seo, title: 'Dublin <script>"windows"</script>' },
      });
      expect(saved.has_draft).toBe(true);
      expect(await publicSeo(api, 'index', slug)).toEqual(EMPTY);
      const before = await readPublicPageData(t.db, `/${slug}`);
      expect(
        pageMeta('index', before.page!, resolveContent('index', before.page!.content)).title,
      ).not.toContain('Dublin <script>');

      const published = await patch(api, 'index', page.id, { is_published: true });
      expect(published.version).toBe(2);
      expect(await publicSeo(api, 'index', slug)).toEqual({
        ...seo,
        title: 'Dublin <script>"windows"</script>',
      });
      // What the server renders the head from.
      const data = await readPublicPageData(t.db, `/${slug}`);
      expect(pageMeta('index', data.page!, resolveContent('index', data.page!.content))).toEqual({
        title: 'Dublin <script>"windows"</script>',
        description: 'Quotes from Dublin installers',
        image: '/og/dublin.jpg',
      });

      const two = json<PageVersion>(await api.get(`/api/content/index/${page.id}/versions/2`));
      expect(two.changes).toEqual(
        expect.arrayContaining([
          {
            type: 'changed',
            path: 'seo.title',
            label: 'Search & sharing › Title',
            before: '',
            after: 'Dublin <script>"windows"</script>',
          },
          expect.objectContaining({ path: 'seo.image', after: '/og/dublin.jpg' }),
        ]),
      );
    },
  );

  apiTest('refuses a long title or description and a bad image with 422', async ({ api }) => {
    const page = await create(api, 'about', { url: `/about/${nextSlug('seo')}`, content: {} });
    const response = await api.patch(`/api/content/about/${page.id}`, {
      content: {
        seo: { title: 'T'.repeat(71), description: 'D'.repeat(201), image: 'http://x.ie/a.jpg' },
      },
    });
    expect(response.statusCode).toBe(422);
    const body = json<{ message: string; errors: Record<string, string> }>(response);
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors).toEqual({
      'content.seo.title': 'Must be at most 70 characters',
      'content.seo.description': 'Must be at most 200 characters',
      'content.seo.image': 'Must be an https:// address or a path on this site starting with /',
    });

    for (const image of ['//other.example/a.jpg', 'javascript:alert(1)', 'og.jpg']) {
      const bad = await api.patch(`/api/content/about/${page.id}`, {
        content: { seo: { image } },
      });
      expect(bad.statusCode, image).toBe(422);
    }
    const fine = await patch(api, 'about', page.id, {
      content: { seo: { title: 'T'.repeat(70), image: 'https://cdn.example.ie/og/a.png' } },
    });
    expect(fine.content).toEqual({
      seo: { title: 'T'.repeat(70), image: 'https://cdn.example.ie/og/a.png' },
    });
  });

  apiTest('restoring a version restores its metadata', async ({ api }) => {
    const slug = nextSlug('seo');
    const first = {
      hero: { title: 'How it works here' },
      seo: { title: 'First title', description: 'First description', image: '/og/one.jpg' },
    };
    const page = await create(api, 'how-it-works', {
      url: `/how-it-works/${slug}`,
      is_published: true,
      content: first,
    });
    await patch(api, 'how-it-works', page.id, {
      content: { hero: { title: 'How it works here' }, seo: { title: 'Second title' } },
      is_published: true,
    });
    expect(await publicSeo(api, 'how-it-works', slug)).toEqual({
      ...EMPTY,
      title: 'Second title',
    });

    const restored = await api.post(`/api/content/how-it-works/${page.id}/versions/1/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(json<ContentPage>(restored).content).toEqual(first);
    await patch(api, 'how-it-works', page.id, { is_published: true });
    expect(await publicSeo(api, 'how-it-works', slug)).toEqual(first.seo);
  });
});
