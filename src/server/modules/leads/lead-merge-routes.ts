import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../shared/api-schema.js';
import { leadMergeSchema } from '../../../shared/lead-duplicates.js';
import { leadResponseSchema } from '../../../shared/lead-schema.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Db } from '../../db/connection.js';
import { notFound, parseId, parseInput } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import { mergeLeads } from './lead-merge.js';

/** Merging two leads of the same homeowner. */
export async function leadMergeRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const options = {
    preHandler: requireRole(db, 'admin', 'manager'),
    schema: {
      tags: ['Leads'],
      security: BEARER,
      summary: 'Merge another lead into this one (the other is deleted)',
      params: idParamsSchema,
      body: leadMergeSchema,
      response: { 200: leadResponseSchema, ...ERROR_RESPONSES },
    },
  };
  app.post<{ Params: { id: string } }>('/quote/:id/merge', options, async (request) => {
    const id = parseId(request.params.id, 'Lead');
    const { other_id } = parseInput(leadMergeSchema, request.body);
    const user = request.user!;
    const lead = await mergeLeads(db, id, other_id, { id: Number(user.id), name: user.name });
    if (!lead) throw notFound('Lead not found');
    return lead;
  });
}
