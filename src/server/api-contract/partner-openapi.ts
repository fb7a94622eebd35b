import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_TOKEN_PREFIX, PARTNER_API_PATH } from '../../shared/partner-api.js';
import { SITE } from '../../shared/site.js';
import { ERROR_RESPONSES, type ApiTypeProvider } from './route-schemas.js';

type Document = Record<string, unknown> & {
  paths?: Record<string, unknown>;
  components?: { schemas?: Record<string, unknown> } & Record<string, unknown>;
  tags?: { name: string }[];
};

/** Every `#/components/schemas/X` that `value` refers to, directly or through other components. */
function usedSchemas(value: unknown, schemas: Record<string, unknown>): Set<string> {
  const used = new Set<string>();
  const pending = [JSON.stringify(value)];
  while (pending.length > 0) {
    for (const [, id] of pending.pop()!.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (id && !used.has(id) && id in schemas) {
        used.add(id);
        pending.push(JSON.stringify(schemas[id]));
      }
    }
  }
  return used;
}

/**
 * The partner API's own document: the /api/partner/leads paths of the full
 * document, generated from the same route schemas, with a `wqp_` token as the bearer scheme.
 */
export function partnerDocument(full: Document): Document {
  const paths = Object.fromEntries(
    Object.entries(full.paths ?? {}).filter(
      ([path]) => path === PARTNER_API_PATH || path.startsWith(`${PARTNER_API_PATH}/`),
    ),
  );
  const schemas = full.components?.schemas ?? {};
  const used = usedSchemas(paths, schemas);
  const tagNames = new Set(
    Object.values(paths).flatMap((operations) =>
      Object.values(operations as Record<string, { tags?: string[] }>).flatMap(
        (op) => op.tags ?? [],
      ),
    ),
  );
  return {
    openapi: full.openapi,
    info: {
      title: `${SITE.name} partner API`,
      version: '1',
      description:
        'Your company’s leads: list them, read one, accept or decline and report what happened. ' +
        `Authenticate with an API token made in the partner portal (Authorization: Bearer ${API_TOKEN_PREFIX}…). ` +
        'Errors are { message }, plus errors: { field: message } on a 422.',
    },
    ...(full.tags ? { tags: full.tags.filter((tag) => tagNames.has(tag.name)) } : {}),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).filter(([id]) => used.has(id))),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_TOKEN_PREFIX} API token`,
          description: `A partner API token (${API_TOKEN_PREFIX} followed by 43 characters), made and revoked by your company's installers in the portal and shown once. It opens only these paths, for your company's leads.`,
        },
      },
    },
  };
}

/** GET /api/partner/openapi.json: open to all, like the full document. */
export async function partnerOpenApiRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ApiTypeProvider>().get(
    '/partner/openapi.json',
    {
      schema: {
        summary: 'The partner API document',
        tags: ['Meta'],
        response: { 200: z.record(z.string(), z.unknown()), ...ERROR_RESPONSES },
      },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return partnerDocument(app.swagger() as unknown as Document) as Record<string, unknown>;
    },
  );
}
