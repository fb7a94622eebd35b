import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, messageSchema } from '../../../shared/api-schema.js';
import {
  userCreateSchema,
  userResponseSchema,
  userUpdateSchema,
} from '../../../shared/user-schema.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
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
export async function userRoutes(
  fastify: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const dialect = config.database.kind;
  const preHandler = requireRole(db, 'admin');
  const schema = { tags: ['Users'], security: BEARER };
  const user = { 200: userResponseSchema, ...ERROR_RESPONSES };

  const listOptions = {
    preHandler,
    schema: { ...schema, response: { 200: z.array(userResponseSchema), ...ERROR_RESPONSES } },
  };
  app.get('/auth/user', listOptions, async () => (await listUsers(db)).map(toUser));

  const oneUser = { preHandler, schema: { ...schema, params: idParamsSchema, response: user } };
  app.get<WithId>('/auth/user/:id', oneUser, async (request) =>
    toUser(await getUser(db, parseId(request.params.id, 'User'))),
  );

  const createOptions = {
    preHandler,
    schema: {
      ...schema,
      body: userCreateSchema,
      response: { 201: userResponseSchema, ...ERROR_RESPONSES },
    },
  };
  app.post('/auth/user', createOptions, async (request, reply) => {
    const input = parseInput(userCreateSchema, request.body);
    return reply.status(201).send(await createUser(db, input));
  });

  const patchOptions = { preHandler, schema: { ...oneUser.schema, body: userUpdateSchema } };
  app.patch<WithId>('/auth/user/:id', patchOptions, async (request) => {
    const id = parseId(request.params.id, 'User');
    const input = parseInput(userUpdateSchema, request.body);
    return updateStaffUser(db, dialect, actorOf(request), id, input);
  });

  const deleteOptions = {
    preHandler,
    schema: {
      ...schema,
      params: idParamsSchema,
      response: { 200: messageSchema, ...ERROR_RESPONSES },
    },
  };
  app.delete<WithId>('/auth/user/:id', deleteOptions, async (request) => {
    const id = parseId(request.params.id, 'User');
    await deleteStaffUser(db, dialect, actorOf(request), id);
    return { message: 'User deleted' };
  });
}
