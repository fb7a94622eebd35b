import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamsSchema } from '../../../shared/api-schema.js';
import { eraseResultSchema } from '../../../shared/data-rights.js';
import {
  homeownerChoiceInputSchema,
  homeownerRequestSchema,
  newRequestLinkSchema,
  requestLinkStatusSchema,
  requestTokenParamsSchema,
} from '../../../shared/homeowner-request.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { notFound, parseId, parseInput } from '../../http-error.js';
import { REQUEST_NOT_FOUND } from '../../../shared/homeowner-request-text.js';
import { requireRole } from '../../plugins/auth.js';
import { rateLimitFor } from '../../plugins/security.js';
import { DATA_DOWNLOAD, sendLeadData } from '../data-rights/data-rights-routes.js';
import { eraseLead } from '../data-rights/data-rights-service.js';
import {
  changeRequestLink,
  openRequest,
  recordHomeownerChoice,
  requestLinkStatus,
  requestView,
} from './request-service.js';

/**
 * The homeowner's page: open with the link's token, no password;
 * and the lead detail's view of that link, which staff can revoke or replace.
 */
export async function homeownerRequestRoutes(
  fastify: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const tags = ['Homeowner requests'];
  const params = requestTokenParamsSchema;
  const view = { 200: homeownerRequestSchema, ...ERROR_RESPONSES };

  const read = {
    ...rateLimitFor(config, config.rateLimits.api),
    schema: { tags, summary: "A homeowner's request (open with its link)", params, response: view },
  };
  app.get('/request/:token', read, async (request) => {
    const { token } = parseInput(params, request.params);
    return requestView(db, await openRequest(db, token));
  });

  const choose = {
    ...rateLimitFor(config, config.rateLimits.quote),
    schema: {
      tags,
      summary: "The homeowner's choice: hired someone, stop contact, withdraw consent",
      params,
      body: homeownerChoiceInputSchema,
      response: view,
    },
  };
  app.post('/request/:token/choice', choose, async (request) => {
    const { token } = parseInput(params, request.params);
    const input = parseInput(homeownerChoiceInputSchema, request.body);
    const answer = await recordHomeownerChoice(db, token, input);
    // The installers' e-mails go now rather than at the next poll.
    app.outbox.kick();
    return answer;
  });

  // The homeowner's data rights from their page: the same download and
  // erasure staff give, recorded as asked by the homeowner.
  const download = {
    ...rateLimitFor(config, config.rateLimits.api),
    schema: { tags, params, ...DATA_DOWNLOAD },
  };
  app.get('/request/:token/data', download, async (request, reply) => {
    const { token } = parseInput(params, request.params);
    const id = Number((await openRequest(db, token)).id);
    const lead = { id, name: `request-${id}`, query: request.query };
    const sent = await sendLeadData(db, reply, lead, { via: 'homeowner' });
    if (!sent) throw notFound(REQUEST_NOT_FOUND);
    return sent;
  });

  const erase = {
    ...rateLimitFor(config, config.rateLimits.quote),
    schema: {
      tags,
      summary: "Erase the homeowner's personal data (cannot be undone; the link stops working)",
      params,
      response: { 200: eraseResultSchema, ...ERROR_RESPONSES },
    },
  };
  app.post('/request/:token/erase', erase, async (request) => {
    const { token } = parseInput(params, request.params);
    const result = await eraseLead(db, Number((await openRequest(db, token)).id), {
      via: 'homeowner',
    });
    if (!result) throw notFound(REQUEST_NOT_FOUND);
    // The installers' erasure notices go now rather than at the next poll.
    app.outbox.kick();
    return result;
  });

  const staff = { preHandler: requireRole(db, 'admin', 'manager') };
  const staffSchema = { tags, security: BEARER, params: idParamsSchema };
  const statusOptions = {
    ...staff,
    schema: { ...staffSchema, response: { 200: requestLinkStatusSchema, ...ERROR_RESPONSES } },
  };
  app.get<{ Params: { id: string } }>('/quote/:id/request-link', statusOptions, async (request) => {
    const status = await requestLinkStatus(db, parseId(request.params.id, 'Lead'));
    if (!status) throw notFound('Lead not found');
    return status;
  });

  const changeOptions = {
    ...staff,
    schema: { ...staffSchema, response: { 200: newRequestLinkSchema, ...ERROR_RESPONSES } },
  };
  const change =
    (reissue: boolean) => async (request: FastifyRequest<{ Params: { id: string } }>) => {
      const user = request.user!;
      const actor = { id: Number(user.id), name: user.name };
      const changed = await changeRequestLink(
        db,
        parseId(request.params.id, 'Lead'),
        actor,
        reissue,
      );
      if (!changed) throw notFound('Lead not found');
      return { url: changed.url ?? '' };
    };
  // A new link replaces the old ones: its address is answered once, to pass to the homeowner.
  app.post<{ Params: { id: string } }>('/quote/:id/request-link', changeOptions, change(true));
  app.post<{ Params: { id: string } }>(
    '/quote/:id/request-link/revoke',
    changeOptions,
    change(false),
  );
}
