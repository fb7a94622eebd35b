import type { FastifyInstance } from 'fastify';
import { partnerSchema, partnerUpdateSchema } from '../../../shared/partner-schema.js';
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
export async function partnerRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  const staff = { preHandler: requireRole(db, 'admin', 'manager') };
  const admin = { preHandler: requireRole(db, 'admin') };

  const getPartner = async (id: number) => {
    const row = await findPartner(db, id);
    if (!row) throw notFound('Partner not found');
    return toPartner(row);
  };

  app.get('/partners', staff, async () => (await listPartners(db)).map(toPartner));

  app.get<{ Params: { id: string } }>('/partners/:id', staff, async (request) =>
    getPartner(parseId(request.params.id, 'Partner')),
  );

  app.post('/partners', admin, async (request, reply) => {
    const input = parseInput(partnerSchema, request.body);
    const id = await insertPartner(db, input);
    return reply.status(201).send(await getPartner(id));
  });

  app.patch<{ Params: { id: string } }>('/partners/:id', admin, async (request) => {
    const id = parseId(request.params.id, 'Partner');
    const input = parseInput(partnerUpdateSchema, request.body);
    if (!(await updatePartner(db, id, input))) throw notFound('Partner not found');
    return getPartner(id);
  });

  app.delete<{ Params: { id: string } }>('/partners/:id', admin, async (request) => {
    const id = parseId(request.params.id, 'Partner');
    if (!(await deletePartner(db, id))) throw notFound('Partner not found');
    return { message: 'Partner deleted' };
  });
}
