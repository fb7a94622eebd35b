import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_FIELDS } from '../../../shared/attribution.js';
import { QUOTE_FIELDS } from '../../../shared/lead-schema.js';
import { apiTest } from '../../test/api-test.js';
import { type TestApp } from '../../test/test-app.js';
import { insertLeads } from './lead-repository.js';
import { hoursAgo, leadData } from '../../test/lead-test-data.js';

const HEADER = [
  'id',
  'status',
  'created_at',
  ...QUOTE_FIELDS,
  'consent_at',
  'consent_version',
  'marketing_opt_in',
  // Issue 29 appended where the visit came from; SPEC's columns keep their places.
  ...ATTRIBUTION_FIELDS,
];
const BULK = 5_200;

/** A small RFC 4180 reader: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += char;
    } else if (char === ',') {
      endCell();
    } else if (char === '\n') {
      endRow();
    } else if (char !== '\r' || text[i + 1] !== '\n') {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

describe('GET /api/quote/export/csv', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let special: { formula: number; fada: number; converted: number };

  apiTest.beforeAll(async ({ t: fileApp, admin: fileAdmin }) => {
    t = fileApp;
    headers = fileAdmin;
    // Older bulk leads, one per minute, so the special ones below are the newest.
    await insertLeads(
      t.db,
      Array.from({ length: BULK }, (_, i) =>
        leadData({ last_name: `Bulk${i}`, created_at: hoursAgo(1000 + i / 60) }),
      ),
    );
    const [formula, fada, converted] = await insertLeads(t.db, [
      leadData({
        first_name: '=HYPERLINK("http://evil")',
        last_name: '+353',
        mobile_number: '-1',
        additional_info: '@SUM(A1)',
        property_address: '\tTabbed',
        url_type: '\rcarriage',
        window_type: 'Safe=value',
        created_at: hoursAgo(3),
      }),
      leadData({
        first_name: 'Seán',
        last_name: 'Ó Sé',
        additional_info: 'Budget €5,000, "soon"\nthanks',
        created_at: hoursAgo(2),
      }),
      leadData({
        first_name: 'Conor',
        last_name: 'Converted',
        status: 'converted',
        created_at: hoursAgo(1),
      }),
    ]);
    special = { formula: formula!, fada: fada!, converted: converted! };
  });

  const exportCsv = async (query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/quote/export/csv${query}`,
      headers,
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return { response, rows: parseCsv(response.body.replace(/^\uFEFF/, '')) };
  };

  it('streams every lead with a BOM, a header and the download headers', async () => {
    const { response, rows } = await exportCsv();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="quotes_export.csv"',
    );
    expect(response.body.startsWith('\uFEFFid,status,created_at,first_name,')).toBe(true);
    expect(rows[0]).toEqual(HEADER);
    const data = rows.slice(1);
    expect(data).toHaveLength(BULK + 3);
    expect(data.every((row) => row.length === HEADER.length)).toBe(true);
    const ids = data.map((row) => Number(row[0]));
    expect(new Set(ids).size).toBe(BULK + 3);
    expect(ids.slice(0, 3)).toEqual([special.converted, special.fada, special.formula]);
    // Newest first across page boundaries (pages of 1,000), compared as instants: Dublin's
    // wall clock repeats an hour when summer time ends, so its text does not sort.
    const created = data.map((row) => Date.parse(row[2]!));
    expect(created.every((at) => Number.isFinite(at))).toBe(true);
    expect([...created].sort((a, b) => b - a)).toEqual(created);
  });

  it('neutralises cells that a spreadsheet would run as formulas', async () => {
    const { rows } = await exportCsv(`?ids=${special.formula}`);
    const row = Object.fromEntries(HEADER.map((column, i) => [column, rows[1]![i]]));
    expect(row).toMatchObject({
      first_name: `'=HYPERLINK("http://evil")`,
      last_name: `'+353`,
      mobile_number: `'-1`,
      additional_info: `'@SUM(A1)`,
      property_address: `'\tTabbed`,
      url_type: `'\rcarriage`,
      window_type: 'Safe=value',
      email: 'mary@example.ie',
    });
  });

  it('keeps accents, the euro sign, quotes and line breaks intact', async () => {
    const { rows } = await exportCsv(`?ids=${special.fada}`);
    expect(rows[1]!.slice(3, 5)).toEqual(['Seán', 'Ó Sé']);
    expect(rows[1]![7]).toBe('Budget €5,000, "soon"\nthanks');
  });

  it('exports only the listed ids, skipping entries that are not ids', async () => {
    const { rows } = await exportCsv(
      `?ids=${special.fada},abc,,${special.converted},-4,999999,99999999999`,
    );
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual([special.converted, special.fada]);
    const none = await exportCsv('?ids=abc');
    expect(none.rows).toEqual([HEADER]);
  });

  it('honours the list filters', async () => {
    const byStatus = await exportCsv('?status=converted');
    expect(byStatus.rows.slice(1).map((row) => Number(row[0]))).toEqual([special.converted]);
    const bySearch = await exportCsv('?search=bulk1234');
    expect(bySearch.rows.slice(1).map((row) => row[4])).toEqual(['Bulk1234']);
    const both = await exportCsv('?search=bulk&status=new');
    expect(both.rows).toHaveLength(BULK + 1);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/quote/export/csv?status=nope',
      headers,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('gzips the file at most, for a client that accepts gzip', async () => {
    const plain = await exportCsv();
    expect(plain.response.headers['content-encoding']).toBeUndefined();
    const get = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/quote/export/csv',
        headers: { ...headers, 'accept-encoding': encoding },
      });
    const gzipped = await get('br, gzip, deflate');
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.response.rawPayload.length / 3);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.response.body);
    // No brotli for the export (its CPU would cap the rows per second): sent as it is.
    const brotliOnly = await get('br');
    expect(brotliOnly.statusCode).toBe(200);
    expect(brotliOnly.headers['content-encoding']).toBeUndefined();
    expect(brotliOnly.body).toBe(plain.response.body);
  });

  it('sends the file in chunks over a real connection', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/quote/export/csv`, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const reader = response.body!.getReader();
    let chunks = 0;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      bytes += value.byteLength;
    }
    expect(chunks).toBeGreaterThan(1);
    expect(bytes).toBeGreaterThan(BULK * 100);
  });
});
