import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection.js';
import { notFound, parseId } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import { leadTimeline } from './lead-timeline-repository.js';

export async function leadTimelineRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const staff = { preHandler: requireRole(db, 'admin', 'manager') };

  app.get<{ Params: { id: string } }>('/quote/:id/timeline', staff, async (request) => {
    const timeline = await leadTimeline(db, parseId(request.params.id, 'Lead'));
    if (!timeline) throw notFound('Lead not found');
    return timeline;
  });
}
