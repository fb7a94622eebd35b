import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DashboardSummary } from '../../../shared/dashboard.js';
import { apiTest } from '../../test/api-test.js';
import { json, TEST_DRIVER, type TestApp } from '../../test/test-app.js';
import { insertUser } from '../users/user-repository.js';
import { dashboardSummary } from './dashboard-repository.js';
import { recordLeadEvents, type NewLeadEvent } from './lead-event-repository.js';
import { insertLeads } from './lead-repository.js';
import { leadData } from '../../test/lead-test-data.js';

const NOW = new Date('2026-06-15T12:00:00.000Z'); // 13:00 in Dublin (summer time)
const MINUTE = 60_000;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const days = (n: number) => n * 24 * 60 * MINUTE;

// Empties the tables first: the figures below share the file's database.
describe('dashboard figures on an empty database', () => {
  apiTest('are zeros and no average', async ({ t, reset }) => {
    await reset('lead_events', 'leads');
    const figures = await dashboardSummary(t.db, t.config.database.kind, NOW);
    expect(figures).toMatchObject({
      totals: { all: 0, today: 0, thisWeek: 0, thisMonth: 0 },
      conversionRate: 0,
      followUp: 0,
      avgResponseMinutes: null,
      week: { newLeads: 0, contacted: 0, quoted: 0, converted: 0 },
      byUrl: [],
      recentActivity: [],
      tasks: [],
    });
  });
});

