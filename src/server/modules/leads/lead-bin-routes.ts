import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, messageSchema } from '../../../shared/api-schema.js';
import { binEntrySchema, binListQuerySchema } from '../../../shared/lead-bin.js';
import {
  BEARER,
  described,
  ERROR_RESPONSES,
  type ApiTypeProvider,
} from '../../api-contract/route-schemas.js';
import type { Db } from '../../db/connection.js';
import { parseId, parseInput } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import { listBin, restoreLeadFromBin } from './lead-bin-repository.js';

const DEFAULT_BIN_LIMIT = 50;

/**
 * The bin of deleted leads (admins only). Static `/quote/bin` paths win over `/quote/:id`
 * in Fastify's router, whatever the order of registration.
 */
export async function leadBinRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const admin = { preHandler: requireRole(db, 'admin') };
  const schema = { tags: ['Leads'], security: BEARER };

  const listSchema = {
    ...schema,
    summary: 'Deleted leads waiting in the bin, most recently deleted first (admins)',
    querystring: binListQuerySchema,
    response: {
      200: described(
        z.array(binEntrySchema),
        'The X-Total-Count header holds how many leads the bin holds',
      ),
      ...ERROR_RESPONSES,
    },
  };
  app.get('/quote/bin', { ...admin, schema: listSchema }, async (request, reply) => {
    const query = parseInput(binListQuerySchema, request.query);
    const { entries, total } = await listBin(
      db,
      query.limit ?? DEFAULT_BIN_LIMIT,
      query.offset ?? 0,
    );
    return reply.header('X-Total-Count', String(total)).send(entries);
  });

  const restoreSchema = {
    ...schema,
    summary: 'Put a deleted lead back, with its own id and history (admins)',
    params: idParamsSchema,
    response: { 200: messageSchema, ...ERROR_RESPONSES },
  };
  app.post<{ Params: { id: string } }>(
    '/quote/bin/:id/restore',
    { ...admin, schema: restoreSchema },
    async (request) => {
      const user = request.user!;
      const lead = await restoreLeadFromBin(db, parseId(request.params.id, 'Lead'), {
        id: Number(user.id),
        name: user.name,
      });
      return { message: `Lead #${lead.id} restored` };
    },
  );
}
