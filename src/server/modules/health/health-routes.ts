import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { outboxBacklog } from '../notifications/outbox-backlog-repository.js';

const READY_TIMEOUT_MS = 1_500;

/**
 * For load balancers and orchestrators: /healthz says the process is up (restart it if
 * not), /readyz says it can serve (the database answers; migrations ran before start).
 * /readyz also reports the outbox's backlog for operators; a backlog never makes it fail
 * (the process can still take leads), and it is left out when it cannot be read in time.
 */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/healthz', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const deadline = timeout(READY_TIMEOUT_MS);
    const backlog = withinDeadline(outboxBacklog(db), deadline.expired);
    if (await withinDeadline(sql`select 1`.execute(db), deadline.expired)) {
      const outbox = await backlog;
      deadline.clear();
      return {
        status: 'ready',
        database: 'ok',
        migrations: 'done',
        ...(outbox ? { outbox } : {}),
      };
    }
    deadline.clear();
    return reply
      .status(503)
      .header('Retry-After', '5')
      .send({ message: 'The database is not reachable', status: 'unavailable' });
  });
}

/** A promise that resolves false after `ms`, and a way to stop its timer. */
function timeout(ms: number): { expired: Promise<false>; clear(): void } {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return { expired, clear: () => clearTimeout(timer) };
}

/** What `work` answers if it does so before the deadline; false if it fails or is late. */
async function withinDeadline<T>(work: Promise<T>, expired: Promise<false>): Promise<T | false> {
  return Promise.race([work.catch(() => false as const), expired]);
}
