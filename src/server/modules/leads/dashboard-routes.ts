import type { FastifyInstance } from 'fastify';
import { dashboardAnswerSchema, type DashboardAnswer } from '../../../shared/dashboard.js';
import { lateChannels } from '../../../shared/outbox-backlog.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { acquireReadDb } from '../../db/read-db.js';
import { requireRole } from '../../plugins/auth.js';
import { outboxBacklog } from '../notifications/outbox-backlog-repository.js';
import { dashboardSummary } from './dashboard-repository.js';

export async function dashboardRoutes(
  fastify: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  // Read off the event loop on a SQLite file (read-db.ts).
  const { reads, release } = acquireReadDb(db, config.database);
  app.addHook('onClose', release);
  const options = {
    preHandler: requireRole(db, 'admin', 'manager'),
    schema: {
      tags: ['Leads'],
      security: BEARER,
      response: { 200: dashboardAnswerSchema, ...ERROR_RESPONSES },
    },
  };
  app.get('/dashboard', options, async (): Promise<DashboardAnswer> => {
    const [summary, backlog] = await Promise.all([
      dashboardSummary(reads, config.database.kind),
      outboxBacklog(reads),
    ]);
    // Staff see a warning only past the operator's threshold: a short queue is normal.
    return { ...summary, lateMessages: lateChannels(backlog, config.outbox.lateSeconds) };
  });
}
