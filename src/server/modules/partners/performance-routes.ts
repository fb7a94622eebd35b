import type { FastifyInstance } from 'fastify';
import { endOfDublinDay, startOfDublinDay } from '../../../shared/dublin-day.js';
import {
  performanceQuerySchema,
  performanceSchema,
  type PerformanceQuery,
} from '../../../shared/partner-performance.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { parseInput } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import { partnerPerformance } from './performance-repository.js';

/** Midnight in Dublin at the start of an Irish calendar date (noon UTC is always that date). */
function dublinDateStart(date: string): Date {
  return startOfDublinDay(new Date(`${date}T12:00:00Z`));
}

/** The period as two instants: from the first Irish day's midnight to the last one's end. */
export function performancePeriod(query: PerformanceQuery, now = new Date()) {
  if (query.from && query.to) {
    return {
      from: dublinDateStart(query.from).toISOString(),
      to: endOfDublinDay(dublinDateStart(query.to)).toISOString(),
    };
  }
  let from = startOfDublinDay(now);
  // Step back one Irish day at a time, so days of 23 or 25 hours still count as one.
  for (let day = 1; day < (query.days ?? 30); day += 1) {
    from = startOfDublinDay(new Date(from.getTime() - 1));
  }
  return { from: from.toISOString(), to: endOfDublinDay(now).toISOString() };
}

/** Partners' performance for staff (admins and managers), over a chosen period. */
export async function partnerPerformanceRoutes(
  fastify: FastifyInstance,
  { db }: { db: Db; config: Config },
) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  app.get(
    '/partners/performance',
    {
      preHandler: requireRole(db, 'admin', 'manager'),
      schema: {
        tags: ['Partners'],
        security: BEARER,
        querystring: performanceQuerySchema,
        response: { 200: performanceSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const period = performancePeriod(parseInput(performanceQuerySchema, request.query));
      return { ...period, partners: await partnerPerformance(db, period) };
    },
  );
}
