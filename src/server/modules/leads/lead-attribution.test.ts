import ExcelJS from 'exceljs';
import { describe, expect } from 'vitest';
import { ATTRIBUTION_FIELDS } from '../../../shared/attribution.js';
import { QUOTE_FIELDS } from '../../../shared/lead-schema.js';
import { apiTest } from '../../test/api-test.js';
import { anotherHomeowner, VALID_QUOTE } from '../../test/sample-quote.js';
import { json } from '../../test/test-app.js';
import { CSV_COLUMNS } from './lead-csv.js';

/** A visit that landed on /dublin from a Facebook ad of the spring campaign. */
const FACEBOOK_SPRING = {
  landing_path: '/dublin',
  referrer_host: 'l.facebook.com',
  utm_source: ' Facebook ',
  utm_medium: 'paid_social',
  utm_campaign: 'Spring',
  utm_term: 'double glazing',
  utm_content: 'video-a',
  has_gclid: false,
  has_fbclid: true,
};

/** A CSV answer as rows of cells (the test rows hold no quotes, commas or line breaks). */
function csvRows(body: string): string[][] {
  return body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n')
    .map((line) => line.split(','));
}

describe('attribution of quote requests (issue 29)', () => {
  apiTest(
    'stores the visit with the lead, lower-cased, and shows it on the detail',
    async ({ api }) => {
      const sent = await api.post(
        '/api/quote',
        { ...VALID_QUOTE, ...anotherHomeowner(), url_type: '/dublin', ...FACEBOOK_SPRING },
        { as: 'anonymous' },
      );
      expect(sent.statusCode, sent.body).toBe(201);
      const expected = {
        url_type: '/dublin',
        landing_path: '/dublin',
        referrer_host: 'l.facebook.com',
        utm_source: 'facebook',
        utm_medium: 'paid_social',
        utm_campaign: 'spring',
        utm_term: 'double glazing',
        utm_content: 'video-a',
        has_gclid: false,
        has_fbclid: true,
      };
      expect(json(sent)).toMatchObject(expected);
      const detail = await api.get(`/api/quote/${json(sent).id}`);
      expect(detail.statusCode).toBe(200);
      expect(json(detail)).toMatchObject(expected);
    },
  );

  apiTest('a request without attribution is a lead without it', async ({ api }) => {
    const sent = await api.post(
      '/api/quote',
      { ...VALID_QUOTE, ...anotherHomeowner() },
      { as: 'anonymous' },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(json(sent)).toMatchObject({
      landing_path: '',
      referrer_host: '',
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
      utm_term: '',
      utm_content: '',
      has_gclid: false,
      has_fbclid: false,
    });
  });

  apiTest(
    'refuses bad attribution with a message per field and stores nothing',
    async ({ api, t }) => {
      const before = await t.db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const refused = await api.post(
        '/api/quote',
        {
          ...VALID_QUOTE,
          ...anotherHomeowner(),
          landing_path: 'dublin page',
          referrer_host: 'https://evil.example/path',
          utm_source: '<script>',
          utm_medium: 'x'.repeat(101),
          utm_campaign: 'tab\there',
          has_gclid: 'yes',
        },
        { as: 'anonymous' },
      );
      expect(refused.statusCode).toBe(422);
      const { errors, message } = json<{ errors: Record<string, string>; message: string }>(
        refused,
      );
      expect(message).toBe(errors.landing_path);
      expect(errors).toEqual({
        landing_path:
          'Landing page must be a path starting with / (letters, digits and URL punctuation), at most 300 characters',
        referrer_host:
          'Referrer must be a host name (lower-case letters, digits, dots and dashes), at most 253 characters',
        utm_source:
          'UTM source must be at most 100 characters, without control characters or < > " \\ `',
        utm_medium:
          'UTM medium must be at most 100 characters, without control characters or < > " \\ `',
        utm_campaign:
          'UTM campaign must be at most 100 characters, without control characters or < > " \\ `',
        has_gclid: 'Google Ads click must be true or false',
      });
      const after = await t.db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      // A number where text belongs is named too.
      const number = await api.post(
        '/api/quote',
        { ...VALID_QUOTE, ...anotherHomeowner(), utm_term: 5 },
        { as: 'anonymous' },
      );
      expect(number.statusCode).toBe(422);
      expect(json<{ errors: Record<string, string> }>(number).errors.utm_term).toMatch(/^UTM term/);
    },
  );

  apiTest(
    'lists, counts and exports leads by UTM source and campaign; the attribution comes last in the export',
    async ({ api, reset }) => {
      await reset('leads');
      const send = async (visit: Record<string, unknown>) => {
        const sent = await api.post(
          '/api/quote',
          // No comma in the address, so csvRows can split the lines plainly.
          { ...VALID_QUOTE, ...anotherHomeowner(), property_address: '1 Main Street', ...visit },
          { as: 'anonymous' },
        );
        expect(sent.statusCode, sent.body).toBe(201);
        return json(sent).id as number;
      };
      const springFacebook = await send({ url_type: '/dublin', ...FACEBOOK_SPRING });
      const springGoogle = await send({
        url_type: '/dublin',
        landing_path: '/dublin/about',
        utm_source: 'google',
        utm_campaign: 'spring',
        has_gclid: true,
      });
      const autumnFacebook = await send({ utm_source: 'facebook', utm_campaign: 'autumn' });
      await send({});

      const list = async (query: string) => {
        const response = await api.get(`/api/quote?${query}`);
        expect(response.statusCode, response.body).toBe(200);
        return {
          ids: json<{ id: number }[]>(response)
            .map((lead) => lead.id)
            .sort((a, b) => a - b),
          total: Number(response.headers['x-total-count']),
        };
      };
      expect(await list('utm_source=facebook')).toEqual({
        ids: [springFacebook, autumnFacebook].sort((a, b) => a - b),
        total: 2,
      });
      // Compared as stored: lower-cased.
      expect((await list('utm_campaign=SPRING')).ids).toEqual(
        [springFacebook, springGoogle].sort((a, b) => a - b),
      );
      expect(await list('utm_source=facebook&utm_campaign=spring')).toEqual({
        ids: [springFacebook],
        total: 1,
      });
      expect((await list('utm_source=facebook&utm_campaign=spring&status=lost')).total).toBe(0);
      expect(await list('utm_source=')).toMatchObject({ total: 4 });
      // The paged list's total and the summary count the same leads.
      const page = await api.get('/api/quote?utm_source=facebook&limit=1');
      expect(page.headers['x-total-count']).toBe('2');
      const summary = await api.get('/api/quote/summary?utm_source=facebook');
      expect(json(summary)).toMatchObject({ total: 2 });

      const tooLong = await api.get(`/api/quote?utm_campaign=${'x'.repeat(101)}`);
      expect(tooLong.statusCode).toBe(422);
      expect(json<{ errors: Record<string, string> }>(tooLong).errors).toEqual({
        utm_campaign: 'UTM campaign must be at most 100 characters',
      });

      const csv = await api.get('/api/quote/export/csv?utm_campaign=spring');
      expect(csv.statusCode).toBe(200);
      const [header, ...rows] = csvRows(csv.body);
      // SPEC's columns first and unchanged, the visit's appended.
      expect(header).toEqual([
        'id',
        'status',
        'created_at',
        ...QUOTE_FIELDS,
        'consent_at',
        'consent_version',
        'marketing_opt_in',
        ...ATTRIBUTION_FIELDS,
      ]);
      const byId = new Map(rows.map((row) => [Number(row[0]), row]));
      expect([...byId.keys()].sort((a, b) => a - b)).toEqual(
        [springFacebook, springGoogle].sort((a, b) => a - b),
      );
      const visit = (id: number) =>
        Object.fromEntries(
          ATTRIBUTION_FIELDS.map((field) => [field, byId.get(id)![header!.indexOf(field)]]),
        );
      expect(visit(springFacebook)).toEqual({
        landing_path: '/dublin',
        referrer_host: 'l.facebook.com',
        utm_source: 'facebook',
        utm_medium: 'paid_social',
        utm_campaign: 'spring',
        utm_term: 'double glazing',
        utm_content: 'video-a',
        has_gclid: 'false',
        has_fbclid: 'true',
      });
      expect(visit(springGoogle)).toMatchObject({
        landing_path: '/dublin/about',
        utm_source: 'google',
        utm_medium: '',
        has_gclid: 'true',
        has_fbclid: 'false',
      });

      const xlsx = await api.get('/api/quote/export/xlsx?utm_source=google');
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Leads')!;
      const cell = (row: number, column: (typeof CSV_COLUMNS)[number]) =>
        sheet.getRow(row).getCell(CSV_COLUMNS.indexOf(column) + 1).text;
      expect(cell(1, 'utm_source')).toBe('utm_source');
      expect(cell(2, 'id')).toBe(String(springGoogle));
      expect(cell(2, 'utm_source')).toBe('google');
      expect(cell(2, 'utm_campaign')).toBe('spring');
      expect(cell(2, 'landing_path')).toBe('/dublin/about');
      expect(sheet.getRow(2).getCell(CSV_COLUMNS.indexOf('has_gclid') + 1).value).toBe(true);
    },
  );
});
