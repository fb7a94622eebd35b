import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamsSchema } from '../../../shared/api-schema.js';
import {
  declineSchema,
  invitationAcceptSchema,
  invitationTokenParamsSchema,
  invitationViewSchema,
  portalLeadPageSchema,
  portalLeadSchema,
  portalListQuerySchema,
  type DeclineReason,
  type PartnerResponse,
  type PortalLead,
  type ReleaseReason,
} from '../../../shared/partner-portal.js';
import { loginResponseSchema } from '../../../shared/user-schema.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Config } from '../../config.js';
import { inTransaction, nowIso, type Db } from '../../db/connection.js';
import { endExpiryRun } from '../partner-reassignment/reassignment-repository.js';
import { dublinWhen } from '../partner-reassignment/reassignment-messages.js';
import { handOnDeclined } from '../partner-reassignment/reassignment-service.js';
import {
  findInvitation,
  findPartnerName,
  findPortalLead,
  listPortalLeads,
  recordResponse,
  useInvitation,
  type PortalRow,
} from './portal-repository.js';
import { toPortalReport } from './portal-report.js';
import { conflict, HttpError, notFound, parseId, parseInput } from '../../http-error.js';
import { requireInstaller } from '../../plugins/auth.js';
import { hashPassword } from '../auth/password.js';
import { createSession } from '../auth/session-repository.js';
import { toUser } from '../users/user-repository.js';

const gone = (message: string) => new HttpError(410, message);
const LEAD_NOT_FOUND = 'Lead not found';

