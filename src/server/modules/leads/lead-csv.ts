import { ATTRIBUTION_FIELDS } from '../../../shared/attribution.js';
import { QUOTE_FIELDS } from '../../../shared/lead-schema.js';
import { dublinIsoTime } from '../../../shared/dublin-day.js';
import { deriveLeadStatus } from '../../../shared/lead-status.js';

/**
 * The export's CSV, written in one place: every path (a read worker, the main thread) calls
 * csvLines, and PostgreSQL's own CSV writer is given cells built from FORMULA_START.
 */

/**
 * Every column of the export: id, status and date, the visitor's fields, the consent record,
 * then where the visit came from (appended last, so the earlier columns keep their places).
 */
export const CSV_COLUMNS = [
  'id',
  'status',
  'created_at',
  ...QUOTE_FIELDS,
  'consent_at',
  'consent_version',
  'marketing_opt_in',
  ...ATTRIBUTION_FIELDS,
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** Spreadsheet apps run cells starting with these as formulas (CSV injection). */
export const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
// One test for the usual cell, which needs neither a formula guard nor quotes.
const SPECIAL = new RegExp(`${FORMULA_START.source}|${NEEDS_QUOTES.source}`);

const AT = Object.fromEntries(CSV_COLUMNS.map((column, index) => [column, index])) as Record<
  CsvColumn,
  number
>;
/** The columns written true or false (stored 0 or 1). */
export const BOOLEAN_COLUMNS = new Set<CsvColumn>(['marketing_opt_in', 'has_gclid', 'has_fbclid']);
/** How csvLines writes each column after created_at: 0 text, 1 time, 2 true/false. */
const KIND = CSV_COLUMNS.map((column) =>
  column === 'consent_at' ? 1 : BOOLEAN_COLUMNS.has(column) ? 2 : 0,
);

/** A cell a spreadsheet would run as a formula, made plain text by a leading apostrophe. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One RFC 4180 cell: neutralised, and quoted only when it holds a quote, comma or line break. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : String(value);
  if (!SPECIAL.test(text)) return text;
  const plain = neutraliseCell(text);
  return NEEDS_QUOTES.test(plain) ? `"${plain.replace(/"/g, '""')}"` : plain;
}

/** The export's times: Dublin's wall clock with its offset (dublinIsoTime); blank stays blank. */
const time = (value: unknown) =>
  typeof value === 'string' && value ? dublinIsoTime(value) : value;

/**
 * Rows (values in CSV_COLUMNS order) as CSV lines. Written by hand rather than with
 * csv-stringify: one string per batch of rows instead of a stream event per row (the export
 * goal in docs/performance.md). The status is the one toLead answers.
 */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  const now = new Date();
  let out = '';
  for (const row of rows) {
    const created = row[AT.created_at] as string;
    out += `${Number(row[AT.id])},${deriveLeadStatus(row[AT.status], created, now)},${cell(time(created))}`;
    for (let index = AT.created_at + 1; index < KIND.length; index += 1) {
      const kind = KIND[index];
      const value = row[index];
      out += kind === 2 ? `,${Boolean(value)}` : `,${cell(kind === 1 ? time(value) : value)}`;
    }
    out += '\n';
  }
  return out;
}
