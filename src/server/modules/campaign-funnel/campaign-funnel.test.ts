import type { FastifyRequest } from 'fastify';
import { describe, expect } from 'vitest';
import { addDays, type CampaignFunnel } from '../../../shared/campaign-funnel.js';
import { dublinWallClock } from '../../../shared/dublin-day.js';
import type { Lead } from '../../../shared/lead-schema.js';
import { apiTest, apiTestWith } from '../../test/api-test.js';
import { leadData } from '../../test/lead-test-data.js';
import { anotherHomeowner, VALID_QUOTE } from '../../test/sample-quote.js';
import { json, TEST_DRIVER, type TestApp } from '../../test/test-app.js';
import { insertLeads } from '../leads/lead-repository.js';
import { addPartner } from '../../test/partner-fixtures.js';
import { countPageView } from './campaign-funnel-routes.js';
import { markAllFunnelHours } from '../../db/migrations/2026-11-28-0035-funnel-lead-counts.js';
import { createDb, inTransaction, type Db } from '../../db/connection.js';
import { FUNNEL_RECOUNT_JOB } from './funnel-recount-job.js';
import { dublinDateStart, recountChangedDays } from './funnel-repository.js';

/** An app whose public posts are limited to two a window per client. */
const limited = apiTestWith({ QUOTE_RATE_LIMIT: '2' });

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** A server-rendered page request as register-web sees it. */
function pageRequest(
  t: TestApp,
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): FastifyRequest {
  return {
    method,
    url,
    headers: { 'user-agent': BROWSER, ...headers },
    server: t.app,
  } as unknown as FastifyRequest;
}

function view(t: TestApp, url: string, options?: Parameters<typeof pageRequest>[2]) {
  countPageView(pageRequest(t, url, options), new URL(url, 'http://x').pathname);
}

const today = () => dublinWallClock().date;

