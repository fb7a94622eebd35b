import { describe, expect } from 'vitest';
import type { AuditEntry } from '../../../shared/audit.js';
import type { BinEntry } from '../../../shared/lead-bin.js';
import type { TimelineEntry } from '../../../shared/lead-timeline.js';
import { apiTest } from '../../test/api-test.js';
import { addPartner, storeSubmittedLeadRow } from '../../test/partner-fixtures.js';
import { createUserAndSignIn } from '../../test/test-app.js';
import { binCutoff, purgeBinBefore } from './lead-bin-repository.js';

const total = (response: { headers: Record<string, unknown> }) =>
  Number(response.headers['x-total-count']);

describe('the bin', () => {
  apiTest(
    'a deleted lead waits in the bin and comes back with its id and history',
    async ({ api, t, manager }) => {
      await addPartner(t.db, { counties: ['Kerry'], name: 'Kerry Windows' });
      const lead = await storeSubmittedLeadRow(t.db, 'Kerry', 'binned@example.ie');
      const id = Number(lead.id);
      expect((await api.patch(`/api/quote/${id}`, { status: 'contacted' })).statusCode).toBe(200);
      const before = (await api.get(`/api/quote/${id}/timeline`)).json<TimelineEntry[]>();
      const summaryBefore = (await api.get('/api/quote/summary')).json<{ total: number }>();
      const searchBefore = total(await api.get('/api/quote?search=binned'));
      expect(searchBefore).toBe(1);

      // A manager deletes it: SPEC's answer, and the lead is gone from every list and count.
      const deleted = await api.delete(`/api/quote/${id}`, { as: manager });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ message: 'Lead deleted' });
      expect((await api.get(`/api/quote/${id}`)).statusCode).toBe(404);
      expect(total(await api.get('/api/quote?search=binned'))).toBe(0);
      expect((await api.get('/api/quote/summary')).json<{ total: number }>().total).toBe(
        summaryBefore.total - 1,
      );
      // Its queued messages are dropped with it, not sent later.
      const queued = await t.db
        .selectFrom('outbox')
        .select('id')
        .where('lead_id', '=', id)
        .execute();
      expect(queued).toEqual([]);

      // The bin (admins only) lists it with who deleted it and when it will be purged.
      expect((await api.get('/api/quote/bin', { as: manager })).statusCode).toBe(403);
      const bin = await api.get('/api/quote/bin');
      expect(bin.statusCode).toBe(200);
      const entry = bin.json<BinEntry[]>().find((row) => row.id === id)!;
      expect(entry).toMatchObject({ id, name: 'Mary Murphy' });
      expect(entry.deleted_by).toMatch(/^Test User/);
      expect(Date.parse(entry.purge_at) - Date.parse(entry.deleted_at)).toBe(30 * 86_400_000);

      // A manager may not restore; an admin may, once.
      expect((await api.post(`/api/quote/bin/${id}/restore`, {}, { as: manager })).statusCode).toBe(
        403,
      );
      const restored = await api.post(`/api/quote/bin/${id}/restore`, {});
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toEqual({ message: `Lead #${id} restored` });
      expect((await api.post(`/api/quote/bin/${id}/restore`, {})).statusCode).toBe(404);

      const back = await api.get(`/api/quote/${id}`);
      expect(back.statusCode).toBe(200);
      expect(back.json()).toMatchObject({ id, email: 'binned@example.ie', status: 'contacted' });
      // Found by search and counted again (the insert triggers ran).
      expect(total(await api.get('/api/quote?search=binned'))).toBe(1);
      expect((await api.get('/api/quote/summary')).json<{ total: number }>().total).toBe(
        summaryBefore.total,
      );
      const after = (await api.get(`/api/quote/${id}/timeline`)).json<TimelineEntry[]>();
      expect(after[0]).toMatchObject({ kind: 'restored', by: 'Administrator' });
      // Everything it had is back: the status change, the partner and the sent messages.
      const kinds = (entries: TimelineEntry[]) =>
        entries
          .filter((e) => e.kind !== 'restored' && e.kind !== 'message')
          .map((e) => `${e.kind} ${e.at}`);
      expect(kinds(after)).toEqual(kinds(before));
      expect(after.some((e) => e.kind === 'partner' && e.partner === 'Kerry Windows')).toBe(true);
      expect((await api.get('/api/quote/bin')).json<BinEntry[]>().some((e) => e.id === id)).toBe(
        false,
      );

      // The audit log names both actions and who did them.
      const audit = (await api.get(`/api/audit?limit=10`)).json<AuditEntry[]>();
      const mine = audit.filter((row) => row.lead_id === id).map((row) => row.action);
      expect(mine.slice(0, 3)).toEqual(['lead_restored', 'lead_deleted', 'status_changed']);
      const deletion = audit.find((row) => row.lead_id === id && row.action === 'lead_deleted')!;
      expect(deletion).toMatchObject({ user_name: expect.stringMatching(/^Test User/) });
      expect(deletion.detail).toEqual({ name: 'Mary Murphy' });
    },
  );

  apiTest('a new lead after a restore never takes a restored id', async ({ api, t }) => {
    const first = await storeSubmittedLeadRow(t.db, '', 'first@example.ie');
    const second = await storeSubmittedLeadRow(t.db, '', 'second@example.ie');
    // The newest lead deleted: SQLite's AUTOINCREMENT and PostgreSQL's sequence still move on.
    expect((await api.delete(`/api/quote/${second.id}`)).statusCode).toBe(200);
    const third = await storeSubmittedLeadRow(t.db, '', 'third@example.ie');
    expect(Number(third.id)).toBeGreaterThan(Number(second.id));
    expect((await api.post(`/api/quote/bin/${second.id}/restore`, {})).statusCode).toBe(200);
    const fourth = await storeSubmittedLeadRow(t.db, '', 'fourth@example.ie');
    expect(Number(fourth.id)).toBeGreaterThan(Number(third.id));
    expect(Number(first.id)).toBeLessThan(Number(second.id));
  });

  apiTest('restores a lead whose deleter and delivering staff are gone', async ({ api, t }) => {
    const staff = await createUserAndSignIn(t, 2);
    const lead = await storeSubmittedLeadRow(t.db, '', 'orphan@example.ie');
    const id = Number(lead.id);
    expect(
      (await api.patch(`/api/quote/${id}`, { status: 'quoted' }, { as: staff.headers })).statusCode,
    ).toBe(200);
    expect((await api.delete(`/api/quote/${id}`, { as: staff.headers })).statusCode).toBe(200);
    await t.db.deleteFrom('sessions').where('user_id', '=', staff.id).execute();
    await t.db.deleteFrom('users').where('id', '=', staff.id).execute();
    expect((await api.post(`/api/quote/bin/${id}/restore`, {})).statusCode).toBe(200);
    const timeline = (await api.get(`/api/quote/${id}/timeline`)).json<TimelineEntry[]>();
    expect(timeline.find((e) => e.kind === 'status_changed')).toMatchObject({ by: null });
  });

  apiTest('refuses a restore when a lead with the id exists again', async ({ api, t }) => {
    const lead = await storeSubmittedLeadRow(t.db, '', 'clash@example.ie');
    const id = Number(lead.id);
    const row = await t.db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect((await api.delete(`/api/quote/${id}`)).statusCode).toBe(200);
    await t.db
      .insertInto('leads')
      .values({ ...row, idempotency_key: null })
      .execute();
    const refused = await api.post(`/api/quote/bin/${id}/restore`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Lead #${id} exists already, so it cannot be restored`);
    // Still in the bin.
    expect((await api.get('/api/quote/bin')).json<BinEntry[]>().some((e) => e.id === id)).toBe(
      true,
    );
  });

  apiTest('answers 404 and 422 for leads that are not there', async ({ api }) => {
    expect((await api.delete('/api/quote/99999999')).statusCode).toBe(404);
    expect((await api.post('/api/quote/bin/99999999/restore', {})).statusCode).toBe(404);
    expect((await api.post('/api/quote/bin/abc/restore', {})).statusCode).toBe(404);
    expect((await api.get('/api/quote/bin?limit=0')).statusCode).toBe(422);
    expect((await api.get('/api/quote/bin', { as: 'anonymous' })).statusCode).toBe(401);
  });

  apiTest('pages the bin, most recently deleted first', async ({ api, t }) => {
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const lead = await storeSubmittedLeadRow(t.db, '', `page${n}@example.ie`);
      ids.push(Number(lead.id));
      expect((await api.delete(`/api/quote/${lead.id}`)).statusCode).toBe(200);
    }
    const first = await api.get('/api/quote/bin?limit=2');
    const all = total(first);
    expect(all).toBeGreaterThanOrEqual(3);
    const second = await api.get('/api/quote/bin?limit=2&offset=2');
    const seen = [...first.json<BinEntry[]>(), ...second.json<BinEntry[]>()].map((e) => e.id);
    expect(seen.slice(0, 3)).toEqual([ids[2], ids[1], ids[0]]);
  });

  apiTest('the sweep purges leads 30 days in the bin, recorded as the app', async ({ api, t }) => {
    const old = await storeSubmittedLeadRow(t.db, '', 'purged@example.ie');
    const fresh = await storeSubmittedLeadRow(t.db, '', 'kept@example.ie');
    expect((await api.delete(`/api/quote/${old.id}`)).statusCode).toBe(200);
    expect((await api.delete(`/api/quote/${fresh.id}`)).statusCode).toBe(200);
    await t.db
      .updateTable('lead_bin')
      .set({ deleted_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where('lead_id', '=', Number(old.id))
      .execute();
    expect(await purgeBinBefore(t.db, binCutoff())).toBe(1);
    const bin = (await api.get('/api/quote/bin?limit=200')).json<BinEntry[]>().map((e) => e.id);
    expect(bin).toContain(Number(fresh.id));
    expect(bin).not.toContain(Number(old.id));
    expect((await api.post(`/api/quote/bin/${old.id}/restore`, {})).statusCode).toBe(404);
    const purged = (await api.get('/api/audit?action=lead_purged')).json<AuditEntry[]>();
    expect(purged[0]).toMatchObject({
      action: 'lead_purged',
      lead_id: Number(old.id),
      user_id: null,
      user_name: '',
      detail: { name: 'Mary Murphy' },
    });
  });
});
