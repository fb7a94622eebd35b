import { describe, expect } from 'vitest';
import type { AuditEntry } from '../../../shared/audit.js';
import type { DashboardAnswer } from '../../../shared/dashboard.js';
import { endOfDublinDay } from '../../../shared/dublin-day.js';
import type { Lead } from '../../../shared/lead-schema.js';
import type { TimelineEntry } from '../../../shared/lead-timeline.js';
import type { Db } from '../../db/connection.js';
import { apiTest, type Api } from '../../test/api-test.js';
import { clearOfDublinMidnight } from '../../test/lead-test-data.js';
import { json, VALID_QUOTE } from '../../test/test-app.js';

let counter = 0;
async function newLead(api: Api, fields: Partial<typeof VALID_QUOTE> = {}): Promise<Lead> {
  counter += 1;
  const response = await api.post(
    '/api/quote',
    { ...VALID_QUOTE, email: `work${counter}@example.ie`, ...fields },
    { as: 'anonymous' },
  );
  expect(response.statusCode, response.body).toBe(201);
  return json<Lead>(response);
}

async function timeline(api: Api, id: number) {
  const response = await api.get(`/api/quote/${id}/timeline`);
  expect(response.statusCode).toBe(200);
  return json<TimelineEntry[]>(response);
}

async function auditOf(t: { db: Db }, leadId: number) {
  const rows = await t.db
    .selectFrom('audit_log')
    .select(['action', 'user_name', 'detail'])
    .where('lead_id', '=', leadId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    action: row.action as AuditEntry['action'],
    user_name: row.user_name,
    detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : {},
  }));
}

