import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect } from 'vitest';
import type { AuditEntry } from '../../../shared/audit.js';
import { apiTest } from '../../test/api-test.js';
import { leadData } from '../../test/lead-test-data.js';
import { CSV_COLUMNS } from './lead-csv.js';
import { insertLeads } from './lead-repository.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function readXlsx(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Leads')!;
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => rows.push(row));
  const xml = await (
    await JSZip.loadAsync(payload)
  )
    .file('xl/worksheets/sheet1.xml')!
    .async('text');
  return { rows, xml };
}

const cell = (row: ExcelJS.Row, column: (typeof CSV_COLUMNS)[number]) =>
  row.getCell(CSV_COLUMNS.indexOf(column) + 1);

describe('lead exports: Dublin times, SPEC file names, Excel beside the CSV', () => {
  apiTest(
    'CSV and XLSX hold the same rows; the XLSX keeps text as text and times as dates',
    async ({ api, t }) => {
      const [summer, winter, formula] = await insertLeads(t.db, [
        leadData({
          last_name: 'Summer',
          mobile_number: '0851651792',
          eircode: 'D02 X285',
          created_at: '2026-07-01T08:00:00.000Z',
          consent_at: '2026-07-01T08:00:00.000Z',
        }),
        leadData({ last_name: 'Winter', created_at: '2026-11-26T08:00:00.000Z' }),
        leadData({
          first_name: '=HYPERLINK("http://evil")',
          last_name: '+353',
          additional_info: '@SUM(A1)',
          created_at: '2026-11-20T08:00:00.000Z',
        }),
      ]);
      const ids = `${summer},${winter},${formula}`;

      const csv = await api.get(`/api/quote/export/csv?ids=${ids}`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toBe('attachment; filename="quotes_selected.csv"');
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\n');
      expect(lines).toHaveLength(4);
      const summerLine = lines.find((line) => line.includes('Summer'))!;
      // Irish time with its offset; the mobile as it was typed, leading zero and all.
      expect(summerLine).toContain(`${summer},new,2026-07-01T09:00:00+01:00,`);
      expect(summerLine).toContain(',0851651792,');
      expect(summerLine).toContain(',2026-07-01T09:00:00+01:00,');
      expect(lines.find((line) => line.includes('Winter'))).toContain(
        ',2026-11-26T08:00:00+00:00,',
      );
      expect(lines.find((line) => line.includes('HYPERLINK'))).toContain(`'=HYPERLINK`);

      const xlsx = await api.get(`/api/quote/export/xlsx?ids=${ids}`);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toBe(XLSX_TYPE);
      expect(xlsx.headers['content-disposition']).toBe(
        'attachment; filename="quotes_selected.xlsx"',
      );
      const { rows, xml } = await readXlsx(xlsx.rawPayload);
      expect(rows[0]!.values).toEqual([undefined, ...CSV_COLUMNS]);
      // The same leads in the same order as the CSV.
      expect(rows.slice(1).map((row) => cell(row, 'id').value)).toEqual(
        lines.slice(1).map((line) => Number(line.split(',')[0])),
      );
      const summerRow = rows.find((row) => cell(row, 'id').value === summer)!;
      expect(cell(summerRow, 'mobile_number').text).toBe('0851651792');
      expect(cell(summerRow, 'mobile_number').type).toBe(ExcelJS.ValueType.RichText);
      expect(cell(summerRow, 'eircode').text).toBe('D02 X285');
      // A real date cell reading Dublin's wall clock.
      expect(cell(summerRow, 'created_at').type).toBe(ExcelJS.ValueType.Date);
      expect((cell(summerRow, 'created_at').value as Date).toISOString()).toBe(
        '2026-07-01T09:00:00.000Z',
      );
      expect(cell(summerRow, 'created_at').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
      expect(cell(summerRow, 'mobile_number').numFmt).toBe('@');
      expect(cell(summerRow, 'marketing_opt_in').value).toBe(false);

      // A cell beginning with = is a string, never a formula.
      const formulaRow = rows.find((row) => cell(row, 'id').value === formula)!;
      expect(cell(formulaRow, 'first_name').text).toBe('=HYPERLINK("http://evil")');
      expect(cell(formulaRow, 'first_name').type).not.toBe(ExcelJS.ValueType.Formula);
      expect(cell(formulaRow, 'last_name').text).toBe('+353');
      expect(xml).not.toContain('<f>');
      expect(xml).not.toContain('<f ');
      expect(xml).toContain('t="inlineStr"');
    },
  );

  apiTest(
    'names a filtered export quotes_filtered and records every export',
    async ({ api, t }) => {
      await insertLeads(t.db, [
        leadData({ last_name: 'Quoted1', status: 'quoted' }),
        leadData({ last_name: 'Quoted2', status: 'quoted' }),
      ]);
      const quoted = (await api.get('/api/quote?status=quoted')).headers['x-total-count'];
      const csv = await api.get('/api/quote/export/csv?status=quoted&search=');
      expect(csv.headers['content-disposition']).toBe('attachment; filename="quotes_filtered.csv"');
      const xlsx = await api.get('/api/quote/export/xlsx?status=quoted');
      expect(xlsx.headers['content-disposition']).toBe(
        'attachment; filename="quotes_filtered.xlsx"',
      );
      expect((await readXlsx(xlsx.rawPayload)).rows).toHaveLength(Number(quoted) + 1);
      const all = await api.get('/api/quote/export/csv?status=all');
      expect(all.headers['content-disposition']).toBe('attachment; filename="quotes_export.csv"');
      // The entry is written as the file ends.
      await new Promise((resolve) => setTimeout(resolve, 50));

      const audit = (await api.get('/api/audit?action=leads_exported&limit=3')).json<
        AuditEntry[]
      >();
      expect(audit.map((entry) => entry.detail)).toEqual([
        { format: 'csv', filter: {}, rows: Number(all.body.trimEnd().split('\n').length - 1) },
        { format: 'xlsx', filter: { status: 'quoted' }, rows: Number(quoted) },
        { format: 'csv', filter: { status: 'quoted' }, rows: Number(quoted) },
      ]);
      expect(audit[1]).toMatchObject({
        lead_id: null,
        lead_count: Number(quoted),
        user_name: 'Administrator',
      });
    },
  );

  apiTest('writes every row when the export runs over several pages', async ({ api, t }) => {
    // Three pages of 500 and a short fourth: each page is read after the last one's rows.
    await insertLeads(
      t.db,
      Array.from({ length: 1_620 }, (_, i) => leadData({ last_name: `Paged${i}`, status: 'lost' })),
    );
    const lost = Number((await api.get('/api/quote?status=lost')).headers['x-total-count']);
    expect(lost).toBeGreaterThanOrEqual(1_620);
    const xlsx = await api.get('/api/quote/export/xlsx?status=lost');
    expect(xlsx.statusCode).toBe(200);
    const { rows } = await readXlsx(xlsx.rawPayload);
    expect(rows).toHaveLength(lost + 1);
    // No lead twice: each page starts after the last one ended.
    expect(new Set(rows.slice(1).map((row) => String(row.getCell(1).value))).size).toBe(lost);
  });

  apiTest('refuses managers nothing and strangers everything', async ({ api, manager }) => {
    expect((await api.get('/api/quote/export/xlsx', { as: manager })).statusCode).toBe(200);
    expect((await api.get('/api/quote/export/xlsx', { as: 'anonymous' })).statusCode).toBe(401);
    expect((await api.get('/api/quote/export/xlsx?status=nope')).statusCode).toBe(422);
  });
});
