import { describe, expect } from 'vitest';
import { apiTest } from '../test/api-test.js';
import { readPublicPageData, servedAddress } from './page-data.js';

const BASE_ABOUT = { hero: { title: 'About us, published', subtitle: 'The base page' } };

describe('public page data: campaigns keep their visitors, one address per page (decision 0912)', () => {
  apiTest(
    "serves the base page's content under a campaign's address that has no page of that kind",
    async ({ api, t }) => {
      expect(
        (await api.post('/api/content/index', { url: '/dublin', is_published: true, content: {} }))
          .statusCode,
      ).toBe(201);
      expect(
        (
          await api.post('/api/content/about', {
            url: '/about',
            is_published: true,
            content: BASE_ABOUT,
          })
        ).statusCode,
      ).toBe(201);

      const about = await readPublicPageData(t.db, '/dublin/about');
      expect(about.campaign).toEqual({
        name: 'dublin',
        home: '/dublin',
        about: null,
        howItWorks: null,
      });
      expect(about.page).toMatchObject({
        kind: 'about',
        slug: 'dublin',
        published: false,
        source: 'base',
        unknown: false,
        canonicalPath: '/about',
      });
      expect((about.page!.content as typeof BASE_ABOUT).hero.title).toBe('About us, published');

      // No base how-it-works published: the defaults, still inside the campaign.
      const steps = await readPublicPageData(t.db, '/dublin/how-it-works');
      expect(steps.page).toMatchObject({ source: 'defaults', unknown: false });
      expect(steps.campaign?.name).toBe('dublin');

      // A name with nothing published is no campaign: SPEC's page, marked unknown.
      const unknown = await readPublicPageData(t.db, '/nowhere');
      expect(unknown.campaign).toBeNull();
      expect(unknown.page).toMatchObject({
        kind: 'index',
        source: 'defaults',
        unknown: true,
        canonicalPath: '/',
      });
      const home = await readPublicPageData(t.db, '/');
      expect(home.page).toMatchObject({ unknown: false, source: 'defaults' });
    },
  );

  apiTest(
    'answers 301 for capitals and trailing slashes, never to another site',
    async ({ api, t }) => {
      await api.post('/api/content/index', { url: '/cork', is_published: true, content: {} });
      const served = async (path: string) => {
        const result = await servedAddress(t.db, path);
        return result.redirectTo ?? result.data.path;
      };
      expect(await servedAddress(t.db, '/Cork')).toEqual({ redirectTo: '/cork' });
      expect(await servedAddress(t.db, '/cork/')).toEqual({ redirectTo: '/cork' });
      expect(await served('/Cork//')).toBe('/cork');
      expect(await served('/CORK/About')).toBe('/cork/about');
      expect(await served('/About')).toBe('/about');
      expect(await served('/thank-you/')).toBe('/thank-you');
      expect(await served('/Thank-You')).toBe('/thank-you');
      expect(await served('/cork')).toBe('/cork');
      expect(await served('/')).toBe('/');
      expect(await served('//evil.example/')).toBe('//evil.example/');
      // A page published at an address with capitals is served there.
      await api.post('/api/content/index', {
        url: '/Kerry',
        sublink: 'Kerry',
        is_published: true,
        content: {},
      });
      expect(await served('/Kerry')).toBe('/Kerry');
    },
  );
});
