import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema, messageSchema } from '../../shared/api-schema.js';
import { contentPageResponseSchema } from '../../shared/content-schema.js';
import { dashboardSummarySchema, leadSummarySchema } from '../../shared/dashboard.js';
import { leadResponseSchema } from '../../shared/lead-schema.js';
import { timelineEntrySchema } from '../../shared/lead-timeline.js';
import { leadDeliverySchema, partnerResponseSchema } from '../../shared/partner-schema.js';
import { SITE } from '../../shared/site.js';
import { userResponseSchema } from '../../shared/user-schema.js';
import { apiDocs, ERROR_RESPONSES, type ApiTypeProvider } from './route-schemas.js';

apiDocs.add(idParamsSchema.shape.id, { description: 'A positive whole number' });
// The answers the document names as components (referenced rather than repeated).
apiDocs.add(apiErrorSchema, {
  id: 'Error',
  description: 'The error: { message }, plus errors: { field: message } on a 422',
});
apiDocs.add(messageSchema, { id: 'Message', description: 'Done' });
apiDocs.add(leadResponseSchema, { id: 'Lead', description: 'The lead' });
apiDocs.add(leadSummarySchema, {
  id: 'LeadSummary',
  description: 'Counts over every matching lead',
});
apiDocs.add(userResponseSchema, { id: 'User', description: 'The staff account' });
apiDocs.add(partnerResponseSchema, { id: 'Partner', description: 'The partner installer' });
apiDocs.add(leadDeliverySchema, {
  id: 'LeadDelivery',
  description: "Who received the lead and each message's state",
});
apiDocs.add(contentPageResponseSchema, { id: 'ContentPage', description: 'The content record' });
apiDocs.add(dashboardSummarySchema, {
  id: 'DashboardSummary',
  description: 'Every figure of both dashboards',
});
apiDocs.add(timelineEntrySchema, {
  id: 'TimelineEntry',
  description: "One event in a lead's history",
});

const transformRoute = createJsonSchemaTransform({ schemaRegistry: apiDocs });
const transformDocument = createJsonSchemaTransformObject({ schemaRegistry: apiDocs });

/** The components, less the request-side copies the transform makes that no request uses. */
const withUsedComponents: typeof transformDocument = (input) => {
  const document = transformDocument(input) as { components?: { schemas?: object } };
  const schemas = { ...document.components?.schemas } as Record<string, unknown>;
  const text = JSON.stringify({ ...document, components: {} });
  for (const id of Object.keys(schemas)) {
    if (id.endsWith('Input') && !text.includes(`"#/components/schemas/${id}"`)) delete schemas[id];
  }
  return { ...document, components: { ...document.components, schemas } } as ReturnType<
    typeof transformDocument
  >;
};

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas when it is first asked for.
 * Only /api routes are in it: the web pages and /healthz are not part of the API.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${SITE.name} API`,
        version: '1',
        description:
          'JSON in and out under /api. Errors are { message }, plus errors: { field: message } on a 422. Guide: docs/api.md.',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token from POST /api/auth/login',
          },
        },
      },
    },
    transform: (route) =>
      route.url.startsWith('/api/')
        ? transformRoute(route)
        : { schema: { ...route.schema, hide: true }, url: route.url },
    transformObject: withUsedComponents,
  });
}

/** GET /api/openapi.json: open to all, like the document of any public API. */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ApiTypeProvider>().get(
    '/openapi.json',
    {
      schema: {
        summary: 'This document',
        tags: ['Meta'],
        response: { 200: z.record(z.string(), z.unknown()), ...ERROR_RESPONSES },
      },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return app.swagger() as unknown as Record<string, unknown>;
    },
  );
}
