import type { FastifyInstance } from 'fastify';
import { BASE_PATHS } from '../../shared/url-variants.js';
import type { Config } from '../config.js';
import { listPublishedUrls } from '../modules/content/content-repository.js';
import { escapeHtml } from './html-template.js';

/** Pages that always exist, with the built-in copy until one is published. */
const BASE_PAGES = [BASE_PATHS.index, BASE_PATHS.about, BASE_PATHS['how-it-works'], '/privacy'];

/** robots.txt and sitemap.xml of the public site. */
export async function seoRoutes(app: FastifyInstance, { config }: { config: Config }) {
  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /manager',
      'Disallow: /partner',
      'Disallow: /login',
      'Disallow: /thank-you',
      'Disallow: /api/',
      '',
      `Sitemap: ${config.publicBaseUrl}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const published = await listPublishedUrls(app.db);
    const lastModified = new Map<string, string>();
    for (const { url, updated_at } of published) lastModified.set(url, updated_at);
    const urls = [...new Set([...BASE_PAGES, ...published.map((page) => page.url)])];
    const entries = urls.map((url) => {
      const modified = lastModified.get(url);
      const lastmod = modified ? `<lastmod>${escapeHtml(modified.slice(0, 10))}</lastmod>` : '';
      return `  <url><loc>${escapeHtml(config.publicBaseUrl + url)}</loc>${lastmod}</url>`;
    });
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600');
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n');
  });
}
