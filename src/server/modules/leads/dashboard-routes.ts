import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { acquireReadDb } from '../../db/read-db.js';
import { requireRole } from '../../plugins/auth.js';
import { dashboardSummary } from './dashboard-repository.js';

export async function dashboardRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  // Read off the event loop on a SQLite file (read-db.ts).
  const { reads, release } = acquireReadDb(db, config.database);
  app.addHook('onClose', release);
  app.get('/dashboard', { preHandler: requireRole(db, 'admin', 'manager') }, async () =>
    dashboardSummary(reads, config.database.kind),
  );
}
