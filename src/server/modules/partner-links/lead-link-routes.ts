import type { FastifyInstance } from 'fastify';
import { declineSchema } from '../../../shared/partner-portal.js';
import { leadLinkParamsSchema, leadLinkViewSchema } from '../../../shared/partner-api.js';
import { ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Db } from '../../db/connection.js';
import { HttpError, notFound, parseInput } from '../../http-error.js';
import { findPartnerName } from '../partner-portal/portal-repository.js';
import {
  answerLead,
  ownLead,
  toPortalLead,
  type PartnerActor,
} from '../partner-portal/portal-routes.js';
import { checkLeadLink } from './lead-link.js';

const INVALID = 'This link is not valid. Please sign in to see your leads.';
const EXPIRED = 'This link has expired. Please sign in to see the lead.';

/**
 * The signed one-click link from an installer e-mail: no password, one lead of
 * one partner, to see its summary and accept or decline; the details once accepted.
 */
export async function leadLinkRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const schema = {
    tags: ['Partner portal'],
    params: leadLinkParamsSchema,
    response: { 200: leadLinkViewSchema, ...ERROR_RESPONSES },
  };

  /** The link's lead and partner; a forged or unknown link 404, an expired one 410. */
  function opened(token: string) {
    const link = checkLeadLink(token);
    if (!link.ok) throw link.reason === 'expired' ? new HttpError(410, EXPIRED) : notFound(INVALID);
    const actor: PartnerActor = {
      partnerId: link.partnerId,
      userId: null,
      via: 'link',
      tokenId: null,
    };
    return { link, actor, leadId: String(link.leadId) };
  }

  async function view(
    partnerId: number,
    expiresAt: string,
    row: Parameters<typeof toPortalLead>[0],
  ) {
    return {
      partner: (await findPartnerName(db, partnerId)) ?? '',
      expires_at: expiresAt,
      lead: toPortalLead(row),
    };
  }

  /** A link to a lead the partner no longer has (or never had) is as unknown as a forged one. */
  async function leadOf(actor: PartnerActor, leadId: string) {
    try {
      return await ownLead(db, actor.partnerId, leadId);
    } catch (error) {
      throw error instanceof HttpError && error.statusCode === 404 ? notFound(INVALID) : error;
    }
  }

  app.get<{ Params: { token: string } }>('/partner/links/:token', { schema }, async (request) => {
    const { link, actor, leadId } = opened(request.params.token);
    return view(actor.partnerId, link.expiresAt, await leadOf(actor, leadId));
  });

  app.post<{ Params: { token: string } }>(
    '/partner/links/:token/accept',
    { schema },
    async (request) => {
      const { link, actor, leadId } = opened(request.params.token);
      await leadOf(actor, leadId);
      const row = await answerLead(db, actor, leadId, { response: 'accepted' });
      return view(actor.partnerId, link.expiresAt, row);
    },
  );

  app.post<{ Params: { token: string } }>(
    '/partner/links/:token/decline',
    { schema: { ...schema, body: declineSchema } },
    async (request) => {
      const input = parseInput(declineSchema, request.body);
      const { link, actor, leadId } = opened(request.params.token);
      await leadOf(actor, leadId);
      const row = await answerLead(db, actor, leadId, {
        response: 'declined',
        decline_reason: input.reason,
        decline_note: input.note ?? '',
      });
      return view(actor.partnerId, link.expiresAt, row);
    },
  );
}
