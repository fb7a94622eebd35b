import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import type { LeadDataExport } from '../../../shared/data-rights.js';
import { dialectOf, type Db } from '../../db/connection.js';
import { apiTest } from '../../test/api-test.js';
import { addPartner, clearPartners } from '../../test/partner-fixtures.js';
import { json, VALID_QUOTE } from '../../test/test-app.js';
import { CANCELLED_BY_ERASURE } from './erase-repository.js';

const HOMEOWNER = {
  first_name: 'Aoibheann',
  last_name: 'Ní Bhriain-Quill',
  email: 'aoibheann.quill@example.ie',
  mobile_number: '087 555 9137',
  property_address: '77 Quayside Lane, Oranmore',
  additional_info: 'Back door sticks <script>alert(1)</script> ask for Dervla',
  eircode: 'H91 XK4P',
};

/** Every form the homeowner's data could be stored in: as typed, folded for search, as digits. */
const NEEDLES = [
  'Aoibheann',
  'Bhriain-Quill',
  'bhriain-quill',
  'aoibheann.quill@example.ie',
  '087 555 9137',
  '0875559137',
  '5559137',
  'Quayside Lane',
  'Back door sticks',
  'Dervla',
  'XK4P',
  'Gearóid-Nolan', // the name a staff edit gave
];

/** Every text column of every table in the app's schema, read from the database itself. */
async function textColumns(db: Db): Promise<{ table: string; column: string }[]> {
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ table: string; column: string }>`
      select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = current_schema()
        and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`.execute(db);
    return rows;
  }
  const tables = await sql<{ name: string }>`select name from sqlite_master
    where type = 'table' and name not like 'sqlite_stat%'`.execute(db);
  const out: { table: string; column: string }[] = [];
  for (const { name } of tables.rows) {
    const columns = await sql<{ name: string; type: string }>`
      select name, type from pragma_table_info(${name})`.execute(db);
    for (const column of columns.rows) {
      if (/int|real|num|blob/i.test(column.type)) continue;
      out.push({ table: name, column: column.name });
    }
  }
  return out;
}

/** Where any needle is still stored: "table.column: needle". */
async function findPersonalData(db: Db, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await textColumns(db)) {
    for (const needle of needles) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}
        where lower(cast(${sql.ref(column)} as text)) like ${`%${needle.toLowerCase()}%`}`.execute(
        db,
      );
      if (Number(rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}: ${needle}`);
    }
  }
  return found;
}

/** The dashboard's figures, without the time it was made and the rows that name leads. */
function figures(dashboard: Record<string, unknown>) {
  const {
    generatedAt: _at,
    recentActivity,
    tasks,
    ...rest
  } = dashboard as {
    generatedAt: string;
    recentActivity: unknown[];
    tasks: unknown[];
  };
  return { ...rest, recentActivity: recentActivity.length, tasks: tasks.length };
}

