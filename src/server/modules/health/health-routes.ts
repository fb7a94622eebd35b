import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

const READY_TIMEOUT_MS = 1_500;

/**
 * For load balancers and orchestrators: /healthz says the process is up (restart it if
 * not), /readyz says it can serve (the database answers; migrations ran before start).
 */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/healthz', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    if (await databaseAnswers(db)) return { status: 'ready', database: 'ok', migrations: 'done' };
    return reply
      .status(503)
      .header('Retry-After', '5')
      .send({ message: 'The database is not reachable', status: 'unavailable' });
  });
}

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const ping = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