/** Installer invitation links and the installer portal's own routes. */
export async function partnerPortalRoutes(
  fastify: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const installer = requireInstaller(db);
  const tags = ['Partner portal'];

  const tokenSchema = { tags, params: invitationTokenParamsSchema };
  app.get<{ Params: { token: string } }>(
    '/partner/invitations/:token',
    { schema: { ...tokenSchema, response: { 200: invitationViewSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const invitation = await liveInvitation(db, request.params.token);
      return {
        name: invitation.name,
        email: invitation.email,
        partner: invitation.partner,
        expires_at: invitation.expires_at,
      };
    },
  );

  app.post<{ Params: { token: string } }>(
    '/partner/invitations/:token',
    {
      schema: {
        ...tokenSchema,
        body: invitationAcceptSchema,
        response: { 200: loginResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { password } = parseInput(invitationAcceptSchema, request.body);
      const invitation = await liveInvitation(db, request.params.token);
      const passwordHash = await hashPassword(password);
      // Single use: only the request that marks the invitation used goes on.
      const user = await useInvitation(db, invitation, passwordHash);
      if (!user) throw gone(USED);
      const token = await createSession(db, Number(user.id), config.sessionTtlHours);
      return { token, user: toUser(user) };
    },
  );

  app.get(
    '/partner/leads',
    {
      preHandler: installer,
      schema: {
        tags,
        security: BEARER,
        querystring: portalListQuerySchema,
        response: { 200: portalLeadPageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const query = parseInput(portalListQuerySchema, request.query);
      const partnerId = Number(request.user!.partner_id);
      const [{ rows, total }, partner] = await Promise.all([
        listPortalLeads(db, partnerId, { limit: query.limit ?? 20, offset: query.offset ?? 0 }),
        findPartnerName(db, partnerId),
      ]);
      return {
        partner: partner ?? '',
        items: rows.map(toPortalLead),
        total,
      };
    },
  );

  const oneLead = {
    preHandler: installer,
    schema: {
      tags,
      security: BEARER,
      params: idParamsSchema,
      response: { 200: portalLeadSchema, ...ERROR_RESPONSES },
    },
  };
  app.get<{ Params: { id: string } }>('/partner/leads/:id', oneLead, async (request) =>
    toPortalLead(await ownLead(db, Number(request.user!.partner_id), request.params.id)),
  );

  app.post<{ Params: { id: string } }>('/partner/leads/:id/accept', oneLead, async (request) =>
    toPortalLead(
      await answerLead(db, actorOf(request), request.params.id, { response: 'accepted' }),
    ),
  );

  app.post<{ Params: { id: string } }>(
    '/partner/leads/:id/decline',
    { ...oneLead, schema: { ...oneLead.schema, body: declineSchema } },
    async (request) => {
      const input = parseInput(declineSchema, request.body);
      return toPortalLead(
        await answerLead(db, actorOf(request), request.params.id, {
          response: 'declined',
          decline_reason: input.reason,
          decline_note: input.note ?? '',
        }),
      );
    },
  );
}

/** Who answers for a partner: an installer in the portal, an API token or a signed link. */
export interface PartnerActor {
  partnerId: number;
  /** The installer (a token acts as the installer who made it); null for a signed link. */
  userId: number | null;
  via: 'portal' | 'api' | 'link';
  tokenId: number | null;
}

/** The actor of a request that passed requireInstaller. */
export function actorOf(request: FastifyRequest): PartnerActor {
  const user = request.user!;
  return {
    partnerId: Number(user.partner_id),
    userId: Number(user.id),
    via: request.apiTokenId === null ? 'portal' : 'api',
    tokenId: request.apiTokenId,
  };
}

/**
 * Accept or decline one of the partner's leads, the same way from the portal, the API and a
 * signed link. An answer is final: the same answer again changes nothing, the other is a 409.
 * Accepting is open only until the response window ends, as the installer was shown; a
 * decline, even late, hands the lead on to the next partner at once.
 */
export async function answerLead(
  db: Db,
  actor: PartnerActor,
  idParam: string,
  answer:
    | { response: 'accepted' }
    | { response: 'declined'; decline_reason: string; decline_note: string },
): Promise<PortalRow> {
  const lead = await ownLead(db, actor.partnerId, idParam);
  if (lead.credit_status === 'credited') throw conflict('This lead was credited to you');
  if (lead.response !== 'pending') {
    refuseAnswer(lead, answer.response);
    return lead;
  }
  const recorded = await inTransaction(db, async (trx) => {
    const now = nowIso();
    const answered = await recordResponse(
      trx,
      lead.assignment_id,
      actor.userId,
      { ...answer, responded_via: actor.via, responded_token_id: actor.tokenId },
      answer.response === 'accepted' ? now : undefined,
    );
    if (answered) {
      if (answer.response === 'declined') await handOnDeclined(trx, answered);
      await endExpiryRun(trx, actor.partnerId);
    }
    return answered !== undefined;
  });
  if (!recorded) refuseAnswer(await ownLead(db, actor.partnerId, idParam), answer.response);
  return ownLead(db, actor.partnerId, idParam);
}

/**
 * Why an answer was not recorded: nothing for the same answer again (a second tap), a 409
 * for the other answer, or for a lead taken back or whose window ended.
 */
function refuseAnswer(lead: PortalRow, wanted: 'accepted' | 'declined'): void {
  if (lead.response === wanted) return;
  if (lead.response === 'declined') throw conflict('You have already declined this lead');
  if (lead.response === 'accepted') throw conflict('You have already accepted this lead');
  if (lead.released_at && lead.release_reason === 'expired') {
    throw conflict(
      `The time to answer this lead ended at ${dublinWhen(lead.respond_by ?? lead.released_at)}, so it has been passed to another installer.`,
    );
  }
  if (lead.released_at) throw conflict('This lead has been taken back from you.');
  throw conflict(
    `The time to answer this lead ended at ${dublinWhen(lead.respond_by ?? nowIso())}. It is being passed to another installer.`,
  );
}

const EXPIRED = 'This invitation has expired. Please ask us to send you a new one.';
const USED = 'This invitation has already been used. Please sign in instead.';
const REPLACED =
  'This invitation has been replaced by a newer one. Please use the link in the latest e-mail.';
const UNKNOWN = 'This invitation link is not valid. Please check the link in your e-mail.';

async function liveInvitation(db: Db, token: string) {
  const invitation = await findInvitation(db, token);
  if (!invitation) throw notFound(UNKNOWN);
  if (invitation.used_at) throw gone(USED);
  if (Number(invitation.replaced) === 1) throw gone(REPLACED);
  if (invitation.expires_at <= nowIso()) throw gone(EXPIRED);
  return invitation;
}

/** One of the partner's own leads; another partner's (or none) is a 404, telling nothing. */
export async function ownLead(db: Db, partnerId: number, idParam: string): Promise<PortalRow> {
  const id = parseId(idParam, 'Lead');
  const row = await findPortalLead(db, partnerId, id);
  if (!row) throw notFound(LEAD_NOT_FOUND);
  return row;
}

export function toPortalLead(row: PortalRow): PortalLead {
  const accepted = row.response === 'accepted';
  return {
    id: Number(row.id),
    assigned_at: row.assigned_at,
    response: row.response as PartnerResponse,
    responded_at: row.responded_at,
    decline_reason: (row.decline_reason || null) as DeclineReason | null,
    respond_by: row.respond_by,
    released_at: row.released_at,
    release_reason: (row.release_reason || null) as ReleaseReason | null,
    county: row.county,
    routing_key: row.eircode.replace(/\s+/g, '').slice(0, 3).toUpperCase(),
    property_type: row.property_type,
    number_of_windows: row.number_of_windows,
    window_type: row.window_type,
    preferred_timeframe: row.preferred_timeframe,
    window_material: row.window_material,
    glazing_type: row.glazing_type,
    message: row.additional_info,
    homeowner: accepted
      ? {
          name: `${row.first_name} ${row.last_name}`.trim(),
          email: row.email,
          phone: row.mobile_number,
          address: row.property_address,
          eircode: row.eircode,
        }
      : null,
    ...toPortalReport(row),
  };
}