describe('data rights: download and erase a homeowner’s data', () => {
  apiTest(
    'erasure leaves no personal field anywhere and the counts unchanged',
    async ({ t, api, manager }) => {
      await clearPartners(t.db);
      const a = await addPartner(t.db, { name: 'Corrib Windows', email: 'leads@corrib.ie' });
      const b = await addPartner(t.db, { name: 'Atlantic Sash', email: 'jobs@atlanticsash.ie' });
      const created = await api.post('/api/quote', { ...VALID_QUOTE, ...HOMEOWNER });
      expect(created.statusCode).toBe(201);
      const id = json<{ id: number }>(created).id;

      // Staff work the lead: a note and a call naming the homeowner, an edit of their name.
      expect(
        (
          await api.post(`/api/quote/${id}/notes`, {
            text: 'Aoibheann prefers evenings, 087 555 9137',
          })
        ).statusCode,
      ).toBe(201);
      const call = await api.post(`/api/quote/${id}/calls`, {
        outcome: 'reached',
        note: 'Spoke to Dervla at 77 Quayside Lane',
      });
      expect(call.statusCode).toBe(201);
      expect((await api.patch(`/api/quote/${id}`, { last_name: 'Gearóid-Nolan' })).statusCode).toBe(
        200,
      );
      expect(
        (await api.patch(`/api/quote/${id}`, { last_name: HOMEOWNER.last_name })).statusCode,
      ).toBe(200);
      expect((await api.patch(`/api/quote/${id}`, { status: 'contacted' })).statusCode).toBe(200);
      // An installer's note, a webhook that quoted the request, a digest and an export's search.
      await t.db
        .updateTable('lead_partners')
        .set({ decline_note: 'Aoibheann said no', flag_note: 'wrong number 087 555 9137' })
        .where('lead_id', '=', id)
        .execute();
      const webhook = await t.db
        .insertInto('outbox')
        .values({
          lead_id: id,
          kind: 'partner_webhook',
          channel: 'webhook',
          recipient: 'https://corrib.ie/hook',
          subject: 'msg_1',
          body: JSON.stringify({ email: HOMEOWNER.email, name: HOMEOWNER.first_name }),
          dedupe_key: `test-webhook-${id}`,
          status: 'sent',
          attempts: 1,
          next_attempt_at: new Date().toISOString(),
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
          partner_id: a,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('webhook_deliveries')
        .values({
          outbox_id: webhook.id,
          attempt: 1,
          attempted_at: new Date().toISOString(),
          status_code: 400,
          error: `rejected ${HOMEOWNER.email}`,
          duration_ms: 12,
        })
        .execute();
      await t.db
        .insertInto('outbox')
        .values({
          lead_id: null,
          kind: 'manager_digest',
          channel: 'email',
          recipient: 'manager@test.ie',
          subject: 'Your leads today',
          body: `Overdue: Aoibheann ${HOMEOWNER.last_name} (ref. ${id}), call back. Also: Mary Murphy.`,
          dedupe_key: `test-digest-${id}`,
          status: 'sent',
          attempts: 1,
          next_attempt_at: new Date().toISOString(),
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .execute();
      const exported = await api.get(
        `/api/quote/export/csv?search=${encodeURIComponent(HOMEOWNER.email)}`,
      );
      expect(exported.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50)); // the export's audit is written after
      const before = await findPersonalData(t.db, NEEDLES);
      // The check finds them first, in each place they were written.
      expect(new Set(before.map((place) => place.split('.')[0]))).toEqual(
        new Set([
          'leads',
          'lead_events',
          'lead_partners',
          'outbox',
          'audit_log',
          'webhook_deliveries',
          ...(dialectOf(t.db) === 'sqlite' ? ['lead_search'] : []),
        ]),
      );

      // The download lists every installer and every message to the homeowner.
      const download = await api.get(`/api/quote/${id}/data`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="lead-${id}-data.json"`,
      );
      const data = json<LeadDataExport>(download);
      expect(data.request).toMatchObject({
        email: HOMEOWNER.email,
        last_name: HOMEOWNER.last_name,
      });
      expect(data.consent).toMatchObject({ given: true, wording_version: expect.any(String) });
      expect(data.consent.wording).toContain('partner installers');
      expect(data.recipients.map((r) => r.partner).sort()).toEqual([
        'Atlantic Sash',
        'Corrib Windows',
      ]);
      const homeownerMessages = await t.db
        .selectFrom('outbox')
        .select('kind')
        .where('lead_id', '=', id)
        .where('kind', 'like', 'customer_%')
        .execute();
      expect(homeownerMessages.length).toBeGreaterThan(0);
      expect(data.messages.map((m) => m.kind).sort()).toEqual(
        homeownerMessages.map((m) => m.kind).sort(),
      );
      expect(
        data.messages.every((m) => m.recipient === HOMEOWNER.email || m.channel === 'sms'),
      ).toBe(true);
      // Installers' messages are theirs, not the homeowner's.
      expect(data.messages.some((m) => m.kind === 'partner_email')).toBe(false);
      expect(data.events.map((e) => e.text)).toEqual(
        expect.arrayContaining([
          'We received your request from the page /.',
          'Your request was passed to Corrib Windows.',
          'Our staff changed its status from new to contacted.',
        ]),
      );

      const html = await api.get(`/api/quote/${id}/data?format=html`, { as: manager });
      expect(html.statusCode).toBe(200);
      expect(html.headers['content-type']).toContain('text/html');
      expect(html.body).toContain('Corrib Windows');
      expect(html.body).toContain('Atlantic Sash');
      expect(html.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html.body).not.toContain('<script>');

      const dashboard = figures(json(await api.get('/api/dashboard')));
      const summary = json(await api.get('/api/quote/summary'));
      const counts = await t.db
        .selectFrom('lead_counts')
        .selectAll()
        .orderBy('dimension')
        .orderBy('key')
        .orderBy('period')
        .orderBy('shard')
        .execute();

      // Managers may download but not erase.
      expect((await api.post(`/api/quote/${id}/erase`, {}, { as: manager })).statusCode).toBe(403);
      const erased = await api.post(`/api/quote/${id}/erase`, {});
      expect(erased.statusCode).toBe(200);
      const result = json<{
        partners_notified: number;
        messages_cancelled: number;
        erased_at: string;
      }>(erased);
      expect(result.partners_notified).toBe(2);
      expect(result.messages_cancelled).toBeGreaterThan(0);

      expect(await findPersonalData(t.db, NEEDLES)).toEqual([]);
      expect(figures(json(await api.get('/api/dashboard')))).toEqual(dashboard);
      expect(json(await api.get('/api/quote/summary'))).toEqual(summary);
      expect(
        await t.db
          .selectFrom('lead_counts')
          .selectAll()
          .orderBy('dimension')
          .orderBy('key')
          .orderBy('period')
          .orderBy('shard')
          .execute(),
      ).toEqual(counts);
      const found = json<unknown[]>(await api.get('/api/quote?search=aoibheann'));
      expect(found).toEqual([]);

      // Each installer is told, by reference only; queued messages to the homeowner never go.
      const notices = await t.db
        .selectFrom('outbox')
        .select(['recipient', 'subject', 'body'])
        .where('lead_id', '=', id)
        .where('kind', '=', 'partner_erasure_notice')
        .execute();
      expect(notices.map((n) => n.recipient).sort()).toEqual([
        'jobs@atlanticsash.ie',
        'leads@corrib.ie',
      ]);
      expect(notices[0]!.body).toContain(`reference ${id}`);
      const queued = await t.db
        .selectFrom('outbox')
        .select(['status', 'last_error'])
        .where('lead_id', '=', id)
        .where('kind', 'like', 'customer_%')
        .execute();
      expect(
        queued.every((m) => m.status === 'failed' && m.last_error === CANCELLED_BY_ERASURE),
      ).toBe(true);
      void b;

      // The lead stays, says when it was erased, and cannot be erased twice or changed.
      const lead = json<{ first_name: string; county: string; status: string }>(
        await api.get(`/api/quote/${id}`),
      );
      expect(lead).toMatchObject({ first_name: 'Erased', county: 'Galway', status: 'contacted' });
      const status = json<{
        erased_at: string;
        requests: { kind: string; completed_at: string }[];
      }>(await api.get(`/api/quote/${id}/data-rights`, { as: manager }));
      expect(status.erased_at).toBe(result.erased_at);
      expect(status.requests.find((r) => r.kind === 'erasure')).toMatchObject({
        requested_via: 'staff',
        completed_at: result.erased_at,
      });
      expect((await api.post(`/api/quote/${id}/erase`, {})).statusCode).toBe(409);
      expect((await api.patch(`/api/quote/${id}`, { first_name: 'Again' })).statusCode).toBe(409);
      expect((await api.post(`/api/quote/${id}/notes`, { text: 'x' })).statusCode).toBe(409);
      const after = json<LeadDataExport>(await api.get(`/api/quote/${id}/data`));
      expect(after.erased_at).toBe(result.erased_at);
      expect(after.recipients).toHaveLength(2);
      expect(after.request.email).toBe('');
      const audit = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('lead_id', '=', id)
        .where('action', 'in', ['lead_erased', 'lead_data_exported'])
        .execute();
      expect(audit.map((row) => row.action)).toContain('lead_erased');
    },
  );

  apiTest('two erasures at once: one erases, the other is a 409', async ({ api, t }) => {
    const created = await api.post('/api/quote', { ...VALID_QUOTE, email: 'twice@example.ie' });
    const id = json<{ id: number }>(created).id;
    const answers = await Promise.all([
      api.post(`/api/quote/${id}/erase`, {}),
      api.post(`/api/quote/${id}/erase`, {}),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const requests = await t.db
      .selectFrom('data_requests')
      .select('completed_at')
      .where('lead_id', '=', id)
      .where('kind', '=', 'erasure')
      .execute();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.completed_at).not.toBeNull();
  });

  apiTest('bad ids and formats are answered, never a 500', async ({ api }) => {
    expect((await api.get('/api/quote/999999/data')).statusCode).toBe(404);
    expect((await api.get('/api/quote/abc/data')).statusCode).toBe(404);
    expect((await api.post('/api/quote/999999/erase', {})).statusCode).toBe(404);
    expect((await api.get('/api/quote/999999/data-rights')).statusCode).toBe(404);
    const created = await api.post('/api/quote', { ...VALID_QUOTE, email: 'format@example.ie' });
    const id = json<{ id: number }>(created).id;
    const bad = await api.get(`/api/quote/${id}/data?format=pdf`);
    expect(bad.statusCode).toBe(422);
    expect((await api.get(`/api/quote/${id}/data`, { as: 'anonymous' })).statusCode).toBe(401);
  });
});
