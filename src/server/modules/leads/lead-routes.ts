import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  leadExportQuerySchema,
  leadFilterSchema,
  leadListQuerySchema,
  leadUpdateSchema,
  quoteRequestSchema,
} from '../../../shared/lead-schema.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { acquireReadDb } from '../../db/read-db.js';
import { notFound, parseId, parseInput, validationError } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import { rateLimitFor } from '../../plugins/security.js';
import { CSV_FILE_NAME, leadCsvStream } from './lead-export.js';
import { COMMON_MATCHES, countLeads } from './lead-counts-repository.js';
import { filtersFromQuery } from './lead-filters.js';
import {
  DEFAULT_LEAD_LIMIT,
  deleteLead,
  findLeadById,
  listLeads,
  toLead,
} from './lead-repository.js';
import { confirmConsentByStaff, createLead, updateLeadByStaff } from './lead-service.js';

const IDEMPOTENCY_KEY_MAX = 200;

/**
 * The export is tens of MB of text: gzip at its fastest level still sends about a fifth of
 * it to an admin on a slow line, at a third of the CPU of brotli (quality 4) or gzip 6,
 * which would cap the export's rows per second. A client that does not accept gzip gets it
 * as it is.
 */
const EXPORT_COMPRESSION = {
  encodings: ['gzip' as const],
  zlibOptions: { level: 1 },
};

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

export async function leadRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const staff = { preHandler: requireRole(db, 'admin', 'manager') };
  // Lists, counts and summaries read off the event loop on a SQLite file (read-db.ts).
  const { reads, release } = acquireReadDb(db, config.database);
  app.addHook('onClose', release);

  app.post('/quote', rateLimitFor(config, config.rateLimits.quote), async (request, reply) => {
    const key = idempotencyKey(request);
    const input = parseInput(quoteRequestSchema, request.body);
    const { lead, created } = await createLead(db, input, {
      clientIp: request.ip,
      idempotencyKey: key,
    });
    // Deliver the queued confirmation and partner e-mails now rather than at the next poll.
    if (created) app.outbox.kick();
    return reply.status(created ? 201 : 200).send(lead);
  });

  app.get('/quote', staff, async (request, reply) => {
    const query = parseInput(leadListQuerySchema, request.query);
    const filters = filtersFromQuery(query);
    const now = new Date();
    // A search counts first (one cached pass): its size decides how the page is found.
    const searched = filters.search ? await countLeads(reads, filters, now) : null;
    const walk = searched !== null && !filters.ids && searched.total >= COMMON_MATCHES;
    const rows = await listLeads(reads, filters, query, now, { walk });
    const offset = query.offset ?? 0;
    // A short page is the last one, so its total is known without counting.
    const lastPage =
      rows.length < (query.limit ?? DEFAULT_LEAD_LIMIT) && (rows.length > 0 || offset === 0);
    const counts = lastPage
      ? { total: offset + rows.length }
      : (searched ?? (await countLeads(reads, filters, now)));
    // A search with more than COUNT_CAP matches answers the cap and says so (docs/api.md).
    if ('capped' in counts && counts.capped) reply.header('X-Total-Count-Capped', 'true');
    return reply.header('X-Total-Count', String(counts.total)).send(rows.map(toLead));
  });

  app.get('/quote/summary', staff, async (request) => {
    const query = parseInput(leadFilterSchema, request.query);
    return countLeads(reads, filtersFromQuery(query));
  });

  app.get(
    '/quote/export/csv',
    { ...staff, compress: EXPORT_COMPRESSION },
    async (request, reply) => {
      const query = parseInput(leadExportQuerySchema, request.query);
      const { database } = config;
      // A worker thread reads (a SQLite file, or PostgreSQL on its own connection) and writes
      // the lines, so the export never holds the event loop.
      const source =
        database.kind === 'postgres'
          ? { postgres: database }
          : { sqliteFile: database.filename !== ':memory:' ? database.filename : undefined };
      const csv = await leadCsvStream(db, filtersFromQuery(query), request.log, source);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${CSV_FILE_NAME}"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  app.get<{ Params: { id: string } }>('/quote/:id', staff, async (request) => {
    const row = await findLeadById(db, parseId(request.params.id, 'Lead'));
    if (!row) throw notFound('Lead not found');
    return toLead(row);
  });

  app.patch<{ Params: { id: string } }>('/quote/:id', staff, async (request) => {
    const id = parseId(request.params.id, 'Lead');
    const update = parseInput(leadUpdateSchema, request.body);
    const lead = await updateLeadByStaff(
      db,
      id,
      update,
      request.user ? Number(request.user.id) : null,
    );
    if (!lead) throw notFound('Lead not found');
    // A lead given its county may have been passed on: deliver those e-mails now.
    if (lead.dispatched_at) app.outbox.kick();
    return lead;
  });

  // Staff confirmed with the homeowner that their details may go to partners.
  app.post<{ Params: { id: string } }>('/quote/:id/consent', staff, async (request) => {
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

  app.delete<{ Params: { id: string } }>('/quote/:id', staff, async (request) => {
    if (!(await deleteLead(db, parseId(request.params.id, 'Lead'))))
      throw notFound('Lead not found');
    return { message: 'Lead deleted' };
  });
}
