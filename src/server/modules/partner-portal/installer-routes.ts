import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamsSchema, messageSchema } from '../../../shared/api-schema.js';
import {
  installerListSchema,
  installerParamsSchema,
  installerSchema,
} from '../../../shared/partner-installers.js';
import {
  invitationCreatedSchema,
  invitationCreateSchema,
  INVITATION_TTL_HOURS,
} from '../../../shared/partner-portal.js';
import { INSTALLER_ROLE_ID } from '../../../shared/roles.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { conflict, notFound, parseId, parseInput } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import type { AuditActor } from '../audit/audit-repository.js';
import type { NewMessage } from '../notifications/outbox-repository.js';
import { findUserByEmail } from '../users/user-repository.js';
import {
  findInstaller,
  listInstallers,
  reinvite,
  removeInstaller,
} from './installer-repository.js';
import { createInvitation, findPartnerName } from './portal-repository.js';

const INSTALLER_NOT_FOUND = 'Installer not found';
const EMAIL_TAKEN = 'An account with this email already exists';

/** A new link: 32 random bytes (256 bits), and when it stops working. */
function newInvitationLink(config: Config) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    link: `${config.publicBaseUrl}/partner/invite/${token}`,
    expiresAt: new Date(Date.now() + INVITATION_TTL_HOURS * 3_600_000).toISOString(),
  };
}

/** The invitation e-mail, the same for the first link and every new one. */
function invitationMessage(
  to: { name: string; email: string; partner: string; link: string },
  dedupeKey: string,
): NewMessage {
  return {
    lead_id: null,
    kind: 'installer_invitation',
    channel: 'email',
    recipient: to.email,
    subject: `Your ${to.partner} account for window quote leads`,
    body: [
      `Hello ${to.name},`,
      '',
      `You have been invited to see and answer the leads passed to ${to.partner}.`,
      `Set your password here (the link works once, for ${INVITATION_TTL_HOURS} hours):`,
      to.link,
    ].join('\n'),
    dedupe_key: dedupeKey,
  };
}

function staffActor(request: FastifyRequest): AuditActor {
  return { id: Number(request.user!.id), name: request.user!.name };
}

/**
 * An admin's installers of a partner: invite, list, send a new invitation,
 * remove. Admins only, like the invitation itself; another partner's installer is a 404.
 */
export async function partnerInstallerRoutes(
  fastify: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const adminOnly = requireRole(db, 'admin');
  const tags = ['Partners'];

  async function partnerName(idParam: string): Promise<{ partnerId: number; partner: string }> {
    const partnerId = parseId(idParam, 'Partner');
    const partner = await findPartnerName(db, partnerId);
    if (partner === undefined) throw notFound('Partner not found');
    return { partnerId, partner };
  }

  /** Send a pending or removed installer a new link; false when the account is active. */
  async function sendAgain(
    request: FastifyRequest,
    target: { partnerId: number; partner: string; userId: number; email: string; name?: string },
  ) {
    const { token, link, expiresAt } = newInvitationLink(config);
    const sent = await reinvite(db, {
      ...target,
      token,
      expiresAt,
      actor: staffActor(request),
      message: (invitationId, name) =>
        invitationMessage(
          { name, email: target.email, partner: target.partner, link },
          `installer_invitation:${target.userId}:${invitationId}`,
        ),
    });
    return sent ? expiresAt : undefined;
  }

  app.post<{ Params: { id: string } }>(
    '/partners/:id/invitations',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security: BEARER,
        params: idParamsSchema,
        body: invitationCreateSchema,
        response: {
          200: invitationCreatedSchema,
          201: invitationCreatedSchema,
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(invitationCreateSchema, request.body);
      const { partnerId, partner } = await partnerName(request.params.id);
      const existing = await findUserByEmail(db, input.email);
      if (existing) {
        // The same partner's installer who has not set a password (or was removed) is sent a
        // new link; anyone else's e-mail stays taken.
        const ours =
          Number(existing.partner_id) === partnerId &&
          Number(existing.role_id) === INSTALLER_ROLE_ID &&
          Number(existing.is_active) === 0;
        const userId = Number(existing.id);
        const expiresAt = ours
          ? await sendAgain(request, {
              partnerId,
              partner,
              userId,
              email: existing.email,
              name: input.name,
            })
          : undefined;
        if (!expiresAt) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
        return reply.status(200).send({
          user_id: userId,
          name: input.name,
          email: existing.email,
          expires_at: expiresAt,
          resent: true,
        });
      }
      const { token, link, expiresAt } = newInvitationLink(config);
      const user = await createInvitation(db, {
        partnerId,
        name: input.name,
        email: input.email,
        token,
        expiresAt,
        createdBy: Number(request.user!.id),
        actor: staffActor(request),
        partner,
        message: (userId) =>
          invitationMessage(
            { name: input.name, email: input.email, partner, link },
            `installer_invitation:${userId}`,
          ),
      });
      return reply.status(201).send({
        user_id: user,
        name: input.name,
        email: input.email,
        expires_at: expiresAt,
        resent: false,
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/partners/:id/installers',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security: BEARER,
        params: idParamsSchema,
        response: { 200: installerListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { partnerId } = await partnerName(request.params.id);
      return { items: await listInstallers(db, partnerId) };
    },
  );

  const oneInstaller = {
    preHandler: adminOnly,
    schema: { tags, security: BEARER, params: installerParamsSchema },
  };

  async function ownInstaller(params: { id: string; userId: string }) {
    const { partnerId, partner } = await partnerName(params.id);
    const userId = parseId(params.userId, 'Installer');
    const installer = await findInstaller(db, partnerId, userId);
    if (!installer) throw notFound(INSTALLER_NOT_FOUND);
    return { partnerId, partner, userId, installer };
  }

  app.post<{ Params: { id: string; userId: string } }>(
    '/partners/:id/installers/:userId/invitation',
    {
      ...oneInstaller,
      schema: {
        ...oneInstaller.schema,
        response: { 200: installerSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { partnerId, partner, userId, installer } = await ownInstaller(request.params);
      const alreadyActive = 'This installer has already set a password and can sign in';
      if (installer.state === 'active') throw conflict(alreadyActive);
      const sent = await sendAgain(request, {
        partnerId,
        partner,
        userId,
        email: installer.email,
      });
      if (!sent) throw conflict(alreadyActive);
      return (await findInstaller(db, partnerId, userId))!;
    },
  );

  app.delete<{ Params: { id: string; userId: string } }>(
    '/partners/:id/installers/:userId',
    {
      ...oneInstaller,
      schema: {
        ...oneInstaller.schema,
        response: { 200: messageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { partnerId, partner, userId } = await ownInstaller(request.params);
      const done = await removeInstaller(db, partnerId, userId, staffActor(request), partner);
      if (done === 'deleted') return { message: 'Invitation withdrawn' };
      if (done === 'deactivated') return { message: 'Installer removed' };
      return { message: 'This installer was already removed' };
    },
  );
}
