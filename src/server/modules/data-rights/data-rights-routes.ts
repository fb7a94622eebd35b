import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/api-schema.js';
import {
  dataExportQuerySchema,
  dataRightsStatusSchema,
  eraseResultSchema,
  leadDataExportSchema,
} from '../../../shared/data-rights.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Db } from '../../db/connection.js';
import { notFound, parseId, parseInput } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import { renderLeadDataHtml } from './data-rights-html.js';
import {
  dataRightsStatus,
  eraseLead,
  exportLeadData,
  recordDataExport,
  type DataRightsActor,
} from './data-rights-service.js';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

function staffActor(request: FastifyRequest): DataRightsActor {
  const user = request.user!;
  return { via: 'staff', id: Number(user.id), name: user.name };
}

function found<T>(value: T | undefined): T {
  if (value === undefined) throw notFound('Lead not found');
  return value;
}

/**
 * Data rights on the lead detail (decision 0922): staff download a homeowner's data (admins and
 * managers, who see the lead already) and erase it (admins only: it cannot be undone), for a
 * request received by phone or post.
 */
export async function dataRightsRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const staff = requireRole(db, 'admin', 'manager');
  const admin = requireRole(db, 'admin');
  const schema = { tags: ['Leads'], security: BEARER, params: idParamsSchema };
  const leadId = (request: IdRequest) => parseId(request.params.id, 'Lead');

  app.get<{ Params: { id: string } }>(
    '/quote/:id/data-rights',
    {
      preHandler: staff,
      schema: {
        ...schema,
        summary: "Whether the lead's personal data was erased, and its data requests",
        response: { 200: dataRightsStatusSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => found(await dataRightsStatus(db, leadId(request))),
  );

  app.get<{ Params: { id: string }; Querystring: { format?: string } }>(
    '/quote/:id/data',
    {
      preHandler: staff,
      schema: {
        ...schema,
        summary: "Download the homeowner's data: JSON, or a readable page (?format=html)",
        querystring: dataExportQuerySchema,
        response: {
          200: {
            description: 'lead-{id}-data.json or lead-{id}-data.html',
            content: {
              'application/json': { schema: leadDataExportSchema },
              'text/html': { schema: z.string() },
            },
          },
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const id = leadId(request);
      const { format } = parseInput(dataExportQuerySchema, request.query);
      const data = found(await exportLeadData(db, id));
      await recordDataExport(db, id, staffActor(request), format);
      void reply.header('Content-Disposition', `attachment; filename="lead-${id}-data.${format}"`);
      if (format === 'html') {
        return reply.type('text/html; charset=utf-8').send(renderLeadDataHtml(data));
      }
      return reply.type('application/json; charset=utf-8').send(data);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/quote/:id/erase',
    {
      preHandler: admin,
      schema: {
        ...schema,
        summary: "Erase the homeowner's personal data from the lead (admin; cannot be undone)",
        response: { 200: eraseResultSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const result = found(await eraseLead(db, leadId(request), staffActor(request)));
      // Send the installers' erasure notices now rather than at the next poll.
      app.outbox.kick();
      return result;
    },
  );
}
