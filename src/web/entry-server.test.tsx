import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ABOUT_CONTENT, DEFAULT_HOME_CONTENT } from '@shared/default-content';
import type { PublicPageData } from '@shared/ssr-contract';
import { render } from './entry-server';
import { pointLinksAtCampaign, rememberCampaign } from './features/public-pages/campaign';
import { storeHomeContent } from './features/public-pages/home-content-cache';

const DUBLIN = { name: 'dublin', home: '/dublin', about: '/dublin/about', howItWorks: null };

function home(path: string, titleLine1: string): PublicPageData {
  return {
    path,
    page: {
      kind: 'index',
      slug: path.slice(1),
      published: true,
      source: 'page',
      unknown: false,
      content: { ...DEFAULT_HOME_CONTENT, hero: { ...DEFAULT_HOME_CONTENT.hero, titleLine1 } },
      canonicalPath: path,
    },
    campaign: path === '/' ? null : DUBLIN,
  };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('server rendering of the public pages', () => {
  it('renders a home page with its content, its islands and campaign links', async () => {
    const page = await render('/dublin', home('/dublin', 'Dublin windows'));
    expect(page.status).toBe(200);
    expect(page.html).toContain('Dublin windows');
    expect(page.html).toContain('data-island="quote-form"');
    expect(page.html).toContain('data-island="phone-menu"');
    expect(page.html).toContain('name="first_name"');
    expect(page.html).toContain('href="/dublin/about"');
    // No how-it-works page in the campaign: the base page's content at the campaign's address.
    expect(page.html).toContain('href="/dublin/how-it-works"');
    expect(page.html).not.toContain('href="/how-it-works"');
    expect(page.meta.noindex).toBe(false);
  });

  it("gives the page's head its search and share metadata, else the derived defaults", async () => {
    const data = home('/dublin', 'Dublin windows');
    const page = await render('/dublin', {
      ...data,
      page: {
        ...data.page!,
        content: {
          ...(data.page!.content as object),
          seo: { title: '<script>"Dublin"</script>', description: 'Quotes', image: '/og/d.jpg' },
        },
      },
    });
    expect(page.meta).toMatchObject({
      title: '<script>"Dublin"</script>',
      description: 'Quotes',
      image: '/og/d.jpg',
    });
    // The stored title is never markup in the page itself.
    expect(page.html).not.toContain('<script>"Dublin"');

    const plain = await render('/dublin', home('/dublin', 'Dublin windows'));
    expect(plain.meta.title).toBe('Dublin windows up to 40% less | WindowQuotes Ireland');
    expect(plain.meta.image).toBeUndefined();
  });

  it('marks the page a header link leads to as the current one', async () => {
    const page = await render('/dublin/about', {
      path: '/dublin/about',
      page: {
        kind: 'about',
        slug: 'dublin',
        published: true,
        source: 'page',
        unknown: false,
        content: DEFAULT_ABOUT_CONTENT,
        canonicalPath: '/dublin/about',
      },
      campaign: DUBLIN,
    });
    expect(page.html).toContain('href="/dublin/about" aria-current="page"');
    expect(page.html).toContain('href="/dublin#quote-form"');
    expect(page.html).not.toContain('data-island="quote-form"');
  });

  it('answers 404 with the not-found page for a path that is no page', async () => {
    const page = await render('/no/such/page', {
      path: '/no/such/page',
      page: null,
      campaign: null,
    });
    expect(page.status).toBe(404);
    expect(page.html).toContain('Oops! Page not found');
    expect(page.meta.noindex).toBe(true);
  });

  it('renders /thank-you, not indexed, and its links follow the last campaign', async () => {
    const page = await render('/thank-you', { path: '/thank-you', page: null, campaign: null });
    expect(page.status).toBe(200);
    expect(page.meta.noindex).toBe(true);

    document.body.innerHTML = page.html;
    pointLinksAtCampaign(document);
    const href = (selector: string) => document.querySelector(selector)!.getAttribute('href');
    const header = (kind: string) => href(`header a[data-campaign-link="${kind}"]`);
    expect(href('a[data-back-home]')).toBe('/');
    expect(header('home')).toBe('/');
    rememberCampaign('/dublin/about', DUBLIN);
    pointLinksAtCampaign(document);
    expect(href('a[data-back-home]')).toBe('/dublin');
    expect(header('home')).toBe('/dublin');
    expect(header('contact')).toBe('/dublin#quote-form');
    expect(header('about')).toBe('/dublin/about');
    expect(header('how-it-works')).toBe('/dublin/how-it-works');
    expect(href('footer a[data-campaign-link="about"]')).toBe('/dublin/about');
  });
});

describe('home_content_v1', () => {
  it('keeps the published home content by slug and forgets a slug with none', () => {
    storeHomeContent('', DEFAULT_HOME_CONTENT);
    storeHomeContent('dublin', DEFAULT_HOME_CONTENT);
    expect(Object.keys(JSON.parse(localStorage.getItem('home_content_v1')!))).toEqual([
      'default',
      'dublin',
    ]);
    storeHomeContent('dublin', undefined);
    expect(Object.keys(JSON.parse(localStorage.getItem('home_content_v1')!))).toEqual(['default']);
  });
});
