import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, messageSchema } from '../../../shared/api-schema.js';
import { leadSummarySchema } from '../../../shared/dashboard.js';
import { requestPath } from '../../../shared/homeowner-request-text.js';
import {
  leadFilterSchema,
  leadListQuerySchema,
  leadResponseSchema,
  leadUpdateSchema,
  quoteRequestSchema,
} from '../../../shared/lead-schema.js';
import {
  BEARER,
  described,
  ERROR_RESPONSES,
  type ApiTypeProvider,
} from '../../api-contract/route-schemas.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { acquireReadDb } from '../../db/read-db.js';
import { notFound, parseId, parseInput, validationError } from '../../http-error.js';
import { requireRole, viewerId } from '../../plugins/auth.js';
import { rateLimitFor } from '../../plugins/security.js';
import { moveLeadToBin } from './lead-bin-repository.js';
import { countLeads, countSearch } from './lead-counts-repository.js';
import { filtersFromQuery } from './lead-filters.js';
import { DEFAULT_LEAD_LIMIT, findLeadById, listLeads, toLead } from './lead-repository.js';
import { confirmConsentByStaff, createLead, updateLeadByStaff } from './lead-service.js';
import { phoneCheckWanted } from '../phone-verification/phone-verification-settings.js';
import { submitVerification } from '../phone-verification/phone-verification-service.js';
import { submittedQuoteSchema } from '../../../shared/quote-submitted.js';
import { countLeadInstallers } from '../live-figures/live-figures-repository.js';

const IDEMPOTENCY_KEY_MAX = 200;

/** The optional Idempotency-Key header: blank means none, too long is a 422. */
function idempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  const key = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  if (key.length > IDEMPOTENCY_KEY_MAX) {
    throw validationError({
      'Idempotency-Key': `Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX} characters`,
    });
  }
  return key || null;
}

const LEAD = { 200: leadResponseSchema, ...ERROR_RESPONSES };
const tags = ['Leads'];

