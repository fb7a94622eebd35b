import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { requireRole } from '../../plugins/auth.js';
import { dashboardSummary } from './dashboard-repository.js';

export async function dashboardRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  app.get('/dashboard', { preHandler: requireRole(db, 'admin', 'manager') }, async () =>
    dashboardSummary(db, config.database.kind),
  );
}
