import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { asksForEstimate } from '../../shared/price-guide.js';
import { SITE } from '../../shared/site.js';
import { isBackOfficePath, type RenderPublicPage } from '../../shared/ssr-contract.js';
import type { Config } from '../config.js';
import { sendWithEtag } from './etag.js';
import {
  absoluteImageUrl,
  headTags,
  jsonForScript,
  parseTemplate,
  type HtmlTemplate,
} from './html-template.js';
import { countPageView } from '../modules/campaign-funnel/campaign-funnel-routes.js';
import { servedAddress } from './page-data.js';
import { RenderCache } from './render-cache.js';
import { seoRoutes } from './seo-routes.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The server-rendering entry built beside the web app (`vite build --ssr`). */
async function loadRenderer(distDir: string): Promise<RenderPublicPage | null> {
  const entry = path.join(distDir, '..', 'ssr', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { render?: RenderPublicPage };
  return module.render ?? null;
}

/**
 * HTML is revalidated on every visit (new content shows at once) and never kept by a
 * shared cache when the request carries credentials.
 */
function htmlCacheControl(request: FastifyRequest): string {
  const personal =
    request.headers.authorization !== undefined || request.headers.cookie !== undefined;
  return personal ? 'private, no-cache' : 'no-cache';
}

/**
 * Serve the built React app: hashed assets (precompressed, cached for a year), public
 * pages rendered on the server with their content, and the back office as a client app.
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.web.distDir, 'index.html');
  const hasWeb = config.web.serve && fs.existsSync(indexFile);
  if (!hasWeb) {
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.status(404).send({ message: 'Not found' });
      }
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run npm run build.');
    });
    return;
  }

  await app.register(fastifyStatic, {
    root: config.web.distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Set below instead: @fastify/static's own header would override a hashed asset's year.
    cacheControl: false,
    // The copies are sent in place of their file; the two HTML files are only templates.
    globIgnore: ['**/*.br', '**/*.gz', 'index.html', 'public.html'],
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'public, max-age=3600');
    },
  });
  await app.register(seoRoutes, { config });

  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  // Public pages load their own small entry (the islands), whose one shared chunk is worth
  // preloading; the back office loads index.html's.
  const publicFile = path.join(config.web.distDir, 'public.html');
  const template = fs.existsSync(publicFile)
    ? parseTemplate(fs.readFileSync(publicFile, 'utf8'), { modulePreload: true })
    : parseTemplate(indexHtml, { modulePreload: false });
  const render = await loadRenderer(config.web.distDir);
  const cache = new RenderCache();
  const shell = parseTemplate(indexHtml, { modulePreload: true }).render(
    headTags({ title: SITE.name, description: SITE.tagline, noindex: true }, SITE.name),
    '',
  );

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
  // A route rather than the not-found handler, so @fastify/compress applies to the HTML.
  app.get('/*', async (request, reply) => {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    // The API answers its own 404s; a missing script or style fails as such, never as a page.
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send({ message: `No API route for ${request.method} ${pathname}` });
    }
    if (pathname.startsWith('/assets/')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    reply.type('text/html; charset=utf-8').header('Cache-Control', htmlCacheControl(request));
    if (render === null || isBackOfficePath(pathname)) {
      return sendWithEtag(request, reply, shell);
    }
    return renderPublic(request, reply, pathname, { render, cache, template, config });
  });
}

async function renderPublic(
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
  {
    render,
    cache,
    template,
    config,
  }: { render: RenderPublicPage; cache: RenderCache; template: HtmlTemplate; config: Config },
) {
  const served = await servedAddress(request.server.db, pathname);
  if (served.redirectTo !== null) {
    const { search } = new URL(request.url, 'http://localhost');
    // An hour, not for ever: a page published later at the exact address must be reachable.
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .redirect(`${served.redirectTo}${search}`, 301);
  }
  const { data } = served;
  // The live figures, a memory read, for the pages that can show them: home,
  // about and how it works (their bindings), the thank-you page.
  if (data.page || pathname === '/thank-you') {
    const { computed_at: _at, ...figures } = request.server.liveFigures.current();
    data.figures = figures;
  }
  const dataJson = jsonForScript(data);
  const page = await cache.get(request.url, dataJson, () => render(request.url, data));
  const canonicalUrl = `${config.publicBaseUrl}${data.page?.canonicalPath ?? pathname}`;
  // An unknown variant address is shown, but search engines are sent to the base page.
  const unknown = data.page?.unknown === true;
  const head = headTags(
    {
      ...page.meta,
      image: absoluteImageUrl(page.meta.image, config.publicBaseUrl),
      noindex: page.meta.noindex || unknown,
      canonicalUrl:
        unknown || (!page.meta.noindex && page.status === 200) ? canonicalUrl : undefined,
    },
    SITE.name,
  );
  const html = template.render(head, page.html, dataJson);
  if (page.status !== 200) return reply.status(page.status).send(html);
  // The price guide's answer is the same visit to the same page.
  if (!asksForEstimate(new URL(request.url, 'http://localhost').searchParams)) {
    countPageView(request, pathname);
  }
  return sendWithEtag(request, reply, html);
}
