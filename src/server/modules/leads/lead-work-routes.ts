import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamsSchema } from '../../../shared/api-schema.js';
import { leadResponseSchema } from '../../../shared/lead-schema.js';
import {
  callInputSchema,
  nextActionInputSchema,
  noteInputSchema,
} from '../../../shared/lead-work.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Db } from '../../db/connection.js';
import { notFound, parseId, parseInput } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import type { AuditActor } from '../audit/audit-repository.js';
import { addNote, logCall, setNextAction } from './lead-work-service.js';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** The signed-in staff member (requireRole ran first). */
function actorOf(request: FastifyRequest): AuditActor {
  const user = request.user!;
  return { id: Number(user.id), name: user.name };
}

function found<T>(value: T | undefined): T {
  if (value === undefined) throw notFound('Lead not found');
  return value;
}

/** Notes, calls and the next action on a lead's detail page (admin and manager). */
export async function leadWorkRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const preHandler = requireRole(db, 'admin', 'manager');
  const schema = { tags: ['Leads'], security: BEARER, params: idParamsSchema };
  const created = { 201: leadResponseSchema, ...ERROR_RESPONSES };
  const ok = { 200: leadResponseSchema, ...ERROR_RESPONSES };
  const leadId = (request: IdRequest) => parseId(request.params.id, 'Lead');

  app.post<{ Params: { id: string } }>(
    '/quote/:id/notes',
    {
      preHandler,
      schema: {
        ...schema,
        summary: 'Add a note to a lead',
        body: noteInputSchema,
        response: created,
      },
    },
    async (request, reply) => {
      const id = leadId(request);
      const note = parseInput(noteInputSchema, request.body);
      return reply.status(201).send(found(await addNote(db, id, actorOf(request), note)));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/quote/:id/calls',
    {
      preHandler,
      schema: {
        ...schema,
        summary: 'Log a call and its outcome (call_back sets the next action)',
        body: callInputSchema,
        response: created,
      },
    },
    async (request, reply) => {
      const id = leadId(request);
      const call = parseInput(callInputSchema, request.body);
      return reply.status(201).send(found(await logCall(db, id, actorOf(request), call)));
    },
  );

  app.put<{ Params: { id: string } }>(
    '/quote/:id/next-action',
    {
      preHandler,
      schema: {
        ...schema,
        summary: "Set the lead's next action",
        body: nextActionInputSchema,
        response: ok,
      },
    },
    async (request) => {
      const id = leadId(request);
      const input = parseInput(nextActionInputSchema, request.body);
      return found(await setNextAction(db, id, actorOf(request), input));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/quote/:id/next-action',
    { preHandler, schema: { ...schema, summary: "Clear the lead's next action", response: ok } },
    async (request) => found(await setNextAction(db, leadId(request), actorOf(request), null)),
  );
}
