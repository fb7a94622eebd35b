import { describe, expect } from 'vitest';
import { ROLE_IDS } from '../../../shared/roles.js';
import { apiTest, type Api } from '../../test/api-test.js';
import { createUserAndSignIn, json, VALID_QUOTE, type TestApp } from '../../test/test-app.js';

type LeadJson = {
  id: number;
  owner_id: number | null;
  owner_name: string | null;
  lost_reason: string;
  status: string;
};

async function submit(api: Api, tag: string): Promise<LeadJson> {
  const response = await api.post(
    '/api/quote',
    { ...VALID_QUOTE, email: `${tag}@owner.test`, first_name: tag },
    { as: 'anonymous' },
  );
  expect(response.statusCode).toBe(201);
  return json<LeadJson>(response);
}

async function settings(api: Api, round_robin: boolean) {
  const current = json<{ lost_reasons: string[] }>(await api.get('/api/settings/leads'));
  const response = await api.put('/api/settings/leads', { ...current, round_robin });
  expect(response.statusCode).toBe(200);
}

/** Only these managers are active (the rest are switched off), for a round-robin test. */
async function onlyManagers(t: TestApp, count: number) {
  await t.db
    .updateTable('users')
    .set({ is_active: 0 })
    .where('role_id', '=', ROLE_IDS.manager)
    .execute();
  const managers = [];
  for (let k = 0; k < count; k += 1) managers.push(await createUserAndSignIn(t, ROLE_IDS.manager));
  return managers;
}

describe('round-robin owners of new leads', () => {
  apiTest(
    'gives nine new leads to three managers in turn, none to an inactive one',
    async ({ api, t }) => {
      const managers = await onlyManagers(t, 3);
      const inactive = await createUserAndSignIn(t, ROLE_IDS.manager, { active: false });
      await settings(api, true);
      const owners: (number | null)[] = [];
      for (let k = 0; k < 9; k += 1) owners.push((await submit(api, `rr${k}`)).owner_id);
      const ids = managers.map((m) => m.id);
      const start = ids.indexOf(owners[0]!);
      expect(start).toBeGreaterThanOrEqual(0);
      expect(owners).toEqual(Array.from({ length: 9 }, (_, k) => ids[(start + k) % 3]));
      expect(owners).not.toContain(inactive.id);

      // Submitted at once (batched and racing): still a third each.
      const together = await Promise.all(
        Array.from({ length: 9 }, (_, k) => submit(api, `rrp${k}`)),
      );
      const perManager = ids.map((id) => together.filter((lead) => lead.owner_id === id).length);
      expect(perManager).toEqual([3, 3, 3]);

      // The timeline says who it went to, and how.
      const timeline = json<{ kind: string; to?: string; by?: string | null }[]>(
        await api.get(`/api/quote/${together[0]!.id}/timeline`),
      );
      expect(timeline).toContainEqual(
        expect.objectContaining({ kind: 'owner_changed', to: together[0]!.owner_name, by: null }),
      );
      const stored = json<LeadJson>(await api.get(`/api/quote/${together[0]!.id}`));
      expect(stored.owner_id).toBe(together[0]!.owner_id);

      await settings(api, false);
      expect((await submit(api, 'rr-off')).owner_id).toBeNull();
    },
  );
});

