import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userCreateSchema, userUpdateSchema } from '../../../shared/user-schema.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { parseId, parseInput } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import { listUsers, toUser } from './user-repository.js';
import {
  createUser,
  deleteStaffUser,
  getUser,
  updateStaffUser,
  type Actor,
} from './user-service.js';

type WithId = { Params: { id: string } };

function actorOf(request: FastifyRequest): Actor {
  return { id: Number(request.user!.id), token: request.token };
}

/** Staff accounts, admin only (docs/api.md "Users"). */
export async function userRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const dialect = config.database.kind;
  const adminOnly = { preHandler: requireRole(db, 'admin') };

  app.get('/auth/user', adminOnly, async () => (await listUsers(db)).map(toUser));

  app.get<WithId>('/auth/user/:id', adminOnly, async (request) =>
    toUser(await getUser(db, parseId(request.params.id, 'User'))),
  );

  app.post('/auth/user', adminOnly, async (request, reply) => {
    const input = parseInput(userCreateSchema, request.body);
    return reply.status(201).send(await createUser(db, input));
  });

  app.patch<WithId>('/auth/user/:id', adminOnly, async (request) => {
    const id = parseId(request.params.id, 'User');
    const input = parseInput(userUpdateSchema, request.body);
    return updateStaffUser(db, dialect, actorOf(request), id, input);
  });

  app.delete<WithId>('/auth/user/:id', adminOnly, async (request) => {
    const id = parseId(request.params.id, 'User');
    await deleteStaffUser(db, dialect, actorOf(request), id);
    return { message: 'User deleted' };
  });
}
