import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ATTRIBUTION_TEXT_FIELDS } from '../../../shared/attribution.js';
import { dublinWallClockDate } from '../../../shared/dublin-day.js';
import { QUOTE_FIELDS } from '../../../shared/lead-schema.js';
import { deriveLeadStatus } from '../../../shared/lead-status.js';
import { BOOLEAN_COLUMNS, CSV_COLUMNS } from './lead-csv.js';

const TEXT_COLUMNS = new Set<string>([...QUOTE_FIELDS, ...ATTRIBUTION_TEXT_FIELDS]);
const DATE_COLUMNS = new Set<string>(['created_at', 'consent_at']);
const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/** A lead as the sheet reads it: the CSV's columns. */
export type XlsxLeadRow = Record<(typeof CSV_COLUMNS)[number], unknown>;

/**
 * A text cell written as an inline string (t="inlineStr"): never a formula, whatever it
 * starts with (=, +, -, @), and never read as a number, so a mobile keeps its leading zero.
 */
const text = (value: string) => (value === '' ? null : { richText: [{ text: value }] });

function cells(row: XlsxLeadRow, now: Date): unknown[] {
  return CSV_COLUMNS.map((column) => {
    const value = row[column];
    if (column === 'id') return Number(value);
    if (column === 'status') return deriveLeadStatus(value, String(row.created_at ?? ''), now);
    if (DATE_COLUMNS.has(column)) {
      return typeof value === 'string' ? dublinWallClockDate(value) : null;
    }
    if (BOOLEAN_COLUMNS.has(column)) return Boolean(value);
    return typeof value === 'string' ? text(value) : value;
  });
}

/**
 * The export's workbook, written as rows come (exceljs's streaming writer zips each committed
 * row into `out`): the CSV's columns, text as text in text-formatted columns, times as date
 * cells on Dublin's clock.
 */
export function leadWorkbook(out: Writable) {
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
  return {
    add(rows: readonly XlsxLeadRow[], now: Date) {
      for (const row of rows) sheet.addRow(cells(row, now)).commit();
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
