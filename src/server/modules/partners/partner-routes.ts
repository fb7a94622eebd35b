import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, messageSchema } from '../../../shared/api-schema.js';
import {
  partnerResponseSchema,
  partnerSchema,
  partnerUpdateSchema,
} from '../../../shared/partner-schema.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { notFound, parseId, parseInput } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import {
  deletePartner,
  findPartner,
  insertPartner,
  listPartners,
  toPartner,
  updatePartner,
} from './partner-repository.js';

/** Partner installers: staff may list them (to send a lead by hand); admins manage them. */
export async function partnerRoutes(fastify: FastifyInstance, { db }: { db: Db; config: Config }) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const schema = { tags: ['Partners'], security: BEARER };
  const partner = { 200: partnerResponseSchema, ...ERROR_RESPONSES };
  const withId = { ...schema, params: idParamsSchema, response: partner };
  const staffOnly = requireRole(db, 'admin', 'manager');
  const adminOnly = requireRole(db, 'admin');
  const staff = {
    preHandler: staffOnly,
    schema: { ...schema, response: { 200: z.array(partnerResponseSchema), ...ERROR_RESPONSES } },
  };
  const staffWithId = { preHandler: staffOnly, schema: withId };
  const admin = {
    preHandler: adminOnly,
    schema: {
      ...schema,
      body: partnerSchema,
      response: { 201: partnerResponseSchema, ...ERROR_RESPONSES },
    },
  };
  const adminPatch = { preHandler: adminOnly, schema: { ...withId, body: partnerUpdateSchema } };
  const adminDelete = {
    preHandler: adminOnly,
    schema: { ...withId, response: { 200: messageSchema, ...ERROR_RESPONSES } },
  };

  const getPartner = async (id: number) => {
    const row = await findPartner(db, id);
    if (!row) throw notFound('Partner not found');
    return toPartner(row);
  };

  app.get('/partners', staff, async () => (await listPartners(db)).map(toPartner));

  app.get<{ Params: { id: string } }>('/partners/:id', staffWithId, async (request) =>
    getPartner(parseId(request.params.id, 'Partner')),
  );

  app.post('/partners', admin, async (request, reply) => {
    const input = parseInput(partnerSchema, request.body);
    const id = await insertPartner(db, input);
    return reply.status(201).send(await getPartner(id));
  });

  app.patch<{ Params: { id: string } }>('/partners/:id', adminPatch, async (request) => {
    const id = parseId(request.params.id, 'Partner');
    const input = parseInput(partnerUpdateSchema, request.body);
    if (!(await updatePartner(db, id, input))) throw notFound('Partner not found');
    return getPartner(id);
  });

  app.delete<{ Params: { id: string } }>('/partners/:id', adminDelete, async (request) => {
    const id = parseId(request.params.id, 'Partner');
    if (!(await deletePartner(db, id))) throw notFound('Partner not found');
    return { message: 'Partner deleted' };
  });
}