describe('dashboard figures', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let summary: DashboardSummary;
  const ids: Record<string, number> = {};

  apiTest.beforeAll(async ({ t: fileApp, admin: fileAdmin }) => {
    t = fileApp;
    admin = fileAdmin;
    const staff = await insertUser(t.db, {
      name: 'Sinead Staff',
      email: 'sinead@test.ie',
      passwordHash: 'x',
      roleId: 2,
    });
    const leads = {
      // Just after midnight in Dublin, still "yesterday" in UTC: counts as today.
      today: leadData({
        first_name: 'Today',
        url_type: '/dublin',
        created_at: '2026-06-14T23:30:00.000Z',
      }),
      lateYesterday: leadData({
        first_name: 'Late',
        url_type: '/dublin',
        status: 'contacted',
        created_at: '2026-06-14T22:30:00.000Z',
        updated_at: '2026-06-14T23:00:00.000Z',
      }),
      won: leadData({
        first_name: 'Won',
        url_type: '/dublin',
        status: 'converted',
        created_at: at(-days(3)),
        updated_at: at(-days(1)),
      }),
      stale: leadData({
        first_name: 'Stale',
        url_type: '/cork',
        status: 'quoted',
        created_at: at(-days(10)),
        updated_at: at(-days(5)),
      }),
      waiting: leadData({ first_name: 'Waiting', url_type: '/cork', created_at: at(-days(20)) }),
      old: leadData({
        first_name: 'Old',
        url_type: '/',
        status: 'lost',
        created_at: at(-days(40)),
        updated_at: at(-days(40) + 10 * MINUTE),
      }),
      twoDays: leadData({ first_name: 'TwoDays', url_type: '/', created_at: at(-days(2)) }),
    };
    const inserted = await insertLeads(t.db, Object.values(leads));
    Object.keys(leads).forEach((key, index) => (ids[key] = inserted[index]!));

    const events: NewLeadEvent[] = Object.entries(leads).map(([key, lead]) => ({
      lead_id: ids[key]!,
      type: 'created',
      to_status: 'new',
      created_at: lead.created_at,
    }));
    const change = (key: string, from: string, to: string, createdAt: string): NewLeadEvent => ({
      lead_id: ids[key]!,
      type: 'status_changed',
      from_status: from,
      to_status: to,
      user_id: Number(staff.id),
      created_at: createdAt,
    });
    events.push(
      change('lateYesterday', 'new', 'contacted', '2026-06-14T23:00:00.000Z'), // 30 min
      change('won', 'new', 'contacted', at(-days(3) + 60 * MINUTE)), // 60 min
      change('won', 'contacted', 'converted', at(-days(1))),
      change('stale', 'new', 'contacted', at(-days(10) + 120 * MINUTE)), // 120 min
      change('stale', 'contacted', 'quoted', at(-days(5))),
      change('old', 'new', 'lost', at(-days(40) + 10 * MINUTE)), // older than 30 days
    );
    await recordLeadEvents(t.db, events);
    summary = await dashboardSummary(t.db, t.config.database.kind, NOW);
  });

  it('counts leads today (Irish day), in the last 7 and the last 30 days', () => {
    expect(summary.generatedAt).toBe(NOW.toISOString());
    expect(summary.totals).toEqual({ all: 7, today: 1, thisWeek: 4, thisMonth: 6 });
  });

  it('counts statuses, conversion and the follow-up queue', () => {
    expect(summary.byStatus).toEqual({ new: 3, contacted: 1, quoted: 1, converted: 1, lost: 1 });
    expect(summary.conversionRate).toBe(14);
    expect(summary.followUp).toBe(3);
  });

  it('averages the minutes to the first status change over the last 30 days', () => {
    expect(summary.avgResponseMinutes).toBe(70);
  });

  it("sums the week's new leads and status changes", () => {
    expect(summary.week).toEqual({ newLeads: 4, contacted: 2, quoted: 1, converted: 1 });
  });

  it('ranks page variants by leads with their conversion', () => {
    expect(summary.byUrl).toEqual([
      { url_type: '/dublin', total: 3, converted: 1, conversionRate: 33 },
      { url_type: '/', total: 2, converted: 0, conversionRate: 0 },
      { url_type: '/cork', total: 2, converted: 0, conversionRate: 0 },
    ]);
  });

  it('lists the ten latest events with lead and staff names', () => {
    expect(summary.recentActivity).toHaveLength(10);
    expect(
      summary.recentActivity
        .slice(0, 4)
        .map((a) => [a.lead_name, a.type, a.to_status, a.user_name]),
    ).toEqual([
      ['Today Murphy', 'created', 'new', null],
      ['Late Murphy', 'status_changed', 'contacted', 'Sinead Staff'],
      ['Late Murphy', 'created', 'new', null],
      ['Won Murphy', 'status_changed', 'converted', 'Sinead Staff'],
    ]);
    expect(summary.recentActivity[1]).toMatchObject({
      lead_id: ids.lateYesterday,
      from_status: 'new',
      created_at: '2026-06-14T23:00:00.000Z',
    });
  });

  it('orders follow-up tasks oldest first, by how long each has waited', () => {
    expect(summary.tasks.map((task) => [task.priority, task.lead_id])).toEqual([
      ['high', ids.waiting],
      ['medium', ids.stale],
      ['high', ids.twoDays],
      ['low', ids.today],
    ]);
    expect(summary.tasks[0]).toMatchObject({ lead_name: 'Waiting Murphy', status: 'new' });
  });

  it('answers the same figures from GET /api/dashboard', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: admin });
    expect(response.statusCode).toBe(200);
    const body = json<DashboardSummary>(response);
    expect(body.totals.all).toBe(7);
    expect(body.byStatus).toEqual(summary.byStatus);
    expect(body.byUrl).toEqual(summary.byUrl);
    expect(Date.parse(body.generatedAt)).toBeGreaterThan(NOW.getTime());
  });
});