describe('the funnel per campaign (issue 29, decision 0913)', () => {
  apiTest(
    'counts views of public pages (not bots, HEAD, prefetches or previews) and starts, as daily counters',
    async ({ t, api }) => {
      view(t, '/dublin?utm_source=Facebook&utm_medium=paid_social&utm_campaign=spring');
      view(t, '/dublin/about');
      view(t, '/about/dublin');
      view(t, '/dublin', {
        headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
      });
      view(t, '/dublin', { headers: { 'user-agent': '' } });
      view(t, '/dublin', { method: 'HEAD' });
      view(t, '/dublin', { headers: { 'sec-purpose': 'prefetch;prerender' } });
      view(t, '/dublin', { headers: { purpose: 'prefetch' } });
      view(t, '/dublin?preview');
      view(t, '/');
      view(t, '/admin/leads');

      const start = (body: unknown, userAgent = BROWSER) =>
        api.post('/api/funnel/start', body as Record<string, unknown>, {
          as: 'anonymous',
          headers: { 'user-agent': userAgent },
        });
      const started = await start({
        path: '/dublin',
        utm_source: 'Facebook',
        utm_campaign: 'spring',
      });
      expect(started.statusCode, started.body).toBe(204);
      expect((await start({ path: '/dublin' }, 'curl/8.0')).statusCode).toBe(204);

      await t.app.funnel.flush();
      const rows = await t.db
        .selectFrom('funnel_counts')
        .innerJoin('funnel_keys', 'funnel_keys.id', 'funnel_counts.key_id')
        .select(['day', 'path', 'utm_source', 'utm_medium', 'utm_campaign', 'views', 'starts'])
        .orderBy('path')
        .orderBy('utm_source')
        .orderBy('utm_medium')
        .execute();
      expect(
        rows.map((row) => ({ ...row, views: Number(row.views), starts: Number(row.starts) })),
      ).toEqual([
        {
          day: today(),
          path: '/',
          utm_source: '',
          utm_medium: '',
          utm_campaign: '',
          views: 1,
          starts: 0,
        },
        {
          day: today(),
          path: '/dublin',
          utm_source: '',
          utm_medium: '',
          utm_campaign: '',
          views: 2,
          starts: 0,
        },
        {
          day: today(),
          path: '/dublin',
          utm_source: 'facebook',
          utm_medium: '',
          utm_campaign: 'spring',
          views: 0,
          starts: 1,
        },
        {
          day: today(),
          path: '/dublin',
          utm_source: 'facebook',
          utm_medium: 'paid_social',
          utm_campaign: 'spring',
          views: 1,
          starts: 0,
        },
      ]);

      // A second flush adds to the same rows (an upsert), never a row per view.
      view(t, '/');
      view(t, '/');
      await t.app.funnel.flush();
      const base = await t.db
        .selectFrom('funnel_counts')
        .innerJoin('funnel_keys', 'funnel_keys.id', 'funnel_counts.key_id')
        .select(['views'])
        .where('path', '=', '/')
        .executeTakeFirstOrThrow();
      expect(Number(base.views)).toBe(3);
      await t.db.deleteFrom('funnel_counts').execute();
    },
  );

  apiTest(
    'refuses a start that is not one, with a 422 per field and never a 500',
    async ({ api }) => {
      const cases: [unknown, Record<string, string>][] = [
        [{ path: '/admin/leads' }, { path: 'Path must be a page variant such as / or /dublin' }],
        [{ path: '/dublin/about' }, { path: 'Path must be a page variant such as / or /dublin' }],
        [{ path: 7 }, { path: 'Path must be text' }],
        [
          { path: '/', utm_source: 'x'.repeat(101) },
          { utm_source: 'UTM source must be at most 100 characters' },
        ],
        [
          { path: '/', utm_campaign: 'a<b' },
          { utm_campaign: 'UTM campaign holds characters a tag never has' },
        ],
      ];
      for (const [body, errors] of cases) {
        const response = await api.post('/api/funnel/start', body as Record<string, unknown>, {
          as: 'anonymous',
        });
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(json(response).errors).toEqual(errors);
      }
      const extra = await api.post(
        '/api/funnel/start',
        { path: '/', ip: '1.2.3.4' },
        { as: 'anonymous' },
      );
      expect(extra.statusCode).toBe(422);
      const notJson = await api.call('POST', '/api/funnel/start', 'path=/', {
        as: 'anonymous',
        headers: { 'content-type': 'text/plain' },
      });
      expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
      expect(notJson.statusCode).toBeLessThan(500);
    },
  );

  apiTest(
    'the lead figures agree with the lead list filtered the same way, on Irish-day boundaries',
    async ({ t, api, reset }) => {
      await reset('lead_partners', 'leads');
      const to = today();
      const from = addDays(to, -6);
      const periodStart = dublinDateStart(from).getTime();
      const submitted = async (visit: Record<string, unknown>) => {
        const sent = await api.post(
          '/api/quote',
          { ...VALID_QUOTE, ...anotherHomeowner(), ...visit },
          { as: 'anonymous' },
        );
        expect(sent.statusCode, sent.body).toBe(201);
        return json<Lead>(sent).id;
      };
      const facebook = { url_type: '/dublin', utm_source: 'facebook', utm_campaign: 'spring' };
      const won = await submitted(facebook);
      await submitted(facebook);
      await submitted({ url_type: '/dublin', utm_source: 'google', utm_medium: 'cpc' });
      await submitted({ url_type: '/' });
      // The first instant of the period is in it; the one before belongs to the previous period.
      const [first, before] = await insertLeads(t.db, [
        leadData({ ...facebook, created_at: new Date(periodStart).toISOString() }),
        leadData({ ...facebook, created_at: new Date(periodStart - 60_000).toISOString() }),
      ]);
      expect(first && before).toBeTruthy();
      const assigned = new Date().toISOString();
      await t.db
        .insertInto('lead_partners')
        .values([
          {
            lead_id: won,
            partner_id: null,
            partner_name: 'Glaze',
            method: 'manual',
            assigned_at: assigned,
            response: 'accepted',
            outcome: 'won',
          },
          {
            lead_id: first!,
            partner_id: null,
            partner_name: 'Glaze',
            method: 'manual',
            assigned_at: assigned,
            response: 'pending',
            outcome: '',
          },
        ])
        .execute();
      view(t, '/dublin?utm_source=facebook&utm_campaign=spring');
      view(t, '/dublin?utm_source=facebook&utm_campaign=spring');
      view(t, '/dublin');
      view(t, '/');

      const response = await api.get(`/api/campaigns?from=${from}&to=${to}`);
      expect(response.statusCode, response.body).toBe(200);
      const funnel = json<CampaignFunnel>(response);
      expect(funnel.period).toEqual({ from, to, days: 7 });
      expect(funnel.previous_period).toEqual({
        from: addDays(from, -7),
        to: addDays(from, -1),
        days: 7,
      });

      // The lead list with the same filter, kept to the same instants.
      const listed = async (query: string) => {
        const list = await api.get(`/api/quote?limit=500&${query}`);
        expect(list.statusCode).toBe(200);
        return json<Lead[]>(list).filter((lead) => Date.parse(lead.created_at) >= periodStart);
      };
      const all = await listed('');
      const page = (path: string) => funnel.pages.find((row) => row.path === path)!;
      expect(page('/dublin').current.submits).toBe(
        all.filter((lead) => lead.url_type === '/dublin').length,
      );
      expect(page('/dublin').current).toMatchObject({
        views: 3,
        submits: 4,
        passed: 2,
        accepted: 1,
        quoted: 1,
        won: 1,
        conversion_rate: 133.3,
      });
      expect(page('/dublin').previous.submits).toBe(1);
      expect(page('/').current).toMatchObject({ views: 1, submits: 1, conversion_rate: 100 });
      const facebookRow = funnel.sources.find(
        (row) => row.source === 'facebook' && row.medium === '',
      )!;
      expect(facebookRow.current.submits).toBe((await listed('utm_source=facebook')).length);
      expect(facebookRow.current).toMatchObject({ views: 2, submits: 3 });
      const spring = funnel.campaigns.find((row) => row.campaign === 'spring')!;
      expect(spring.current.submits).toBe((await listed('utm_campaign=spring')).length);
      expect(funnel.totals.current.submits).toBe(all.length);
      expect(funnel.totals.previous.submits).toBe(1);
      expect(funnel.daily).toHaveLength(7);
      expect(funnel.daily.find((day) => day.date === from)?.submits).toBe(1);
      expect(funnel.daily.find((day) => day.date === to)).toMatchObject({ views: 4, submits: 4 });

      // Narrowed to one campaign tag, as the list's utm_campaign filter.
      const narrowed = json<CampaignFunnel>(
        await api.get(`/api/campaigns?days=7&utm_campaign=SPRING`),
      );
      expect(narrowed.totals.current).toMatchObject({ views: 2, submits: 3 });
      await t.db.deleteFrom('funnel_counts').execute();
    },
  );

  apiTest(
    'is for admins and managers, and names what is wrong with a period',
    async ({ api, manager, t }) => {
      expect((await api.get('/api/campaigns', { as: 'anonymous' })).statusCode).toBe(401);
      expect((await api.get('/api/campaigns', { as: manager })).statusCode).toBe(200);
      const { createUserAndSignIn } = await import('../../test/test-app.js');
      const user = await createUserAndSignIn(t, 3);
      expect((await api.get('/api/campaigns', { as: user.headers })).statusCode).toBe(403);

      const cases: [string, Record<string, string>][] = [
        ['from=2026-11-01', { to: 'Give both from and to' }],
        ['from=2026-11-10&to=2026-11-01', { to: 'To must not be before from' }],
        ['from=2024-01-01&to=2026-01-01', { to: 'A period is at most 366 days' }],
        ['from=2026-02-30&to=2026-03-02', { from: 'Not a real date' }],
        ['from=yesterday&to=2026-03-02', { from: 'Use a date such as 2026-11-27' }],
        ['days=12', { days: 'Days must be 7, 30 or 90' }],
        ['days=7&from=2026-11-01&to=2026-11-02', { days: 'Give days or from and to, not both' }],
      ];
      for (const [query, errors] of cases) {
        const response = await api.get(`/api/campaigns?${query}`);
        expect(response.statusCode, query).toBe(422);
        expect(json(response).errors, query).toEqual(errors);
      }
      const defaults = json<CampaignFunnel>(await api.get('/api/campaigns'));
      expect(defaults.period).toMatchObject({ to: today(), days: 30 });
    },
  );
});

