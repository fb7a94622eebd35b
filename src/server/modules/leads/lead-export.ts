import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyBaseLogger } from 'fastify';
import { QUOTE_FIELDS } from '../../../shared/lead-schema.js';
import type { Db } from '../../db/connection.js';
import { listLeadsAfter, toLead, type LeadFilters } from './lead-repository.js';

/** Every column of the export: id, status and date, the visitor's fields, then the consent record. */
export const CSV_COLUMNS = [
  'id',
  'status',
  'created_at',
  ...QUOTE_FIELDS,
  'consent_at',
  'consent_version',
  'marketing_opt_in',
] as const;
export const CSV_FILE_NAME = 'quotes_export.csv';
const PAGE_SIZE = 1000;

/** Spreadsheet apps run cells starting with these as formulas (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

type LeadPage = Awaited<ReturnType<typeof listLeadsAfter>>;

/** The matching leads, newest first, one page at a time so memory stays flat. */
async function* exportRecords(db: Db, filters: LeadFilters, now: Date, firstPage: LeadPage) {
  let rows = firstPage;
  for (;;) {
    for (const row of rows) {
      const lead = toLead(row);
      yield CSV_COLUMNS.map((column) => neutraliseCell(String(lead[column] ?? '')));
    }
    if (rows.length < PAGE_SIZE) return;
    const last = rows[rows.length - 1]!;
    rows = await listLeadsAfter(
      db,
      filters,
      { created_at: last.created_at, id: Number(last.id) },
      PAGE_SIZE,
      now,
    );
  }
}

/**
 * The export as a stream of CSV text, with a BOM so Excel reads UTF-8 (é, €) correctly.
 * Rows are read only as fast as the client takes them (backpressure through the pipeline).
 * The first page is read before anything is sent, so a failing query is still a clean error.
 */
export async function leadCsvStream(
  db: Db,
  filters: LeadFilters,
  log: FastifyBaseLogger,
): Promise<Readable> {
  const now = new Date();
  const firstPage = await listLeadsAfter(db, filters, null, PAGE_SIZE, now);
  const csv = stringify({ bom: true, header: true, columns: [...CSV_COLUMNS] });
  pipeline(Readable.from(exportRecords(db, filters, now, firstPage)), csv, (error) => {
    // A client that leaves early closes the stream; anything else is worth a log line.
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      log.error({ err: error }, 'lead export failed');
    }
  });
  return csv;
}