// Winter: Dublin's midnight is a UTC midnight, so today starts on a whole counter day.
describe('dashboard figures in winter', () => {
  const WINTER = new Date('2026-12-15T12:00:00.000Z');

  apiTest('count each period from its first minute to the last', async ({ t, reset }) => {
    await reset('lead_events', 'leads');
    const created = {
      today: '2026-12-15T00:10:00.000Z',
      yesterday: '2026-12-14T23:50:00.000Z',
      // The last 30 days start at 12:00 on 15 November.
      firstOfMonth: '2026-11-15T12:05:00.000Z',
      beforeMonth: '2026-11-15T11:55:00.000Z',
    };
    const ids = await insertLeads(
      t.db,
      Object.values(created).map((at) => leadData({ created_at: at, updated_at: at })),
    );
    const answered = (k: number, minutes: number): NewLeadEvent => ({
      lead_id: ids[k]!,
      type: 'status_changed',
      from_status: 'new',
      to_status: 'contacted',
      created_at: new Date(Date.parse(Object.values(created)[k]!) + minutes * MINUTE).toISOString(),
    });
    await recordLeadEvents(t.db, [answered(0, 10), answered(2, 30), answered(3, 500)]);
    const figures = await dashboardSummary(t.db, t.config.database.kind, WINTER);
    expect(figures.totals).toEqual({ all: 4, today: 1, thisWeek: 2, thisMonth: 3 });
    // The leads of the last 30 days answered in 10 and 30 minutes; the one before, left out.
    expect(figures.avgResponseMinutes).toBe(20);
  });
});

describe("the week's status changes", () => {
  apiTest('read the type index alone, never a row of the events', async ({ t, reset }) => {
    await reset('lead_events', 'leads');
    // A Sunday evening: the week holds seven days of changes.
    const sunday = new Date('2026-06-21T19:00:00.000Z');
    const before = (ms: number) => new Date(sunday.getTime() - ms).toISOString();
    const ids = await insertLeads(
      t.db,
      Array.from({ length: 200 }, () => leadData({ created_at: before(days(90)) })),
    );
    // Twelve weeks of changes, as a live back office has: the week is a small part of them.
    const statuses = ['contacted', 'quoted', 'converted'] as const;
    const events: NewLeadEvent[] = Array.from({ length: 6_000 }, (_, k) => ({
      lead_id: ids[k % ids.length]!,
      type: k % 5 === 0 ? 'note' : 'status_changed',
      from_status: 'new',
      to_status: statuses[k % 3]!,
      created_at: before(k * 20 * MINUTE),
    }));
    for (let start = 0; start < events.length; start += 500) {
      await recordLeadEvents(t.db, events.slice(start, start + 500));
    }
    const statements: CompiledQuery[] = [];
    const watched = t.db.withPlugin({
      transformQuery: ({ node }) => {
        const compiled = t.db.getExecutor().compileQuery(node, { queryId: 'plan' });
        if (/count\(distinct "lead_id"\)/.test(compiled.sql)) statements.push(compiled);
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const figures = await dashboardSummary(watched, t.config.database.kind, sunday);
    expect(figures.week.contacted + figures.week.quoted + figures.week.converted).toBeGreaterThan(
      0,
    );
    expect(statements).toHaveLength(1);
    const postgres = TEST_DRIVER === 'postgres';
    if (postgres) await sql`analyze lead_events`.execute(t.db);
    const { rows } = await t.db.executeQuery<Record<string, string>>(
      CompiledQuery.raw(`${postgres ? 'explain' : 'explain query plan'} ${statements[0]!.sql}`, [
        ...statements[0]!.parameters,
      ]),
    );
    const plan = rows.map((row) => row['QUERY PLAN'] ?? row.detail).join('\n');
    if (!postgres) {
      expect(plan).toMatch(/USING COVERING INDEX lead_events_type_idx/);
      return;
    }
    // PostgreSQL skips the table where its visibility map says it may (autovacuum keeps it so;
    // the other tests' transactions here hold it back), so the plan names the index and the
    // index holds every column the query reads.
    expect(plan).toMatch(/(Index (Only )?Scan using|Bitmap Index Scan on) lead_events_type_idx/);
    const { rows: index } = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes
      where indexname = 'lead_events_type_idx' and schemaname = current_schema()`.execute(t.db);
    expect(index[0]?.indexdef).toMatch(/\(type, to_status, created_at, lead_id\)/);
  });
});
