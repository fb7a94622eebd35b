import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import { dublinWallClockDate } from '../../../shared/dublin-day.js';
import { QUOTE_FIELDS } from '../../../shared/lead-schema.js';
import { deriveLeadStatus } from '../../../shared/lead-status.js';
import type { Db } from '../../db/connection.js';
import { CSV_COLUMNS } from './lead-csv.js';
import { listLeadsAfter, type LeadFilters, type LeadRow } from './lead-repository.js';

/** Rows per read and per burst of writing: a few ms of formatting between two reads. */
const BATCH = 100;
const TEXT_COLUMNS = new Set<string>(QUOTE_FIELDS);
const DATE_COLUMNS = new Set<string>(['created_at', 'consent_at']);
const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/**
 * A text cell written as an inline string (t="inlineStr"): never a formula, whatever it
 * starts with (=, +, -, @), and never read as a number, so a mobile keeps its leading zero.
 */
const text = (value: string) => (value === '' ? null : { richText: [{ text: value }] });

function cells(row: LeadRow, now: Date): unknown[] {
  return CSV_COLUMNS.map((column) => {
    const value = row[column];
    if (column === 'id') return Number(value);
    if (column === 'status') return deriveLeadStatus(value, row.created_at, now);
    if (DATE_COLUMNS.has(column))
      return typeof value === 'string' ? dublinWallClockDate(value) : null;
    if (column === 'marketing_opt_in') return Boolean(value);
    return typeof value === 'string' ? text(value) : value;
  });
}

/**
 * The export as an Excel workbook, the same rows and columns as the CSV: phone numbers and
 * Eircodes as text cells, times as real date cells on Dublin's clock. exceljs's streaming
 * writer zips each row as it is committed; rows are read a batch at a time (off the event
 * loop on a SQLite file, through read-db.ts) and only as fast as the client takes the bytes.
 * `onEnd` hears how many rows went out and whether the file was finished.
 */
export async function leadXlsxStream(
  reads: Db,
  filters: LeadFilters,
  log: FastifyBaseLogger,
  onEnd: (rows: number, complete: boolean) => void,
): Promise<Readable> {
  const now = new Date();
  // Read before anything is sent, so a failing query is still a clean error.
  let rows = await listLeadsAfter(reads, filters, null, BATCH, now);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Leads', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = CSV_COLUMNS.map((column) => ({
    header: column,
    key: column,
    width: DATE_COLUMNS.has(column) ? 20 : TEXT_COLUMNS.has(column) ? 18 : 10,
    // Text format: a number typed over a mobile later stays text too.
    style: DATE_COLUMNS.has(column)
      ? { numFmt: DATE_FORMAT }
      : TEXT_COLUMNS.has(column)
        ? { numFmt: '@' }
        : {},
  }));
  let written = 0;
  const closed = once(out, 'close').then(() => 'closed' as const);

  async function write() {
    for (;;) {
      for (const row of rows) sheet.addRow(cells(row, now)).commit();
      written += rows.length;
      // Wait while the client has not taken what is already zipped.
      if (out.writableNeedDrain) {
        if ((await Promise.race([once(out, 'drain'), closed])) === 'closed') return false;
      }
      if (out.destroyed) return false;
      if (rows.length < BATCH) break;
      const last = rows[rows.length - 1]!;
      rows = await listLeadsAfter(
        reads,
        filters,
        { created_at: last.created_at, id: Number(last.id) },
        BATCH,
        now,
      );
    }
    sheet.commit();
    await workbook.commit();
    return true;
  }

  void write()
    .then((complete) => onEnd(written, complete))
    .catch((error: unknown) => {
      log.error({ err: error }, 'lead export (xlsx) failed');
      out.destroy(error as Error);
      onEnd(written, false);
    });
  return out;
}
