import type { FastifyInstance, FastifyReply } from 'fastify';
import { PAGE_KINDS, type PageKind } from '../../../shared/content-schema.js';
import { resolveContent } from '../../../shared/default-content.js';
import { DEFAULT_SLUG, SLUG_PATTERN, sublinkCandidates } from '../../../shared/url-variants.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../http-error.js';
import { findPublishedBySublinks, toContentPage } from './content-repository.js';

const NO_CONTENT = 'No published content';

/**
 * Public reads, open to all: the published record for a slug made whole with the defaults.
 * Drafts are never served; with no match the site shows its built-in defaults.
 */
export async function publicContentRoutes(
  app: FastifyInstance,
  { db }: { db: Db; config: Config },
) {
  async function read(kind: PageKind, slug: string, reply: FastifyReply) {
    // Published changes must show at once, so nothing may be served from a cache unchecked.
    reply.header('Cache-Control', 'no-cache');
    if (!SLUG_PATTERN.test(slug)) throw notFound(NO_CONTENT);
    const page = await findPublishedBySublinks(db, kind, sublinkCandidates(kind, slug));
    if (!page) throw notFound(NO_CONTENT);
    return resolveContent(kind, toContentPage(page).content);
  }

  for (const kind of PAGE_KINDS) {
    app.get(`/${kind}`, async (_request, reply) => read(kind, DEFAULT_SLUG, reply));
    // An empty slug (`/api/about/`) is the base page too (DESIGN "URL variants").
    app.get<{ Params: { slug: string } }>(`/${kind}/:slug`, async (request, reply) =>
      read(kind, request.params.slug || DEFAULT_SLUG, reply),
    );
  }
}
