import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, messageSchema } from '../../../shared/api-schema.js';
import {
  contentPageResponseSchema,
  PAGE_KINDS,
  sublinkSchema,
  urlSchema,
  type PageKind,
} from '../../../shared/content-schema.js';
import { normalizePageUrl } from '../../../shared/url-variants.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import { notFound, parseId, parseInput } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import { createBodySchema, updateBodySchema } from './content-input.js';
import { deletePage, findLatestPage, listPages } from './content-repository.js';
import {
  createPage,
  getPage,
  presentPage,
  presentPages,
  updatePageFromBody,
} from './content-service.js';
import { actorOf, pageHistoryRoutes } from './page-history-routes.js';

type WithId = { Params: { id: string } };

// A present but empty ?sublink= asks for the base page, whose sublink is ''.
const listQuerySchema = z.object({
  sublink: z
    .string({ error: 'Sublink must be given once, as text' })
    .pipe(sublinkSchema)
    .optional(),
  url: z.string({ error: 'URL must be given once, as text' }).pipe(urlSchema).optional(),
});

/** Page content records per kind, admin only (docs/api.md "Content"). */
export async function contentRoutes(fastify: FastifyInstance, { db }: { db: Db; config: Config }) {
  const preHandler = requireRole(db, 'admin');
  // One set of routes per kind; any other kind falls through to the API's JSON 404.
  for (const kind of PAGE_KINDS) {
    registerKind(fastify, db, kind, preHandler);
    pageHistoryRoutes(fastify, db, kind, preHandler);
  }
}

function registerKind(
  fastify: FastifyInstance,
  db: Db,
  kind: PageKind,
  preHandler: ReturnType<typeof requireRole>,
) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const base = `/content/${kind}`;
  const pageId = (value: string) => parseId(value, 'Page');
  const schema = { tags: ['Content'], security: BEARER };
  const page = { 200: contentPageResponseSchema, ...ERROR_RESPONSES };
  const onePage = { preHandler, schema: { ...schema, params: idParamsSchema, response: page } };

  const listOptions = {
    preHandler,
    schema: {
      ...schema,
      querystring: listQuerySchema,
      response: { 200: z.array(contentPageResponseSchema), ...ERROR_RESPONSES },
    },
  };
  app.get(base, listOptions, async (request) => {
    const query = parseInput(listQuerySchema, request.query);
    const url = query.url === undefined ? undefined : normalizePageUrl(query.url, kind);
    return presentPages(db, await listPages(db, kind, { sublink: query.sublink, url }));
  });

  app.get(`${base}/latest`, { preHandler, schema: { ...schema, response: page } }, async () => {
    const page = await findLatestPage(db, kind);
    if (!page) throw notFound('No pages yet');
    return presentPage(db, page);
  });

  app.get<WithId>(`${base}/:id`, onePage, async (request) =>
    presentPage(db, await getPage(db, kind, pageId(request.params.id))),
  );

  const createOptions = {
    preHandler,
    schema: {
      ...schema,
      body: createBodySchema(kind),
      response: { 201: contentPageResponseSchema, ...ERROR_RESPONSES },
    },
  };
  app.post(base, createOptions, async (request, reply) =>
    reply.status(201).send(await createPage(db, kind, request.body, actorOf(request))),
  );

  const patchOptions = { preHandler, schema: { ...onePage.schema, body: updateBodySchema(kind) } };
  app.patch<WithId>(`${base}/:id`, patchOptions, async (request) =>
    updatePageFromBody(db, kind, pageId(request.params.id), request.body, actorOf(request)),
  );

  const deleteOptions = {
    preHandler,
    schema: {
      ...schema,
      params: idParamsSchema,
      response: { 200: messageSchema, ...ERROR_RESPONSES },
    },
  };
  app.delete<WithId>(`${base}/:id`, deleteOptions, async (request) => {
    if (!(await deletePage(db, kind, pageId(request.params.id)))) throw notFound('Page not found');
    return { message: 'Page deleted' };
  });
}