describe('the start beacon is rate limited', () => {
  limited('a third start in the window is a 429, counted apart from quotes', async ({ api }) => {
    const start = () => api.post('/api/funnel/start', { path: '/' }, { as: 'anonymous' });
    expect((await start()).statusCode).toBe(204);
    expect((await start()).statusCode).toBe(204);
    const refused = await start();
    expect(refused.statusCode).toBe(429);
    expect(json(refused).message).toBeTruthy();
    const quote = await api.post(
      '/api/quote',
      { ...VALID_QUOTE, ...anotherHomeowner() },
      { as: 'anonymous' },
    );
    expect(quote.statusCode, quote.body).toBe(201);
  });
});

const DAY_MS = 86_400_000;
/** Noon in Dublin `days` before today, as stored. */
const daysAgo = (days: number) =>
  new Date(dublinDateStart(addDays(today(), -days)).getTime() + 12 * 3_600_000).toISOString();

async function dirtyHours(db: Db): Promise<number> {
  const row = await db
    .selectFrom('funnel_dirty_hours')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the funnel keeps its lead figures counted per day (decision 0913)', () => {
  apiTest(
    'a later change to an older lead is counted before the next read; a binned lead leaves',
    async ({ t, api, reset }) => {
      await reset('lead_partners', 'leads');
      const [id] = await insertLeads(t.db, [
        leadData({ url_type: '/cork', utm_source: 'google', created_at: daysAgo(3) }),
      ]);
      const totals = async () =>
        json<CampaignFunnel>(await api.get('/api/campaigns?days=7')).totals.current;
      expect(await totals()).toMatchObject({ submits: 1, quoted: 0, won: 0 });
      expect(await dirtyHours(t.db)).toBe(0);

      const converted = await api.patch(`/api/quote/${id}`, { status: 'converted' });
      expect(converted.statusCode, converted.body).toBe(200);
      expect(await dirtyHours(t.db)).toBe(1);
      expect(await totals()).toMatchObject({ submits: 1, quoted: 1, won: 1 });

      const binned = await api.delete(`/api/quote/${id}`);
      expect(binned.statusCode, binned.body).toBeLessThan(300);
      expect(await totals()).toMatchObject({ submits: 0, quoted: 0, won: 0 });
    },
  );

  apiTest(
    'the job counts a backlog of changed days, a month a round, until none is left',
    async ({ t, api, reset }) => {
      await reset('lead_partners', 'leads');
      // A lead every 5 days over 80 days, counted by no one yet (as after a bulk load).
      await insertLeads(
        t.db,
        Array.from({ length: 17 }, (_, k) =>
          leadData({ url_type: '/', ...anotherHomeowner(), created_at: daysAgo(k * 5) }),
        ),
      );
      await t.db.deleteFrom('funnel_lead_counts').execute();
      await t.db.deleteFrom('funnel_dirty_hours').execute();
      await markAllFunnelHours(t.db);
      expect(await dirtyHours(t.db)).toBe(17);

      const outcomes = await t.app.jobs.runDue(new Date(Date.now() + 7 * DAY_MS));
      const rounds = outcomes.filter((outcome) => outcome.name === FUNNEL_RECOUNT_JOB);
      expect(rounds.map((round) => round.result?.days)).toEqual([7, 7, 3]);
      expect(await dirtyHours(t.db)).toBe(0);
      const funnel = json<CampaignFunnel>(await api.get('/api/campaigns?days=90'));
      expect(funnel.totals.current.submits).toBe(17);
    },
  );

  apiTest.skipIf(TEST_DRIVER !== 'postgres')(
    'two recounts of one day at once, from two connections, count it once',
    async ({ t, reset }) => {
      await reset('lead_partners', 'leads');
      await t.db.deleteFrom('funnel_dirty_hours').execute();
      await t.db.deleteFrom('funnel_lead_counts').execute();
      const noon = Date.parse(daysAgo(2));
      await insertLeads(t.db, [
        leadData({ ...anotherHomeowner(), created_at: new Date(noon).toISOString() }),
        leadData({ ...anotherHomeowner(), created_at: new Date(noon + 3_600_000).toISOString() }),
      ]);
      expect(await dirtyHours(t.db)).toBe(2);
      const other = createDb(t.config.database, t.config.pool);
      try {
        // Each claims one of the day's two hours and counts the whole day again; the second
        // starts while the first has counted but not yet committed.
        const hour = (ms: number) => new Date(ms).toISOString();
        let counted!: () => void;
        let commit!: () => void;
        const firstCounted = new Promise<void>((resolve) => (counted = resolve));
        const mayCommit = new Promise<void>((resolve) => (commit = resolve));
        const first = inTransaction(t.db, async (trx) => {
          const days = await recountChangedDays(trx, hour(noon), hour(noon + 3_600_000));
          counted();
          await mayCommit;
          return days;
        });
        await firstCounted;
        const second = inTransaction(other, (trx) =>
          recountChangedDays(trx, hour(noon + 3_600_000), hour(noon + 7_200_000)),
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        commit();
        expect(await Promise.all([first, second])).toEqual([1, 1]);
      } finally {
        await other.destroy();
      }
      const rows = await t.db.selectFrom('funnel_lead_counts').selectAll().execute();
      expect(rows.map((row) => Number(row.submits))).toEqual([2]);
    },
  );

  apiTest(
    'leads and their installers stored together note each of their hours, once a statement on PostgreSQL',
    async ({ t, api, reset }) => {
      await reset('lead_partners', 'leads');
      await t.db.deleteFrom('funnel_dirty_hours').execute();
      await t.db.deleteFrom('funnel_lead_counts').execute();
      const noon = Date.parse(daysAgo(2));
      const at = (hours: number) => new Date(noon + hours * 3_600_000).toISOString();
      const ids = await insertLeads(
        t.db,
        [0, 0, 0, 1, 1].map((hours) => leadData({ ...anotherHomeowner(), created_at: at(hours) })),
      );
      const partner = await addPartner(t.db);
      await t.db
        .insertInto('lead_partners')
        .values(
          ids.map((lead_id) => ({
            lead_id,
            partner_id: partner,
            partner_name: 'Partner',
            method: 'auto',
            assigned_by: null,
            assigned_at: at(30),
          })),
        )
        .execute();
      const marked = await t.db
        .selectFrom('funnel_dirty_hours')
        .select('hour')
        .orderBy('hour')
        .execute();
      // Two hours, noted by the leads' statement and again by the assignments'; SQLite's
      // row triggers note each row.
      const twoHours = [at(0), at(0), at(1), at(1)].map((hour) => hour.slice(0, 13));
      if (TEST_DRIVER === 'postgres') expect(marked.map((row) => row.hour)).toEqual(twoHours);
      else expect(marked).toHaveLength(10);

      const funnel = json<CampaignFunnel>(await api.get('/api/campaigns?days=7'));
      expect(funnel.totals.current).toMatchObject({ submits: 5, passed: 5 });
      expect(await dirtyHours(t.db)).toBe(0);
    },
  );
});