describe('assigning an owner', () => {
  apiTest(
    'admins assign anyone; managers take unassigned leads or give back their own',
    async ({ api, t, manager }) => {
      const lead = await submit(api, 'assign1');
      const other = await createUserAndSignIn(t, ROLE_IDS.manager);
      const me = json<{ id: number; name: string }>(await api.get('/api/auth/me', { as: manager }));

      const assigned = await api.put(`/api/quote/${lead.id}/owner`, { owner_id: other.id });
      expect(assigned.statusCode).toBe(200);
      expect(json<LeadJson>(assigned)).toMatchObject({
        owner_id: other.id,
        owner_name: expect.stringMatching(/Test User/),
      });

      // A manager cannot take a lead someone else owns.
      const taken = await api.put(
        `/api/quote/${lead.id}/owner`,
        { owner_id: me.id },
        { as: manager },
      );
      expect(taken.statusCode).toBe(403);

      const lead2 = await submit(api, 'assign2');
      const mine = await api.put(
        `/api/quote/${lead2.id}/owner`,
        { owner_id: me.id },
        { as: manager },
      );
      expect(json<LeadJson>(mine).owner_id).toBe(me.id);
      const back = await api.put(
        `/api/quote/${lead2.id}/owner`,
        { owner_id: null },
        { as: manager },
      );
      expect(json<LeadJson>(back).owner_id).toBeNull();

      const timeline = json<
        { kind: string; from?: string | null; to?: string | null; by?: string | null }[]
      >(await api.get(`/api/quote/${lead2.id}/timeline`));
      expect(timeline.filter((e) => e.kind === 'owner_changed')).toEqual([
        expect.objectContaining({ from: me.name, to: null, by: me.name }),
        expect.objectContaining({ from: null, to: me.name, by: me.name }),
      ]);
      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'owner_assigned')
        .where('lead_id', '=', lead2.id)
        .execute();
      expect(audit).toHaveLength(2);

      const user = await createUserAndSignIn(t, ROLE_IDS.user);
      const inactive = await createUserAndSignIn(t, ROLE_IDS.manager, { active: false });
      for (const owner_id of [user.id, inactive.id, 999_999]) {
        const refused = await api.put(`/api/quote/${lead.id}/owner`, { owner_id });
        expect(refused.statusCode).toBe(422);
        expect(json(refused).errors).toEqual({
          owner_id: 'Owner must be an active admin or manager',
        });
      }
      expect((await api.put(`/api/quote/${lead.id}/owner`, { owner_id: 'x' })).statusCode).toBe(
        422,
      );
      expect((await api.put(`/api/quote/${lead.id}/owner`, {})).statusCode).toBe(422);
      expect((await api.put('/api/quote/999999/owner', { owner_id: null })).statusCode).toBe(404);

      const staff = json<{ id: number }[]>(await api.get('/api/quote/owners', { as: manager }));
      expect(staff.map((s) => s.id)).toContain(other.id);
      expect(staff.map((s) => s.id)).not.toContain(user.id);
      expect(staff.map((s) => s.id)).not.toContain(inactive.id);
    },
  );

  apiTest(
    'filters the list by owner: mine, unassigned, both or one person',
    async ({ api, manager, reset }) => {
      await reset('leads');
      const me = json<{ id: number }>(await api.get('/api/auth/me', { as: manager }));
      const admin = json<{ id: number }>(await api.get('/api/auth/me'));
      const [a, b, c] = [await submit(api, 'f1'), await submit(api, 'f2'), await submit(api, 'f3')];
      await api.put(`/api/quote/${a.id}/owner`, { owner_id: me.id });
      await api.put(`/api/quote/${b.id}/owner`, { owner_id: admin.id });
      const ids = async (query: string) => {
        const list = await api.get(`/api/quote?${query}`, { as: manager });
        expect(list.statusCode).toBe(200);
        const summary = json<{ total: number }>(
          await api.get(`/api/quote/summary?${query}`, { as: manager }),
        );
        const rows = json<{ id: number }[]>(list).map((row) => row.id);
        expect(summary.total).toBe(rows.length);
        expect(Number(list.headers['x-total-count'])).toBe(rows.length);
        return rows.sort((x, y) => x - y);
      };
      expect(await ids('owner=me')).toEqual([a.id]);
      expect(await ids('owner=none')).toEqual([c.id]);
      expect(await ids('owner=me_or_none')).toEqual([a.id, c.id]);
      expect(await ids(`owner=${admin.id}`)).toEqual([b.id]);
      expect(await ids('owner=me&status=contacted')).toEqual([]);
      expect(await ids('owner=')).toEqual([a.id, b.id, c.id]);
      expect((await api.get('/api/quote?owner=someone', { as: manager })).statusCode).toBe(422);
      const csv = await api.get('/api/quote/export/csv?owner=me', { as: manager });
      expect(csv.body.split('\n').filter((line) => line.includes('f1@owner.test'))).toHaveLength(1);
      expect(csv.body).not.toContain('f3@owner.test');
    },
  );
});

describe('bulk actions', () => {
  apiTest(
    'change status, assign and delete the selection, each audited',
    async ({ api, t, manager }) => {
      const leads = [await submit(api, 'b1'), await submit(api, 'b2'), await submit(api, 'b3')];
      const ids = leads.map((lead) => lead.id);
      const admin = json<{ id: number; name: string }>(await api.get('/api/auth/me'));

      const status = await api.post(
        '/api/quote/bulk',
        { ids, action: 'status', status: 'contacted' },
        { as: manager },
      );
      expect(json(status)).toEqual({ message: '3 leads updated', count: 3 });
      const owner = await api.post('/api/quote/bulk', { ids, action: 'owner', owner_id: admin.id });
      expect(json(owner)).toEqual({ message: '3 leads assigned', count: 3 });
      expect(json<LeadJson>(await api.get(`/api/quote/${ids[1]}`))).toMatchObject({
        status: 'contacted',
        owner_id: admin.id,
        owner_name: admin.name,
      });
      const lost = await api.post('/api/quote/bulk', {
        ids: [ids[0]],
        action: 'status',
        status: 'lost',
        lost_reason: 'price',
      });
      expect(json(lost)).toEqual({ message: '1 lead updated', count: 1 });
      expect(json<LeadJson>(await api.get(`/api/quote/${ids[0]}`)).lost_reason).toBe('Price');

      expect(
        (
          await api.post(
            '/api/quote/bulk',
            { ids, action: 'owner', owner_id: null },
            { as: manager },
          )
        ).statusCode,
      ).toBe(403);
      const tooMany = await api.post('/api/quote/bulk', {
        ids: Array.from({ length: 501 }, (_, k) => k + 1),
        action: 'delete',
      });
      expect(tooMany.statusCode).toBe(422);
      expect(json(tooMany).errors).toEqual({ ids: 'At most 500 leads at a time' });
      expect(json(await api.post('/api/quote/bulk', { ids, action: 'status' })).errors).toEqual({
        status: 'Choose a status',
      });
      expect(json(await api.post('/api/quote/bulk', { ids: [], action: 'delete' })).errors).toEqual(
        { ids: 'Select at least one lead' },
      );
      expect((await api.post('/api/quote/bulk', { ids, action: 'archive' })).statusCode).toBe(422);
      expect((await api.post('/api/quote/bulk', [1])).statusCode).toBe(422);

      const deleted = await api.post(
        '/api/quote/bulk',
        { ids: [...ids, 999_999], action: 'delete' },
        { as: manager },
      );
      expect(json(deleted)).toEqual({ message: '3 leads deleted', count: 3 });
      expect((await api.get(`/api/quote/${ids[2]}`)).statusCode).toBe(404);
      // Each goes to the bin, where an admin can restore it, with its own audit entry.
      const binned = await t.db
        .selectFrom('lead_bin')
        .select('lead_id')
        .where('lead_id', 'in', ids)
        .execute();
      expect(binned).toHaveLength(3);
      const deletions = await t.db
        .selectFrom('audit_log')
        .select('lead_id')
        .where('action', '=', 'lead_deleted')
        .where('lead_id', 'in', ids)
        .execute();
      expect(deletions).toHaveLength(3);

      const audit = await t.db
        .selectFrom('audit_log')
        .select(['action', 'lead_count'])
        .where('lead_id', 'is', null)
        .execute();
      expect(audit).toEqual(
        expect.arrayContaining([
          { action: 'status_changed', lead_count: 3 },
          { action: 'owner_assigned', lead_count: 3 },
        ]),
      );
    },
  );
});

