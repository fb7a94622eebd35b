import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/api-schema.js';
import {
  leadBulkResultSchema,
  leadBulkSchema,
  leadOwnerUpdateSchema,
  staffMemberSchema,
} from '../../../shared/lead-owner.js';
import { leadResponseSchema } from '../../../shared/lead-schema.js';
import { roleName } from '../../../shared/roles.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Db } from '../../db/connection.js';
import { notFound, parseId, parseInput } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import { listAssignableStaff } from './lead-owner-repository.js';
import { assignLeadOwner, bulkLeadAction, type Actor } from './lead-owner-service.js';

const tags = ['Leads'];

function actorOf(request: FastifyRequest): Actor {
  const user = request.user!;
  return { id: Number(user.id), name: user.name, role: roleName(Number(user.role_id)) };
}

/** Owners (assign one, the staff to choose from) and the list's bulk actions. */
export async function leadOwnerRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const staff = { preHandler: requireRole(db, 'admin', 'manager') };
  const schema = { tags, security: BEARER };

  app.get(
    '/quote/owners',
    {
      ...staff,
      schema: {
        ...schema,
        summary: 'The staff leads can be assigned to: active admins and managers, by name',
        response: { 200: z.array(staffMemberSchema), ...ERROR_RESPONSES },
      },
    },
    async () => listAssignableStaff(db),
  );

  app.put<{ Params: { id: string } }>(
    '/quote/:id/owner',
    {
      ...staff,
      schema: {
        ...schema,
        summary:
          "Set a lead's owner (admins: anyone; managers: take an unassigned lead or give back their own)",
        params: idParamsSchema,
        body: leadOwnerUpdateSchema,
        response: { 200: leadResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const id = parseId(request.params.id, 'Lead');
      const { owner_id } = parseInput(leadOwnerUpdateSchema, request.body);
      const lead = await assignLeadOwner(db, id, owner_id, actorOf(request));
      if (!lead) throw notFound('Lead not found');
      return lead;
    },
  );

  app.post(
    '/quote/bulk',
    {
      ...staff,
      schema: {
        ...schema,
        summary: 'Change the status of, assign (admins) or delete up to 500 leads',
        body: leadBulkSchema,
        response: { 200: leadBulkResultSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const body = parseInput(leadBulkSchema, request.body);
      const count = await bulkLeadAction(db, body, actorOf(request));
      const leads = count === 1 ? '1 lead' : `${count} leads`;
      const done = { status: 'updated', owner: 'assigned', delete: 'deleted' }[body.action];
      return { message: `${leads} ${done}`, count };
    },
  );
}
