import type { FastifyInstance } from 'fastify';
import { liveValuesSchema } from '../../../shared/live-figures-schema.js';
import { ERROR_RESPONSES } from '../../api-contract/route-schemas.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { acquireReadDb } from '../../db/read-db.js';
import { LiveFigures } from './live-figures.js';

declare module 'fastify' {
  interface FastifyInstance {
    liveFigures: LiveFigures;
  }
}

/** The app's live figures, first computed when the app is ready. */
export function decorateLiveFigures(app: FastifyInstance, db: Db, config: Config): void {
  // On a SQLite file, computed in the read workers: the page's event loop never waits on it.
  const { reads, release } = acquireReadDb(db, config.database);
  const figures = new LiveFigures(reads, app.log);
  app.decorate('liveFigures', figures);
  app.addHook('onReady', async () => {
    void figures.refresh();
  });
  app.addHook('onClose', async () => {
    await figures.settle();
    await release();
  });
}

/** GET /api/live-figures: the values public pages may show, as last computed (open). */
export async function liveFiguresRoutes(app: FastifyInstance) {
  app.get(
    '/live-figures',
    {
      schema: {
        tags: ['Public content'],
        summary:
          'The live figures public pages can show (open; recomputed at most every 5 minutes)',
        response: { 200: liveValuesSchema, ...ERROR_RESPONSES },
      },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'public, max-age=60');
      return app.liveFigures.current();
    },
  );
}
