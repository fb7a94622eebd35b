import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  PAGE_KINDS,
  sublinkSchema,
  urlSchema,
  type PageKind,
} from '../../../shared/content-schema.js';
import { normalizePageUrl } from '../../../shared/url-variants.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { notFound, parseId, parseInput } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import { deletePage, findLatestPage, listPages, toContentPage } from './content-repository.js';
import { createPage, getPage, updatePageFromBody } from './content-service.js';

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
export async function contentRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  const adminOnly = { preHandler: requireRole(db, 'admin') };
  // One set of routes per kind; any other kind falls through to the API's JSON 404.
  for (const kind of PAGE_KINDS) registerKind(app, db, kind, adminOnly);
}

function registerKind(
  app: FastifyInstance,
  db: Db,
  kind: PageKind,
  adminOnly: { preHandler: ReturnType<typeof requireRole> },
) {
  const base = `/content/${kind}`;
  const pageId = (value: string) => parseId(value, 'Page');

  app.get(base, adminOnly, async (request) => {
    const query = parseInput(listQuerySchema, request.query);
    const url = query.url === undefined ? undefined : normalizePageUrl(query.url, kind);
    return (await listPages(db, kind, { sublink: query.sublink, url })).map(toContentPage);
  });

  app.get(`${base}/latest`, adminOnly, async () => {
    const page = await findLatestPage(db, kind);
    if (!page) throw notFound('No pages yet');
    return toContentPage(page);
  });

  app.get<WithId>(`${base}/:id`, adminOnly, async (request) =>
    toContentPage(await getPage(db, kind, pageId(request.params.id))),
  );

  app.post(base, adminOnly, async (request, reply) =>
    reply.status(201).send(await createPage(db, kind, request.body)),
  );

  app.patch<WithId>(`${base}/:id`, adminOnly, async (request) =>
    updatePageFromBody(db, kind, pageId(request.params.id), request.body),
  );

  app.delete<WithId>(`${base}/:id`, adminOnly, async (request) => {
    if (!(await deletePage(db, kind, pageId(request.params.id)))) throw notFound('Page not found');
    return { message: 'Page deleted' };
  });
}
