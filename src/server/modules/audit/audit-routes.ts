import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditEntrySchema, auditQuerySchema } from '../../../shared/audit.js';
import {
  BEARER,
  described,
  ERROR_RESPONSES,
  type ApiTypeProvider,
} from '../../api-contract/route-schemas.js';
import type { Db } from '../../db/connection.js';
import { parseInput } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import { listAudit } from './audit-repository.js';

const DEFAULT_AUDIT_LIMIT = 50;

/** The audit log of staff actions on leads (admins only). */
export async function auditRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const schema = {
    tags: ['Audit'],
    security: BEARER,
    summary: 'Staff actions on leads, newest first, by person, action and Irish calendar days',
    querystring: auditQuerySchema,
    response: {
      200: described(
        z.array(auditEntrySchema),
        'X-Has-More: true when an older page follows (offset + limit)',
      ),
      ...ERROR_RESPONSES,
    },
  };
  app.get('/audit', { preHandler: requireRole(db, 'admin'), schema }, async (request, reply) => {
    const query = parseInput(auditQuerySchema, request.query);
    const { entries, more } = await listAudit(
      db,
      query,
      query.limit ?? DEFAULT_AUDIT_LIMIT,
      query.offset ?? 0,
    );
    return reply.header('X-Has-More', String(more)).send(entries);
  });
}
