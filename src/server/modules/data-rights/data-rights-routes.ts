import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** A download of everything held about a request: JSON, or a readable page (?format=html). */
export const DATA_DOWNLOAD = {
  summary: "Download the homeowner's data: JSON, or a readable page (?format=html)",
  querystring: dataExportQuerySchema,
  response: {
    200: {
      description: '{name}-data.json or {name}-data.html',
      content: {
        'application/json': { schema: leadDataExportSchema },
        'text/html': { schema: z.string() },
      },
    },
    ...ERROR_RESPONSES,
  },
};

/**
 * Answer a lead's data as a download named `{name}-data.{format}`, recorded as asked by
 * `actor`; undefined (for the caller's 404) when there is no such lead.
 */
export async function sendLeadData(
  db: Db,
  reply: FastifyReply,
  lead: { id: number; name: string; query: unknown },
  actor: DataRightsActor,
) {
  const { format } = parseInput(dataExportQuerySchema, lead.query);
  const data = await exportLeadData(db, lead.id);
  if (!data) return undefined;
  await recordDataExport(db, lead.id, actor, format);
  void reply.header('Content-Disposition', `attachment; filename="${lead.name}-data.${format}"`);
  if (format === 'html') {
    return reply.type('text/html; charset=utf-8').send(renderLeadDataHtml(data));
  }
  return reply.type('application/json; charset=utf-8').send(data);
}

function staffActor(request: FastifyRequest): DataRightsActor {
  const user = request.user!;
  return { via: 'staff', id: Number(user.id), name: user.name };
}

function found<T>(value: T | undefined): T {
  if (value === undefined) throw notFound('Lead not found');
  return value;
}

/**
 * Data rights on the lead detail: staff download a homeowner's data (admins and
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
      schema: { ...schema, ...DATA_DOWNLOAD },
    },
    async (request, reply) => {
      const id = leadId(request);
      const name = `lead-${id}`;
      return found(
        await sendLeadData(db, reply, { id, name, query: request.query }, staffActor(request)),
      );
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
