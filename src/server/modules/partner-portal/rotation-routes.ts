import type { FastifyInstance } from 'fastify';
import { MAX_PARTNERS_PER_LEAD } from '../../../shared/consent.js';
import {
  MISSED_DAYS,
  missedPageSchema,
  missedQuerySchema,
  rotationSchema,
} from '../../../shared/partner-rotation.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { notFound, parseInput } from '../../http-error.js';
import { requireInstaller } from '../../plugins/auth.js';
import { findPartner } from '../partners/partner-repository.js';
import { countyRotation, listMissedLeads } from './rotation-repository.js';

/**
 * The rotation an installer can see: their counties, cap and count today,
 * their place in each county's rotation, and why recent leads of their counties went
 * elsewhere. Scoped to the signed-in installer's partner; other partners are never named.
 */
export async function partnerRotationRoutes(
  fastify: FastifyInstance,
  { db }: { db: Db; config: Config },
) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const installer = requireInstaller(db);
  const tags = ['Partner portal'];

  const ownPartner = async (partnerId: number) => {
    const partner = await findPartner(db, partnerId);
    if (!partner) throw notFound('Partner not found');
    return partner;
  };

  app.get(
    '/partner/rotation',
    {
      preHandler: installer,
      schema: { tags, security: BEARER, response: { 200: rotationSchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const partner = await ownPartner(Number(request.user!.partner_id));
      const counties = JSON.parse(partner.counties) as string[];
      const now = new Date();
      return {
        partner: partner.name,
        is_active: Boolean(partner.is_active),
        daily_cap: Number(partner.daily_cap),
        leads_today: Math.max(0, Number(partner.leads_today ?? 0)),
        partners_per_lead: MAX_PARTNERS_PER_LEAD,
        counties: await Promise.all(
          counties.map((county) => countyRotation(db, partner, county, now)),
        ),
      };
    },
  );

  app.get(
    '/partner/rotation/missed',
    {
      preHandler: installer,
      schema: {
        tags,
        security: BEARER,
        querystring: missedQuerySchema,
        response: { 200: missedPageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const query = parseInput(missedQuerySchema, request.query);
      const partner = await ownPartner(Number(request.user!.partner_id));
      const since = new Date(Date.now() - MISSED_DAYS * 86_400_000).toISOString();
      const page = await listMissedLeads(db, partner, {
        since,
        limit: query.limit ?? 20,
        offset: query.offset ?? 0,
      });
      return { days: MISSED_DAYS, ...page };
    },
  );
}
