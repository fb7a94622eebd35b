import { expect, test } from '@playwright/test';
import { adminHeaders, unique } from './fixtures';

test('each public page has its own head; /thank-you is not indexed', async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('<html lang="en-IE">');
  expect(home).toContain('<title>WindowQuotes Ireland: free window replacement quotes</title>');
  expect(home).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/" \/>/);
  expect(home).toContain(
    '<meta property="og:title" content="WindowQuotes Ireland: free window replacement quotes" />',
  );
  expect(home).not.toContain('noindex');

  const about = await (await request.get('/about')).text();
  expect(about).toContain('<title>About WindowQuotes Ireland</title>');
  expect(about).toMatch(/<link rel="canonical" href="[^"]+\/about" \/>/);

  const thanks = await (await request.get('/thank-you')).text();
  expect(thanks).toContain('<meta name="robots" content="noindex" />');
  expect(thanks).not.toContain('rel="canonical"');
});

test('robots.txt names the sitemap, which lists the published pages', async ({ request }) => {
  const name = unique('e2e-seo')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-');
  const created = await request.post('/api/content/index', {
    headers: await adminHeaders(request),
    data: { url: `/${name}`, is_published: true, content: {} },
  });
  expect(created.status()).toBe(201);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`/${name}</loc>`);
  expect(xml).toMatch(/<loc>[^<]+\/about<\/loc>/);
});
