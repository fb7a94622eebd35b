import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  activeExportFilters,
  exportFileName,
  type ExportFormat,
  type ExportScope,
} from '../../../shared/lead-export.js';
import { leadExportQuerySchema, type LeadExportQuery } from '../../../shared/lead-schema.js';
import { BEARER, ERROR_RESPONSES } from '../../api-contract/route-schemas.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { acquireReadDb } from '../../db/read-db.js';
import { parseInput } from '../../http-error.js';
import { requireRole, viewerId } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit-repository.js';
import { leadCsvStream } from './lead-export.js';
import { filtersFromQuery } from './lead-filters.js';
import { leadXlsxStream } from './lead-xlsx.js';

/**
 * The export is tens of MB of text: gzip at its fastest level still sends about a fifth of
 * it to an admin on a slow line, at a third of the CPU of brotli (quality 4) or gzip 6,
 * which would cap the export's rows per second. A client that does not accept gzip gets it
 * as it is. (An .xlsx is a zip already.)
 */
const EXPORT_COMPRESSION = {
  encodings: ['gzip' as const],
  zlibOptions: { level: 1 },
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** SPEC's file names: quotes_selected for ids, quotes_filtered for a filtered list. */
function scopeOf(query: LeadExportQuery): ExportScope {
  if (query.ids) return 'selected';
  return Object.keys(activeExportFilters(query)).length > 0 ? 'filtered' : 'all';
}

/** Who exported what, recorded once the file has gone (or stopped): its filter and row count. */
function auditExport(
  db: Db,
  request: FastifyRequest,
  format: ExportFormat,
  query: LeadExportQuery,
  log: FastifyBaseLogger,
) {
  const user = request.user!;
  const { ids, ...filter } = query;
  return (rows: number, complete: boolean) => {
    const detail = {
      format,
      ...(ids ? { selected: ids.length } : { filter: activeExportFilters(filter) }),
      rows,
      ...(complete ? {} : { stopped: true }),
    };
    recordAudit(
      db,
      { id: Number(user.id), name: user.name },
      { action: 'leads_exported', leadCount: rows, detail },
    ).catch((error: unknown) => log.error({ err: error }, 'recording an export failed'));
  };
}

const fileSchema = (summary: string, fileName: string, type: string) => ({
  tags: ['Leads'],
  security: BEARER,
  summary,
  querystring: leadExportQuerySchema,
  response: {
    200: { description: fileName, content: { [type]: { schema: z.string() } } },
    ...ERROR_RESPONSES,
  },
});

/** The lead exports: SPEC's CSV and an Excel workbook of the same rows, both streamed. */
export async function leadExportRoutes(
  fastify: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  const staff = { preHandler: requireRole(db, 'admin', 'manager') };
  const { reads, release } = acquireReadDb(db, config.database);
  fastify.addHook('onClose', release);

  // Streams, not JSON answers: their schemas document the files (the typed app would want a string).
  fastify.get(
    '/quote/export/csv',
    {
      ...staff,
      compress: EXPORT_COMPRESSION,
      schema: fileSchema(
        'The matching leads as a CSV file, streamed (times in Europe/Dublin with their offset)',
        'quotes_export.csv (quotes_selected.csv with ids, quotes_filtered.csv with filters)',
        'text/csv',
      ),
    },
    async (request, reply) => {
      const query = parseInput(leadExportQuerySchema, request.query);
      const { database } = config;
      // A worker thread reads (a SQLite file, or PostgreSQL on its own connection) and writes
      // the lines, so the export never holds the event loop.
      const source =
        database.kind === 'postgres'
          ? { postgres: database }
          : { sqliteFile: database.filename !== ':memory:' ? database.filename : undefined };
      const csv = await leadCsvStream(
        db,
        filtersFromQuery(query, viewerId(request)),
        request.log,
        source,
        auditExport(db, request, 'csv', query, request.log),
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="${exportFileName(scopeOf(query), 'csv')}"`,
        )
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  fastify.get(
    '/quote/export/xlsx',
    {
      ...staff,
      schema: fileSchema(
        'The same leads as the CSV, as an Excel workbook, streamed (mobiles and Eircodes as text, times as dates in Europe/Dublin)',
        'quotes_export.xlsx (quotes_selected.xlsx with ids, quotes_filtered.xlsx with filters)',
        XLSX_TYPE,
      ),
    },
    async (request, reply) => {
      const query = parseInput(leadExportQuerySchema, request.query);
      const xlsx = await leadXlsxStream(
        reads,
        filtersFromQuery(query, viewerId(request)),
        request.log,
        auditExport(db, request, 'xlsx', query, request.log),
      );
      return reply
        .header('Content-Type', XLSX_TYPE)
        .header(
          'Content-Disposition',
          `attachment; filename="${exportFileName(scopeOf(query), 'xlsx')}"`,
        )
        .header('Cache-Control', 'no-store')
        .send(xlsx);
    },
  );
}
