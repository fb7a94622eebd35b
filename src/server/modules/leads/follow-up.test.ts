import { describe, expect, it } from 'vitest';
import type { DashboardSummary, LeadSummary } from '../../../shared/dashboard.js';
import type { Lead } from '../../../shared/lead-schema.js';
import { apiTest } from '../../test/api-test.js';
import { json, type TestApp } from '../../test/test-app.js';
import { insertLeads } from './lead-repository.js';
import { hoursAgo, leadData } from '../../test/lead-test-data.js';

/** The dashboard's pending count and tasks, the Follow-up Queue and its cards agree. */
describe('one follow-up rule', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  apiTest.beforeAll(async ({ t: fileApp, admin: fileAdmin }) => {
    t = fileApp;
    headers = fileAdmin;
    const lead = (status: string, createdHours: number, updatedHours = createdHours) =>
      leadData({
        first_name: `${status}-${createdHours}`,
        status: status as never,
        created_at: hoursAgo(createdHours),
        updated_at: hoursAgo(updatedHours),
      });
    await insertLeads(t.db, [
      lead('new', 2), // fresh: not yet waiting
      lead('new', 23.5),
      lead('new', 25), // waiting (high)
      lead('new', 24 * 40), // waiting, from an older day
      lead('contacted', 24 * 10, 24 * 4), // stale (medium)
      lead('quoted', 24 * 10, 24 * 3 + 1), // stale, within the cut-off's day
      lead('quoted', 24 * 10, 24 * 2), // recently touched
      lead('converted', 24 * 30), // closed: never waiting
      lead('lost', 24 * 30),
    ]);
  });

  const get = async <T>(url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return { body: json<T>(response), total: Number(response.headers['x-total-count']) };
  };

  it('gives the same leads and counts everywhere', async () => {
    const dashboard = (await get<DashboardSummary>('/api/dashboard')).body;
    const queue = await get<Lead[]>('/api/quote?filter=followup&limit=2');
    const all = await get<Lead[]>('/api/quote?filter=followup');
    const cards = (await get<LeadSummary>('/api/quote/summary?filter=followup')).body;

    expect(dashboard.followUp).toBe(4);
    expect(queue.total).toBe(4);
    expect(all.body).toHaveLength(4);
    expect(cards.total).toBe(4);
    expect(cards.byStatus).toMatchObject({ new: 2, contacted: 1, quoted: 1, converted: 0 });

    const waiting = new Set(all.body.map((lead) => lead.id));
    const overdue = dashboard.tasks.filter((task) => task.priority !== 'low');
    expect(overdue).toHaveLength(4);
    for (const task of overdue) expect(waiting.has(task.lead_id)).toBe(true);
    // Low-priority tasks are the fresh new leads the rule does not pick yet.
    for (const task of dashboard.tasks.filter((task) => task.priority === 'low')) {
      expect(waiting.has(task.lead_id)).toBe(false);
    }
  });

  it('keeps the counters in step with status changes and deletions', async () => {
    const queue = await get<Lead[]>('/api/quote?filter=followup');
    const first = queue.body[0]!;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/quote/${first.id}`,
      headers,
      payload: { status: 'converted' },
    });
    const second = queue.body[1]!;
    await t.app.inject({ method: 'DELETE', url: `/api/quote/${second.id}`, headers });
    const dashboard = (await get<DashboardSummary>('/api/dashboard')).body;
    const cards = (await get<LeadSummary>('/api/quote/summary?filter=followup')).body;
    const rows = await get<Lead[]>('/api/quote?filter=followup');
    expect(dashboard.followUp).toBe(2);
    expect(cards.total).toBe(2);
    expect(rows.body).toHaveLength(2);
    expect(dashboard.totals.all).toBe(8);
    expect(dashboard.byStatus.converted).toBe(2);
  });
});