export async function leadRoutes(
  fastify: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const staff = { preHandler: requireRole(db, 'admin', 'manager') };
  const staffSchema = { tags, security: BEARER };
  // Lists, counts and summaries read off the event loop on a SQLite file (read-db.ts).
  const { reads, release } = acquireReadDb(db, config.database);
  app.addHook('onClose', release);

  const quoteSchema = {
    tags,
    summary: 'Send a quote request (open, rate limited)',
    headers: z.object({ 'idempotency-key': z.string().max(IDEMPOTENCY_KEY_MAX).optional() }),
    body: quoteRequestSchema,
    response: { 201: submittedQuoteSchema, 200: submittedQuoteSchema, ...ERROR_RESPONSES },
  };
  const quoteOptions = { ...rateLimitFor(config, config.rateLimits.quote), schema: quoteSchema };
  app.post('/quote', quoteOptions, async (request, reply) => {
    const key = idempotencyKey(request);
    const input = parseInput(quoteRequestSchema, request.body);
    const { lead, created, phoneRef, requestToken, partnersMatched, pickUntil } = await createLead(
      db,
      input,
      {
        clientIp: request.ip,
        idempotencyKey: key,
        phoneCheck: await phoneCheckWanted(db, config),
      },
    );
    // Deliver the queued confirmation and partner e-mails now rather than at the next poll.
    if (created) app.outbox.kick();
    // Beside SPEC's fields (submittedQuoteSchema): how many installers have it, its reference
    // and the homeowner's page, and, held for its phone check, the reference the thank-you
    // page confirms the code with.
    const page = requestToken ? { request_url: requestPath(requestToken) } : {};
    const verification = await submitVerification(db, lead, phoneRef);
    return reply.status(created ? 201 : 200).send({
      ...lead,
      // Known from the submit itself; a repeat of an earlier submit counts them.
      partners_matched: partnersMatched ?? (await countLeadInstallers(db, lead.id)),
      reference: lead.id,
      ...page,
      ...(verification ? { verification } : {}),
      ...(pickUntil ? { pick_until: pickUntil } : {}),
    });
  });

  const listSchema = {
    ...staffSchema,
    summary: 'A page of leads',
    querystring: leadListQuerySchema,
    response: {
      200: described(
        z.array(leadResponseSchema),
        'The X-Total-Count header holds how many leads match (X-Total-Count-Capped: true past 2,000 on a search, 10,000 on a queue filter)',
      ),
      ...ERROR_RESPONSES,
    },
  };
  app.get('/quote', { ...staff, schema: listSchema }, async (request, reply) => {
    const query = parseInput(leadListQuerySchema, request.query);
    const now = new Date();
    const filters = filtersFromQuery(query, viewerId(request), now);
    // A search counts first: its size decides how the page is found, and the count is the
    // total. Under the cap its matches are all known, and the page is sorted from them.
    const searched = filters.search ? await countSearch(reads, filters, now) : null;
    const walk = Boolean(searched?.summary.capped) && !filters.ids;
    const matched = searched?.ids ?? undefined;
    const rows = await listLeads(reads, filters, query, now, { walk, matched });
    const offset = query.offset ?? 0;
    // A short page is the last one, so its total is known without counting.
    const lastPage =
      rows.length < (query.limit ?? DEFAULT_LEAD_LIMIT) && (rows.length > 0 || offset === 0);
    const counts = lastPage
      ? { total: offset + rows.length }
      : (searched?.summary ?? (await countLeads(reads, filters, now)));
    // A count that stopped at its cap answers the cap and says so (docs/api.md).
    if ('capped' in counts && counts.capped) reply.header('X-Total-Count-Capped', 'true');
    return reply.header('X-Total-Count', String(counts.total)).send(rows.map(toLead));
  });

  const summarySchema = {
    ...staffSchema,
    querystring: leadFilterSchema,
    response: { 200: leadSummarySchema, ...ERROR_RESPONSES },
  };
  app.get('/quote/summary', { ...staff, schema: summarySchema }, async (request) => {
    const query = parseInput(leadFilterSchema, request.query);
    return countLeads(reads, filtersFromQuery(query, viewerId(request)));
  });

  const oneLead = { ...staff, schema: { ...staffSchema, params: idParamsSchema, response: LEAD } };
  app.get<{ Params: { id: string } }>('/quote/:id', oneLead, async (request) => {
    const row = await findLeadById(db, parseId(request.params.id, 'Lead'));
    if (!row) throw notFound('Lead not found');
    return toLead(row);
  });

  const patchOptions = { ...staff, schema: { ...oneLead.schema, body: leadUpdateSchema } };
  app.patch<{ Params: { id: string } }>('/quote/:id', patchOptions, async (request) => {
    const id = parseId(request.params.id, 'Lead');
    const update = parseInput(leadUpdateSchema, request.body);
    const user = request.user;
    const actor = user ? { id: Number(user.id), name: user.name } : null;
    const lead = await updateLeadByStaff(db, id, update, actor);
    if (!lead) throw notFound('Lead not found');
    // A lead given its county may have been passed on: deliver those e-mails now.
    if (lead.dispatched_at) app.outbox.kick();
    return lead;
  });

  // Staff confirmed with the homeowner that their details may go to partners.
  app.post<{ Params: { id: string } }>('/quote/:id/consent', oneLead, async (request) => {
    const id = parseId(request.params.id, 'Lead');
    const user = request.user!;
    const lead = await confirmConsentByStaff(db, id, {
      id: Number(user.id),
      name: user.name,
      email: user.email,
    });
    if (!lead) throw notFound('Lead not found');
    if (lead.dispatched_at) app.outbox.kick();
    return lead;
  });

  const deleteOptions = {
    ...staff,
    schema: {
      ...staffSchema,
      params: idParamsSchema,
      response: { 200: messageSchema, ...ERROR_RESPONSES },
    },
  };
  app.delete<{ Params: { id: string } }>('/quote/:id', deleteOptions, async (request) => {
    // Into the bin for 30 days, where an admin can restore it (lead-bin-repository.ts).
    const user = request.user!;
    const actor = { id: Number(user.id), name: user.name };
    if (!(await moveLeadToBin(db, parseId(request.params.id, 'Lead'), actor)))
      throw notFound('Lead not found');
    return { message: 'Lead deleted' };
  });
}
