import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../shared/api-schema.js';
import { portalLeadSchema } from '../../../shared/partner-portal.js';
import { flagInputSchema, outcomeInputSchema } from '../../../shared/partner-outcomes.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { parseId, parseInput } from '../../http-error.js';
import { requireInstaller } from '../../plugins/auth.js';
import { flagLead, reportOutcome } from './outcome-service.js';
import { ownLead, toPortalLead } from './portal-routes.js';

/**
 * An installer reports what became of a lead it accepted, or flags a bad lead.
 * Both answer the lead as the portal shows it; another partner's lead is a 404.
 */
export async function partnerOutcomeRoutes(
  fastify: FastifyInstance,
  { db }: { db: Db; config: Config },
) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const schema = {
    tags: ['Partner portal'],
    security: BEARER,
    params: idParamsSchema,
    response: { 200: portalLeadSchema, ...ERROR_RESPONSES },
  };
  const installer = requireInstaller(db);

  app.post<{ Params: { id: string } }>(
    '/partner/leads/:id/outcome',
    {
      preHandler: installer,
      schema: {
        ...schema,
        summary: 'Report that the homeowner was contacted, a quote sent, the job won or lost',
        body: outcomeInputSchema,
      },
    },
    async (request) => {
      const partnerId = Number(request.user!.partner_id);
      const leadId = parseId(request.params.id, 'Lead');
      const input = parseInput(outcomeInputSchema, request.body);
      await reportOutcome(db, partnerId, leadId, Number(request.user!.id), input);
      return toPortalLead(await ownLead(db, partnerId, request.params.id));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/partner/leads/:id/flag',
    {
      preHandler: installer,
      schema: {
        ...schema,
        summary: 'Report a bad lead: wrong number, not the homeowner, duplicate or out of area',
        body: flagInputSchema,
      },
    },
    async (request) => {
      const partnerId = Number(request.user!.partner_id);
      const leadId = parseId(request.params.id, 'Lead');
      const input = parseInput(flagInputSchema, request.body);
      await flagLead(db, partnerId, leadId, Number(request.user!.id), input);
      return toPortalLead(await ownLead(db, partnerId, request.params.id));
    },
  );
}
