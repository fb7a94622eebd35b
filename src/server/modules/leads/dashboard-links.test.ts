import { describe, expect } from 'vitest';
import type { DashboardAnswer } from '../../../shared/dashboard.js';
import {
  DASHBOARD_FIGURES,
  figureSearch,
  type DashboardFigureName,
} from '../../../shared/dashboard-links.js';
import { apiTest } from '../../test/api-test.js';
import {
  clearOfDublinMidnight,
  hoursAgo,
  hoursSinceDublinMidnight,
  leadData,
} from '../../test/lead-test-data.js';
import { json } from '../../test/test-app.js';
import { insertLeads, type NewLead } from './lead-repository.js';

const DAY_HOURS = 24;

/** Leads of every kind a figure counts: ages, statuses, held for county or consent. */
function seedLeads(): NewLead[] {
  const leads: NewLead[] = [];
  const statuses = ['new', 'contacted', 'quoted', 'converted', 'lost'] as const;
  // Hours between the leads of one age, a step per status.
  const step = 0.01;
  // Today's two ages, and their steps, fit between midnight and now, however early in the
  // Irish day the test runs.
  const todaySpan = 0.5 + step * (statuses.length - 1);
  const scale = Math.min(1, (0.9 * hoursSinceDublinMidnight()) / todaySpan);
  const ages = [0.05 * scale, 0.5 * scale, 3 * DAY_HOURS, 10 * DAY_HOURS, 45 * DAY_HOURS];
  ages.forEach((age, ageIndex) => {
    const ageStep = ageIndex < 2 ? step * scale : step;
    statuses.forEach((status, statusIndex) => {
      const created = hoursAgo(age + statusIndex * ageStep);
      leads.push(
        leadData({
          first_name: `Figure${ageIndex}${statusIndex}`,
          status,
          created_at: created,
          // Touched long ago or just now, so the follow-up rule picks some and not others.
          updated_at: statusIndex % 2 === 0 ? created : hoursAgo(0),
          county: (ageIndex + statusIndex) % 4 === 0 ? '' : 'Galway',
          consent_at: (ageIndex + statusIndex) % 3 === 0 ? null : created,
          consent_version: (ageIndex + statusIndex) % 3 === 0 ? '' : 'v1',
        }),
      );
    });
  });
  return leads;
}

describe('dashboard figures open the leads they count', () => {
  apiTest.beforeAll(async ({ t, reset }) => {
    // Both tests read "today" after this; the day must not end under them.
    await clearOfDublinMidnight(45_000);
    await reset('lead_events', 'leads');
    await insertLeads(t.db, seedLeads());
  });

  for (const role of ['admin', 'manager'] as const) {
    apiTest(
      `each ${role} dashboard figure equals the total of its list`,
      async ({ api, admin, manager }) => {
        const as = role === 'admin' ? admin : manager;
        const dashboard = await api.get('/api/dashboard', { as });
        expect(dashboard.statusCode).toBe(200);
        const figures = json<DashboardAnswer>(dashboard);
        expect(figures.totals.all).toBe(25);
        for (const name of Object.keys(DASHBOARD_FIGURES) as DashboardFigureName[]) {
          const expected = DASHBOARD_FIGURES[name].count(figures);
          const search = figureSearch(name);
          // A one-row page makes the server count; a full page reads its total off the rows.
          for (const limit of [1, 500]) {
            const list = await api.get(`/api/quote?${search}&limit=${limit}`, { as });
            expect(list.statusCode, `${name} (${search})`).toBe(200);
            expect(
              Number(list.headers['x-total-count']),
              `${name} (${search}) limit ${limit}`,
            ).toBe(expected);
          }
          const summary = await api.get(`/api/quote/summary?${search}`, { as });
          expect(json<{ total: number }>(summary).total, `${name} summary`).toBe(expected);
        }
        // Every filter has leads behind it, so none of these agree by both being zero.
        expect(figures.totals.today).toBeGreaterThan(0);
        expect(figures.needsConsent).toBeGreaterThan(0);
        expect(figures.needsCounty).toBeGreaterThan(0);
        expect(figures.followUp).toBeGreaterThan(0);
        expect(figures.totals.thisWeek).toBeGreaterThan(figures.totals.today);
        expect(figures.totals.thisMonth).toBeGreaterThan(figures.totals.thisWeek);
      },
    );
  }

  apiTest('the new filters are accepted, and an unknown one is a 422', async ({ api }) => {
    for (const filter of ['today', 'needs_consent', 'open', 'this_week', 'this_month']) {
      expect((await api.get(`/api/quote?filter=${filter}`)).statusCode).toBe(200);
    }
    const wrong = await api.get('/api/quote?filter=yesterday');
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong).errors).toHaveProperty('filter');
  });

  apiTest('needs consent lists exactly the leads held for consent', async ({ api }) => {
    const response = await api.get('/api/quote?filter=needs_consent&limit=500');
    const leads = json<{ consent: boolean; consent_at: string | null }[]>(response);
    expect(leads.length).toBeGreaterThan(0);
    expect(leads.every((lead) => !lead.consent && lead.consent_at === null)).toBe(true);
  });
});
