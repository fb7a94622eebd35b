import type { FastifyInstance } from 'fastify';
import { loginSchema } from '../../../shared/user-schema.js';
import type { Config } from '../../config.js';
import { nowIso, type Db } from '../../db/connection.js';
import { parseInput, unauthorized } from '../../http-error.js';
import { requireUser } from '../../plugins/auth.js';
import { rateLimitFor } from '../../plugins/security.js';
import { findUserByEmail, toUser, updateUser } from '../users/user-repository.js';
import { verifyPassword } from './password.js';
import { createSession, deleteSession } from './session-repository.js';

const BAD_CREDENTIALS = 'Invalid email or password';

export async function authRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  app.post('/auth/login', rateLimitFor(config, config.rateLimits.login), async (request) => {
    const { email, password } = parseInput(loginSchema, request.body);
    const user = await findUserByEmail(db, email);
    const valid = await verifyPassword(user?.password_hash, password);
    if (!user || !valid) throw unauthorized(BAD_CREDENTIALS);
    if (!user.is_active) throw unauthorized('This account has been deactivated');
    const token = await createSession(db, Number(user.id), config.sessionTtlHours);
    const updated = (await updateUser(db, Number(user.id), { last_login_at: nowIso() })) ?? user;
    return { token, user: toUser(updated) };
  });

  app.get('/auth/me', { preHandler: requireUser(db) }, async (request) => toUser(request.user!));

  app.post('/auth/logout', { preHandler: requireUser(db) }, async (request) => {
    await deleteSession(db, request.token!);
    return { message: 'Logged out' };
  });
}
