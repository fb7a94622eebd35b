import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contentSchemas, PAGE_KINDS, type PageKind } from '../../../shared/content-schema.js';
import { resolveContent } from '../../../shared/default-content.js';
import { DEFAULT_SLUG, SLUG_PATTERN, sublinkCandidates } from '../../../shared/url-variants.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { described, ERROR_RESPONSES } from '../../api-contract/route-schemas.js';
import { notFound } from '../../http-error.js';
import { sendWithEtag } from '../../web/etag.js';
import { findPublishedBySublinks, publishedContent } from './content-repository.js';

const NO_CONTENT = 'No published content';
/** Sent by the web app: answer 204 rather than 404 when nothing is published. */
const OPTIONAL_HEADER = 'x-content-optional';

/**
 * Public reads, open to all: the published record for a slug made whole with the defaults.
 * Drafts are never served; with no match the site shows its built-in defaults.
 */
export async function publicContentRoutes(
  app: FastifyInstance,
  { db }: { db: Db; config: Config },
) {
  async function read(kind: PageKind, slug: string, request: FastifyRequest, reply: FastifyReply) {
    // Published changes must show at once, so nothing may be served from a cache unchecked;
    // the ETag lets a browser revalidate its copy with a 304 instead of downloading it again.
    reply.header('Cache-Control', 'no-cache');
    if (!SLUG_PATTERN.test(slug)) throw notFound(NO_CONTENT);
    const page = await findPublishedBySublinks(db, kind, sublinkCandidates(kind, slug));
    if (!page) {
      // The site asks with this header: nothing published is normal there, not an error
      // for the visitor's console, so it answers 204 instead of 404.
      if (request.headers[OPTIONAL_HEADER] === '1') return reply.code(204).send();
      throw notFound(NO_CONTENT);
    }
    const body = JSON.stringify(resolveContent(kind, publishedContent(page)));
    reply.type('application/json; charset=utf-8');
    return sendWithEtag(request, reply, body);
  }

  for (const kind of PAGE_KINDS) {
    // The body is written as text with its ETag, so these schemas document it only.
    const schema = {
      tags: ['Public content'],
      summary: 'The published page for the slug, made whole with the defaults',
      headers: z.object({
        [OPTIONAL_HEADER]: described(
          z.literal('1').optional(),
          'Send 1 to hear 204 rather than 404 when nothing is published',
        ),
      }),
      response: {
        200: contentSchemas[kind],
        204: described(z.null(), 'Nothing published (asked with x-content-optional: 1)'),
        304: described(z.null(), 'The copy named by If-None-Match is current'),
        ...ERROR_RESPONSES,
      },
    };
    app.get(`/${kind}`, { schema }, async (request, reply) =>
      read(kind, DEFAULT_SLUG, request, reply),
    );
    // An empty slug (`/api/about/`) is the base page too.
    app.get<{ Params: { slug: string } }>(
      `/${kind}/:slug`,
      { schema: { ...schema, params: z.object({ slug: z.string() }) } },
      async (request, reply) => read(kind, request.params.slug || DEFAULT_SLUG, request, reply),
    );
  }
}
