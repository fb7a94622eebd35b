import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { attributionOfLanding } from '../../../shared/attribution.js';
import {
  addDays,
  campaignFunnelSchema,
  datesOf,
  funnelQuerySchema,
  funnelStartSchema,
  isBot,
  isPrefetch,
  previousPeriod,
  variantPathOf,
  type FunnelQuery,
} from '../../../shared/campaign-funnel.js';
import { dublinWallClock } from '../../../shared/dublin-day.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { acquireReadDb } from '../../db/read-db.js';
import { parseInput } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import { rateLimitFor } from '../../plugins/security.js';
import { FunnelCounter } from './funnel-counter.js';
import { campaignFunnel } from './funnel-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    funnel: FunnelCounter;
  }
}

/** The app's funnel counter, written on close so a clean restart loses no count. */
export function decorateFunnel(app: FastifyInstance, db: Db): void {
  const counter = new FunnelCounter(db, (error) =>
    app.log.warn({ err: error instanceof Error ? error.message : error }, 'funnel counts lost'),
  );
  app.decorate('funnel', counter);
  app.addHook('onClose', async () => {
    await counter.flush().catch(() => {});
  });
}

/** Whether a request is a person's browser asking for the page itself (no bot, HEAD or prefetch). */
export function isCountableRequest(request: Pick<FastifyRequest, 'method' | 'headers'>): boolean {
  if (request.method !== 'GET') return false;
  const userAgent = request.headers['user-agent'];
  return (
    !isBot(typeof userAgent === 'string' ? userAgent : undefined) && !isPrefetch(request.headers)
  );
}

/**
 * Count a server-rendered public page as viewed, under its page variant and the UTM tags of
 * its address. Called once the page is rendered; it only adds to a counter in
 * memory, so the page waits for nothing. Staff previews are not views.
 */
export function countPageView(request: FastifyRequest, pathname: string): void {
  if (!isCountableRequest(request)) return;
  const url = new URL(request.url, 'http://localhost');
  if (url.searchParams.has('preview')) return;
  const path = variantPathOf(pathname);
  if (path === null) return;
  const tags = attributionOfLanding(url, '');
  request.server.funnel.view({
    path,
    utm_source: tags.utm_source,
    utm_medium: tags.utm_medium,
    utm_campaign: tags.utm_campaign,
  });
}

/** The period asked for as Irish dates: from..to, or the last `days` days with today. */
export function funnelPeriod(query: FunnelQuery, now = new Date()): { from: string; to: string } {
  if (query.from && query.to) return { from: query.from, to: query.to };
  const today = dublinWallClock(now).date;
  return { from: addDays(today, 1 - (query.days ?? 30)), to: today };
}

/**
 * POST /api/funnel/start, a quote form's first use in a visit (a beacon nobody waits for), and
 * GET /api/campaigns, the funnel per page variant, source and campaign tag for staff.
 */
export async function campaignFunnelRoutes(
  fastify: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  // The sums read off the event loop on a SQLite file (read-db.ts).
  const { reads, release } = acquireReadDb(db, config.database);
  app.addHook('onClose', release);
  app.post(
    '/funnel/start',
    {
      ...rateLimitFor(config, config.rateLimits.quote),
      schema: {
        tags: ['Public content'],
        description:
          'Counts the first use of the quote form in a visit. Anonymous; bots are not counted.',
        body: funnelStartSchema,
        response: { 204: z.null().describe('Counted (or ignored as a bot)'), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const start = parseInput(funnelStartSchema, request.body);
      if (isCountableRequest({ method: 'GET', headers: request.headers })) {
        request.server.funnel.start({
          path: start.path,
          utm_source: start.utm_source ?? '',
          utm_medium: start.utm_medium ?? '',
          utm_campaign: start.utm_campaign ?? '',
        });
      }
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/campaigns',
    {
      preHandler: requireRole(db, 'admin', 'manager'),
      schema: {
        tags: ['Campaigns'],
        security: BEARER,
        querystring: funnelQuerySchema,
        response: { 200: campaignFunnelSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const query = parseInput(funnelQuerySchema, request.query);
      const period = funnelPeriod(query);
      const previous = previousPeriod(period.from, period.to);
      const days = datesOf(period.from, period.to).length;
      // Views and starts still in memory belong in the figures asked for now.
      await request.server.funnel.flush().catch(() => {});
      const funnel = await campaignFunnel({ db, reads }, period, previous, query.utm_campaign);
      return {
        period: { ...period, days },
        previous_period: { ...previous, days },
        utm_campaign: query.utm_campaign ?? '',
        ...funnel,
      };
    },
  );
}
