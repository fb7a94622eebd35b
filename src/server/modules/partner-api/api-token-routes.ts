import type { FastifyInstance } from 'fastify';
import { idParamsSchema, messageSchema } from '../../../shared/api-schema.js';
import {
  apiTokenCreatedSchema,
  apiTokenCreateSchema,
  apiTokenListSchema,
  MAX_API_TOKENS,
  partnerTokenParamsSchema,
} from '../../../shared/partner-api.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Db } from '../../db/connection.js';
import { conflict, notFound, parseId, parseInput } from '../../http-error.js';
import { requireInstaller, requireRole } from '../../plugins/auth.js';
import { findPartnerName } from '../partner-portal/portal-repository.js';
import { createApiToken, listApiTokens, revokeApiToken } from './api-token-repository.js';

const TOKEN_NOT_FOUND = 'API token not found';

/**
 * A partner's API tokens: its installers list, create and revoke them in the portal (signed in; a
 * token cannot manage tokens), and admins may list and revoke them from the partner screen.
 */
export async function apiTokenRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const installer = requireInstaller(db);
  const adminOnly = requireRole(db, 'admin');
  const tags = ['Partner portal'];
  const list = { 200: apiTokenListSchema, ...ERROR_RESPONSES };

  app.get(
    '/partner/api-tokens',
    { preHandler: installer, schema: { tags, security: BEARER, response: list } },
    async (request) => ({ items: await listApiTokens(db, Number(request.user!.partner_id)) }),
  );

  app.post(
    '/partner/api-tokens',
    {
      preHandler: installer,
      schema: {
        tags,
        security: BEARER,
        body: apiTokenCreateSchema,
        response: { 201: apiTokenCreatedSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { name } = parseInput(apiTokenCreateSchema, request.body);
      const partnerId = Number(request.user!.partner_id);
      if ((await listApiTokens(db, partnerId)).length >= MAX_API_TOKENS)
        throw conflict(
          `You can have at most ${MAX_API_TOKENS} tokens: revoke one you no longer use`,
        );
      const created = await createApiToken(db, {
        partnerId,
        name,
        createdBy: Number(request.user!.id),
      });
      return reply.status(201).send(created);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/partner/api-tokens/:id',
    {
      preHandler: installer,
      schema: {
        tags,
        security: BEARER,
        params: idParamsSchema,
        response: { 200: messageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const id = parseId(request.params.id, 'API token');
      if (!(await revokeApiToken(db, Number(request.user!.partner_id), id)))
        throw notFound(TOKEN_NOT_FOUND);
      return { message: 'Token revoked' };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/partners/:id/api-tokens',
    {
      preHandler: adminOnly,
      schema: { tags: ['Partners'], security: BEARER, params: idParamsSchema, response: list },
    },
    async (request) => {
      const partnerId = parseId(request.params.id, 'Partner');
      if ((await findPartnerName(db, partnerId)) === undefined) throw notFound('Partner not found');
      return { items: await listApiTokens(db, partnerId) };
    },
  );

  app.delete<{ Params: { id: string; tokenId: string } }>(
    '/partners/:id/api-tokens/:tokenId',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['Partners'],
        security: BEARER,
        params: partnerTokenParamsSchema,
        response: { 200: messageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const partnerId = parseId(request.params.id, 'Partner');
      const id = parseId(request.params.tokenId, 'API token');
      if (!(await revokeApiToken(db, partnerId, id))) throw notFound(TOKEN_NOT_FOUND);
      return { message: 'Token revoked' };
    },
  );
}