describe('lost reasons', () => {
  apiTest(
    'asks for a listed reason, keeps it while lost and counts it on the dashboard',
    async ({ api, manager, reset }) => {
      await reset('leads');
      const lead = await submit(api, 'lost1');
      // SPEC's Save Status sends the status alone: still accepted.
      const plain = await api.patch(`/api/quote/${lead.id}`, { status: 'lost' }, { as: manager });
      expect(json<LeadJson>(plain)).toMatchObject({ status: 'lost', lost_reason: '' });
      const unlisted = await api.patch(
        `/api/quote/${lead.id}`,
        { status: 'lost', lost_reason: 'Weather' },
        { as: manager },
      );
      expect(unlisted.statusCode).toBe(422);
      expect(json(unlisted).errors).toEqual({
        lost_reason: 'Lost reason must be one of the listed reasons',
      });
      const given = await api.patch(
        `/api/quote/${lead.id}`,
        { lost_reason: 'Out of area' },
        { as: manager },
      );
      expect(json<LeadJson>(given).lost_reason).toBe('Out of area');
      const lead2 = await submit(api, 'lost2');
      await api.patch(`/api/quote/${lead2.id}`, { status: 'lost', lost_reason: 'Out of area' });
      const notLost = await api.patch(`/api/quote/${(await submit(api, 'lost3')).id}`, {
        lost_reason: 'Price',
      });
      expect(json(notLost).errors).toEqual({
        lost_reason: 'A lost reason can only be given to a lost lead',
      });

      const dashboard = json<{ lostReasons: { reason: string; count: number }[] }>(
        await api.get('/api/dashboard'),
      );
      expect(dashboard.lostReasons).toEqual([{ reason: 'Out of area', count: 2 }]);
      const list = await api.get(`/api/quote?lost_reason=${encodeURIComponent('Out of area')}`);
      expect(list.headers['x-total-count']).toBe('2');

      // Reopened: the reason goes.
      const reopened = await api.patch(
        `/api/quote/${lead.id}`,
        { status: 'contacted' },
        { as: manager },
      );
      expect(json<LeadJson>(reopened).lost_reason).toBe('');

      // Admins edit the list; managers may read it but not change it.
      const reasons = ['Price', 'Went quiet'];
      expect(
        (
          await api.put(
            '/api/settings/leads',
            { round_robin: false, lost_reasons: reasons },
            { as: manager },
          )
        ).statusCode,
      ).toBe(403);
      const saved = await api.put('/api/settings/leads', {
        round_robin: false,
        lost_reasons: reasons,
      });
      expect(json(saved)).toEqual({ round_robin: false, lost_reasons: reasons });
      expect(json(await api.get('/api/settings/leads', { as: manager }))).toEqual({
        round_robin: false,
        lost_reasons: reasons,
      });
      const bad = await api.put('/api/settings/leads', {
        round_robin: 'yes',
        lost_reasons: ['a', 'A'],
      });
      expect(json(bad).errors).toEqual({
        round_robin: 'Round-robin must be on or off',
        lost_reasons: 'Each lost reason must be different',
      });
      expect(
        (await api.patch(`/api/quote/${lead2.id}`, { lost_reason: 'Went quiet' })).statusCode,
      ).toBe(200);
    },
  );
});
