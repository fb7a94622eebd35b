import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { campaignPagesSchema } from '../../../shared/content-schema.js';
import { ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import { SLUG_PATTERN } from '../../../shared/url-variants.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../http-error.js';
import { findCampaignPages } from './campaign-pages.js';

/**
 * GET /api/campaign/{name}: the published pages of a campaign, so a visitor who arrived on
 * `/dublin` keeps to `/dublin/about` and `/dublin#quote-form` where those exist. Open to all:
 * it tells no more than the public pages themselves.
 */
export async function campaignRoutes(fastify: FastifyInstance, { db }: { db: Db; config: Config }) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const schema = {
    tags: ['Public content'],
    params: z.object({ name: z.string() }),
    response: { 200: campaignPagesSchema, ...ERROR_RESPONSES },
  };
  app.get<{ Params: { name: string } }>('/campaign/:name', { schema }, async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    if (!SLUG_PATTERN.test(request.params.name)) throw notFound('No such campaign');
    return findCampaignPages(db, request.params.name);
  });
}
