import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { INSTALLER_ROLE_ID, ROLE_IDS, type RoleName } from '../../shared/roles.js';
import type { Db } from '../db/connection.js';
import { forbidden, unauthorized } from '../http-error.js';
import { findSessionUser } from '../modules/auth/session-repository.js';
import type { UserRow } from '../modules/users/user-repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    token: string | null;
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
    if (!user) throw unauthorized('Your session has expired. Please sign in again.');
    request.user = user;
    request.token = token;
    if (roles.length > 0 && !allowed.has(Number(user.role_id))) throw forbidden();
  };
}

/**
 * An installer (decision 0901): signed in, role 4 and belonging to a partner; every
 * /api/partner route then scopes its queries on request.user.partner_id.
 */
export function requireInstaller(db: Db): preHandlerAsyncHookHandler {
  const signedIn = requireRole(db);
  return async function (this, request, reply) {
    await signedIn.call(this, request, reply);
    const user = request.user!;
    if (Number(user.role_id) !== INSTALLER_ROLE_ID || user.partner_id == null) throw forbidden();
  };
}

/** Any signed-in user, whatever the role. */
export function requireUser(db: Db): preHandlerAsyncHookHandler {
  return requireRole(db);
}

/** The signed-in staff member's id (for `owner=me`), or null. */
export function viewerId(request: FastifyRequest): number | null {
  return request.user ? Number(request.user.id) : null;
}
