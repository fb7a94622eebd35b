import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { API_TOKEN_PREFIX, PARTNER_API_PATH } from '../../shared/partner-api.js';
import { INSTALLER_ROLE_ID, ROLE_IDS, type RoleName } from '../../shared/roles.js';
import type { Db } from '../db/connection.js';
import { forbidden, unauthorized } from '../http-error.js';
import { findSessionUser } from '../modules/auth/session-repository.js';
import { authenticateApiToken } from '../modules/partner-api/api-token-repository.js';
import type { UserRow } from '../modules/users/user-repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    token: string | null;
    /** The partner API token the request came with, else null. */
    apiTokenId: number | null;
  }
  interface FastifyInstance {
    /** Counts one call of a partner API token; throws a 429 past its limit (partner-api-limit.ts). */
    partnerApiLimit?: (request: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** A preHandler that admits only signed-in users holding one of the roles. */
export function requireRole(db: Db, ...roles: RoleName[]): preHandlerAsyncHookHandler {
  const allowed = new Set<number>(roles.map((role) => ROLE_IDS[role]));
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const user = await findSessionUser(db, token);
    if (!user && token.startsWith(API_TOKEN_PREFIX))
      throw unauthorized(`An API token works only for ${PARTNER_API_PATH}.`);
    if (!user) throw unauthorized('Your session has expired. Please sign in again.');
    request.user = user;
    request.token = token;
    if (roles.length > 0 && !allowed.has(Number(user.role_id))) throw forbidden();
  };
}

/**
 * An installer: signed in, role 4 and belonging to a partner; every
 * /api/partner route then scopes its queries on request.user.partner_id.
 */
export function requireInstaller(db: Db): preHandlerAsyncHookHandler {
  const signedIn = requireRole(db);
  return async function (this, request, reply) {
    // A partner API token opens only /api/partner/leads and what is under it;
    // anywhere else it is looked up as a session, finds none and is a 401.
    const token = bearerToken(request);
    if (token?.startsWith(API_TOKEN_PREFIX) && isPartnerApiRoute(request)) {
      const access = await authenticateApiToken(db, token);
      if (!access) throw unauthorized('This API token is not valid or has been revoked.');
      request.user = access.user;
      request.apiTokenId = access.tokenId;
      await this.partnerApiLimit?.(request);
      return;
    }
    await signedIn.call(this, request, reply);
    const user = request.user!;
    if (Number(user.role_id) !== INSTALLER_ROLE_ID || user.partner_id == null) throw forbidden();
  };
}

function isPartnerApiRoute(request: FastifyRequest): boolean {
  const url = request.routeOptions.url ?? '';
  return url === PARTNER_API_PATH || url.startsWith(`${PARTNER_API_PATH}/`);
}

/** Any signed-in user, whatever the role. */
export function requireUser(db: Db): preHandlerAsyncHookHandler {
  return requireRole(db);
}

/** The signed-in staff member's id (for `owner=me`), or null. */
export function viewerId(request: FastifyRequest): number | null {
  return request.user ? Number(request.user.id) : null;
}
