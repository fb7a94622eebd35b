import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { messageSchema } from '../../../shared/api-schema.js';
import {
  loginResponseSchema,
  loginSchema,
  userResponseSchema,
} from '../../../shared/user-schema.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Config } from '../../config.js';
import { nowIso, type Db } from '../../db/connection.js';
import { parseInput, unauthorized } from '../../http-error.js';
import { requireUser } from '../../plugins/auth.js';
import { failureThrottle, rateLimitFor } from '../../plugins/security.js';
import { findUserByEmail, toUser, updateUser } from '../users/user-repository.js';
import { verifyPassword } from './password.js';
import { createSession, deleteSession } from './session-repository.js';

// One answer for an unknown e-mail, a wrong password and a deactivated account, so the
// answer tells an attacker nothing about which accounts exist or still work.
const BAD_CREDENTIALS = 'Invalid email or password';
const ACCOUNT_WINDOW_MS = 15 * 60_000;

const tags = ['Auth'];

export async function authRoutes(
  fastify: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  // Guessing one account's password from many addresses is slowed per account too.
  const accountThrottle = failureThrottle(app, {
    max: config.rateLimits.loginPerAccount,
    windowMs: ACCOUNT_WINDOW_MS,
    key: (request) => `login-account:${accountKey(request.body)}`,
    message: 'Too many failed sign-in attempts for this account. Please try again in {minutes}.',
  });

  const loginOptions = {
    ...rateLimitFor(config, config.rateLimits.login),
    schema: {
      tags,
      summary: 'Sign in (rate limited per client and per account)',
      body: loginSchema,
      response: { 200: loginResponseSchema, ...ERROR_RESPONSES },
    },
  };
  app.post('/auth/login', loginOptions, async (request) => {
    const { email, password } = parseInput(loginSchema, request.body);
    await accountThrottle.check(request);
    const user = await findUserByEmail(db, email);
    const valid = await verifyPassword(user?.password_hash, password);
    if (!user || !valid || !user.is_active) {
      await accountThrottle.fail(request);
      throw unauthorized(BAD_CREDENTIALS);
    }
    const token = await createSession(db, Number(user.id), config.sessionTtlHours);
    const updated = (await updateUser(db, Number(user.id), { last_login_at: nowIso() })) ?? user;
    return { token, user: toUser(updated) };
  });

  const signedIn = <Answer extends z.ZodType>(response: Answer) => ({
    preHandler: requireUser(db),
    schema: { tags, security: BEARER, response: { 200: response, ...ERROR_RESPONSES } },
  });

  app.get('/auth/me', signedIn(userResponseSchema), async (request) => toUser(request.user!));

  app.post('/auth/logout', signedIn(messageSchema), async (request) => {
    await deleteSession(db, request.token!);
    return { message: 'Logged out' };
  });
}

function accountKey(body: unknown): string {
  const email = (body as { email?: unknown } | undefined)?.email;
  return loginSchema.shape.email.safeParse(email).data ?? '';
}