describe('notes, calls, corrections and next actions', () => {
  apiTest('a note is in the timeline with its author, and in the audit log', async ({ api, t }) => {
    const lead = await newLead(api);
    const added = await api.post(`/api/quote/${lead.id}/notes`, {
      text: '  Prefers calls after 6pm  ',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(json<Lead>(added).id).toBe(lead.id);
    const [latest] = await timeline(api, lead.id);
    expect(latest).toMatchObject({
      kind: 'note',
      text: 'Prefers calls after 6pm',
      by: 'Administrator',
    });
    expect(await auditOf(t, lead.id)).toEqual([
      { action: 'note_added', user_name: 'Administrator', detail: { characters: 23 } },
    ]);
  });

  apiTest('a manager may add notes too', async ({ api, manager }) => {
    const lead = await newLead(api);
    const added = await api.post(
      `/api/quote/${lead.id}/notes`,
      { text: 'Left a voicemail' },
      { as: manager },
    );
    expect(added.statusCode).toBe(201);
  });

  apiTest(
    'bad notes are 422 in plain words; a missing lead is 404; no sign-in is 401',
    async ({ api }) => {
      const lead = await newLead(api);
      const blank = await api.post(`/api/quote/${lead.id}/notes`, { text: '   ' });
      expect(blank.statusCode).toBe(422);
      expect(json(blank).errors).toEqual({ text: 'Note is required' });
      const long = await api.post(`/api/quote/${lead.id}/notes`, { text: 'x'.repeat(2001) });
      expect(json(long).errors).toEqual({ text: 'Note must be at most 2000 characters' });
      const notText = await api.post(`/api/quote/${lead.id}/notes`, { text: 5 });
      expect(notText.statusCode).toBe(422);
      const list = await api.post(`/api/quote/${lead.id}/notes`, ['text']);
      expect(list.statusCode).toBe(422);
      expect((await api.post('/api/quote/999999/notes', { text: 'Hi' })).statusCode).toBe(404);
      expect((await api.post('/api/quote/abc/notes', { text: 'Hi' })).statusCode).toBe(404);
      const anonymous = await api.post(
        `/api/quote/${lead.id}/notes`,
        { text: 'Hi' },
        { as: 'anonymous' },
      );
      expect(anonymous.statusCode).toBe(401);
    },
  );

  apiTest(
    'a logged call shows its outcome; "call back" sets the next action',
    async ({ api, t }) => {
      const lead = await newLead(api);
      const noAnswer = await api.post(`/api/quote/${lead.id}/calls`, { outcome: 'no_answer' });
      expect(noAnswer.statusCode, noAnswer.body).toBe(201);
      expect(json<Lead>(noAnswer).next_action_at).toBeNull();

      const at = '2030-03-04T10:30:00+00:00';
      const callBack = await api.post(`/api/quote/${lead.id}/calls`, {
        outcome: 'call_back',
        note: 'Wife decides, call Thursday',
        call_back_at: at,
      });
      expect(callBack.statusCode, callBack.body).toBe(201);
      expect(json<Lead>(callBack)).toMatchObject({
        next_action_at: '2030-03-04T10:30:00.000Z',
        next_action_label: 'Call back',
      });
      const entries = await timeline(api, lead.id);
      expect(
        entries
          .slice(0, 3)
          .map((entry) => entry.kind)
          .sort(),
      ).toEqual(['call', 'call', 'next_action_set']);
      expect(entries).toContainEqual(
        expect.objectContaining({
          kind: 'call',
          outcome: 'call_back',
          note: 'Wife decides, call Thursday',
          call_back_at: '2030-03-04T10:30:00.000Z',
          by: 'Administrator',
        }),
      );
      expect(entries).toContainEqual(
        expect.objectContaining({
          kind: 'call',
          outcome: 'no_answer',
          note: '',
          call_back_at: null,
        }),
      );
      expect((await auditOf(t, lead.id)).map((entry) => entry.action)).toEqual([
        'call_logged',
        'call_logged',
        'next_action_set',
      ]);
      const fetched = json<Lead>(await api.get(`/api/quote/${lead.id}`));
      expect(fetched.next_action_label).toBe('Call back');
    },
  );

  apiTest('a call is checked: outcome, call-back time', async ({ api }) => {
    const lead = await newLead(api);
    const url = `/api/quote/${lead.id}/calls`;
    const noOutcome = await api.post(url, {});
    expect(noOutcome.statusCode).toBe(422);
    expect(json(noOutcome).errors).toHaveProperty('outcome');
    const badOutcome = await api.post(url, { outcome: 'busy' });
    expect(json(badOutcome).errors).toEqual({
      outcome: 'Outcome must be one of: reached, no_answer, wrong_number, call_back',
    });
    const noTime = await api.post(url, { outcome: 'call_back' });
    expect(json(noTime).errors).toEqual({
      call_back_at: 'Call back time is required when the outcome is Call back',
    });
    const badTime = await api.post(url, { outcome: 'call_back', call_back_at: 'tomorrow' });
    expect(json(badTime).errors).toEqual({
      call_back_at: 'Call back time must be a date and time',
    });
    const longNote = await api.post(url, { outcome: 'reached', note: 'x'.repeat(2001) });
    expect(json(longNote).errors).toEqual({ note: 'Note must be at most 2000 characters' });
  });

  apiTest('the next action is set, checked and cleared', async ({ api, t }) => {
    const lead = await newLead(api);
    const url = `/api/quote/${lead.id}/next-action`;
    const set = await api.put(url, { due_at: '2030-01-02T09:00:00.000Z', label: 'Send quote' });
    expect(set.statusCode, set.body).toBe(200);
    expect(json<Lead>(set)).toMatchObject({
      next_action_at: '2030-01-02T09:00:00.000Z',
      next_action_label: 'Send quote',
    });
    const longLabel = await api.put(url, { due_at: '2030-01-02T09:00:00Z', label: 'x'.repeat(61) });
    expect(json(longLabel).errors).toEqual({ label: 'Label must be at most 60 characters' });
    const noLabel = await api.put(url, { due_at: '2030-01-02T09:00:00Z', label: ' ' });
    expect(json(noLabel).errors).toEqual({ label: 'Label is required' });
    const noTime = await api.put(url, { label: 'Call' });
    expect(json(noTime).errors).toEqual({ due_at: 'Due time is required' });

    const cleared = await api.delete(url);
    expect(cleared.statusCode).toBe(200);
    expect(json<Lead>(cleared)).toMatchObject({ next_action_at: null, next_action_label: '' });
    const [latest, before] = await timeline(api, lead.id);
    expect(latest).toMatchObject({ kind: 'next_action_set', due_at: null, label: '' });
    expect(before).toMatchObject({ kind: 'next_action_set', due_at: '2030-01-02T09:00:00.000Z' });
    expect((await auditOf(t, lead.id)).map((entry) => entry.detail)).toEqual([
      { due_at: '2030-01-02T09:00:00.000Z', label: 'Send quote' },
      { cleared: true },
    ]);
    expect((await api.delete('/api/quote/999999/next-action')).statusCode).toBe(404);
  });

  apiTest(
    'a correction is in the timeline as old → new per field, and audited',
    async ({ api, t }) => {
      const lead = await newLead(api, { mobile_number: '087 123 4567' });
      const edited = await api.patch(`/api/quote/${lead.id}`, {
        mobile_number: '086 765 4321',
        property_address: '2 Quay Street, Galway',
        first_name: 'Mary',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const [latest] = await timeline(api, lead.id);
      expect(latest).toMatchObject({ kind: 'updated', by: 'Administrator' });
      expect(latest?.kind === 'updated' && latest.changes).toEqual([
        { field: 'mobile_number', from: '087 123 4567', to: '086 765 4321' },
        { field: 'property_address', from: '1 Main Street, Galway', to: '2 Quay Street, Galway' },
      ]);
      const corrected = await api.patch(`/api/quote/${lead.id}`, { county: 'Mayo' });
      expect(corrected.statusCode).toBe(200);
      const [county] = await timeline(api, lead.id);
      expect(county?.kind === 'updated' && county.changes).toEqual([
        { field: 'county', from: 'Galway', to: 'Mayo' },
      ]);
      expect(await auditOf(t, lead.id)).toEqual([
        {
          action: 'lead_edited',
          user_name: 'Administrator',
          detail: { fields: ['mobile_number', 'property_address'] },
        },
        { action: 'lead_edited', user_name: 'Administrator', detail: { fields: ['county'] } },
      ]);
      const bad = await api.patch(`/api/quote/${lead.id}`, { mobile_number: 'call me' });
      expect(bad.statusCode).toBe(422);
      expect(json(bad).errors).toEqual({
        mobile_number: 'Mobile number must be a valid phone number',
      });
    },
  );
});

describe('the Overdue and Due today filters', () => {
  apiTest(
    'list, count and dashboard agree, the two are disjoint, and Overdue lists the oldest due first',
    async ({ api, reset }) => {
      // The lead due today stays in the future and in today until the filters are read.
      await clearOfDublinMidnight(30_000);
      await reset('leads');
      const now = Date.now();
      const endOfToday = endOfDublinDay(new Date(now)).getTime();
      const times = {
        longOverdue: new Date(now - 3 * 86_400_000),
        overdue: new Date(now - 3_600_000),
        today: new Date(now + (endOfToday - now) / 2),
        tomorrow: new Date(endOfToday + 3_600_000),
      };
      const ids: Record<string, number> = {};
      for (const [name, at] of Object.entries(times)) {
        const lead = await newLead(api);
        ids[name] = lead.id;
        const set = await api.put(`/api/quote/${lead.id}/next-action`, {
          due_at: at.toISOString(),
          label: name,
        });
        expect(set.statusCode).toBe(200);
      }
      await newLead(api); // none set

      const list = async (filter: string) => {
        const response = await api.get(`/api/quote?filter=${filter}`);
        expect(response.statusCode, response.body).toBe(200);
        return {
          ids: json<Lead[]>(response).map((lead) => lead.id),
          total: Number(response.headers['x-total-count']),
        };
      };
      const overdue = await list('overdue');
      expect(overdue.ids).toEqual([ids.longOverdue, ids.overdue]);
      const dueToday = await list('due_today');
      expect(dueToday.ids).toEqual([ids.today]);

      const summary = json<{ total: number }>(await api.get('/api/quote/summary?filter=overdue'));
      expect(summary.total).toBe(2);
      // A page that is not the last one takes its total from countLeads.
      const paged = await api.get('/api/quote?filter=overdue&limit=1');
      expect(paged.headers['x-total-count']).toBe('2');

      const dashboard = json<DashboardAnswer>(await api.get('/api/dashboard'));
      expect(dashboard.nextActions).toEqual({ overdue: overdue.total, dueToday: dueToday.total });
      expect(dashboard.nextActions).toEqual({ overdue: 2, dueToday: 1 });
    },
    // Up to 31 s of waiting for midnight to pass, then the test itself.
    75_000,
  );

  apiTest('the follow-up queue lists the longest waiting first', async ({ api, t, reset }) => {
    await reset('leads');
    const first = await newLead(api);
    const second = await newLead(api);
    const old = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await t.db
      .updateTable('leads')
      .set({ created_at: old(5), updated_at: old(5) })
      .where('id', '=', first.id)
      .execute();
    await t.db
      .updateTable('leads')
      .set({ created_at: old(9), updated_at: old(9) })
      .where('id', '=', second.id)
      .execute();
    const response = await api.get('/api/quote?filter=followup');
    expect(json<Lead[]>(response).map((lead) => lead.id)).toEqual([second.id, first.id]);
  });

  apiTest('an unknown filter is still a 422 naming the new ones', async ({ api }) => {
    const response = await api.get('/api/quote?filter=later');
    expect(response.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string> }>(response).errors.filter).toContain(
      'overdue, due_today',
    );
  });
});
