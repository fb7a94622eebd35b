import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/api-schema.js';
import { timelineEntrySchema } from '../../../shared/lead-timeline.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Db } from '../../db/connection.js';
import { notFound, parseId } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import { leadTimeline } from './lead-timeline-repository.js';

export async function leadTimelineRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const staff = {
    preHandler: requireRole(db, 'admin', 'manager'),
    schema: {
      tags: ['Leads'],
      security: BEARER,
      params: idParamsSchema,
      response: { 200: z.array(timelineEntrySchema), ...ERROR_RESPONSES },
    },
  };

  app.get<{ Params: { id: string } }>('/quote/:id/timeline', staff, async (request) => {
    const timeline = await leadTimeline(db, parseId(request.params.id, 'Lead'));
    if (!timeline) throw notFound('Lead not found');
    return timeline;
  });
}
