import { describe, expect } from 'vitest';
import type { AuditEntry } from '../../../shared/audit.js';
import { apiTest } from '../../test/api-test.js';
import { storeSubmittedLeadRow } from '../../test/partner-fixtures.js';
import { createUserAndSignIn } from '../../test/test-app.js';
import { recordAudit } from './audit-repository.js';

const entries = (response: { json: () => unknown }) => response.json() as AuditEntry[];

describe('GET /api/audit', () => {
  apiTest(
    'records status changes and consent confirmations with who did them',
    async ({ api, t }) => {
      const staff = await createUserAndSignIn(t, 2);
      const lead = await storeSubmittedLeadRow(t.db, 'Cork', 'status@example.ie');
      const id = Number(lead.id);
      // A status change with a field correction is two actions: the change and the edit.
      const patched = await api.patch(
        `/api/quote/${id}`,
        { status: 'quoted', additional_info: 'Nine windows' },
        { as: staff.headers },
      );
      expect(patched.statusCode).toBe(200);
      const held = await t.db
        .insertInto('leads')
        .values({
          ...(await t.db
            .selectFrom('leads')
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirstOrThrow()),
          id: undefined,
          idempotency_key: null,
          consent_at: null,
          email: 'held@example.ie',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await api.post(`/api/quote/${held.id}/consent`, {})).statusCode).toBe(200);

      const mine = entries(await api.get(`/api/audit?user_id=${staff.id}`));
      expect(mine).toHaveLength(2);
      expect(mine.find((entry) => entry.action === 'status_changed')).toMatchObject({
        user_id: staff.id,
        lead_id: id,
        lead_count: 1,
        detail: { from: 'new', to: 'quoted' },
      });
      expect(mine.find((entry) => entry.action === 'lead_edited')).toMatchObject({
        user_id: staff.id,
        lead_id: id,
        detail: { fields: ['additional_info'] },
      });
      const consent = entries(await api.get('/api/audit?action=consent_confirmed'));
      expect(consent[0]).toMatchObject({ lead_id: Number(held.id), user_name: 'Administrator' });
    },
  );

  apiTest('filters by person, action and Irish calendar days, newest first', async ({ api, t }) => {
    const a = await createUserAndSignIn(t, 2);
    const b = await createUserAndSignIn(t, 2);
    const at = async (iso: string, who: { id: number }, action: AuditEntry['action']) => {
      await recordAudit(t.db, { id: who.id, name: `User ${who.id}` }, { action, leadId: 7 });
      await t.db
        .updateTable('audit_log')
        .set({ created_at: iso })
        .where('id', '=', (eb) => eb.selectFrom('audit_log').select(eb.fn.max('id').as('m')))
        .execute();
    };
    // 30 June 23:30 UTC is 1 July 00:30 in Dublin.
    await at('2025-06-30T23:30:00.000Z', a, 'note_added');
    await at('2025-06-30T22:30:00.000Z', a, 'call_logged');
    await at('2025-07-02T10:00:00.000Z', b, 'note_added');
    await at('2025-07-03T10:00:00.000Z', a, 'note_added');

    const july1 = entries(await api.get('/api/audit?from=2025-07-01&to=2025-07-01'));
    expect(july1.map((e) => e.at)).toEqual(['2025-06-30T23:30:00.000Z']);
    const range = entries(await api.get('/api/audit?from=2025-06-30&to=2025-07-03'));
    expect(range.map((e) => e.at)).toEqual([
      '2025-07-03T10:00:00.000Z',
      '2025-07-02T10:00:00.000Z',
      '2025-06-30T23:30:00.000Z',
      '2025-06-30T22:30:00.000Z',
    ]);
    const aNotes = entries(
      await api.get(`/api/audit?user_id=${a.id}&action=note_added&to=2025-07-31`),
    );
    expect(aNotes.map((e) => e.at)).toEqual([
      '2025-07-03T10:00:00.000Z',
      '2025-06-30T23:30:00.000Z',
    ]);

    // Paged: the header says whether an older page follows.
    const page1 = await api.get('/api/audit?from=2025-06-30&to=2025-07-03&limit=3');
    expect(entries(page1)).toHaveLength(3);
    expect(page1.headers['x-has-more']).toBe('true');
    const page2 = await api.get('/api/audit?from=2025-06-30&to=2025-07-03&limit=3&offset=3');
    expect(entries(page2).map((e) => e.at)).toEqual(['2025-06-30T22:30:00.000Z']);
    expect(page2.headers['x-has-more']).toBe('false');
  });

  apiTest(
    'is for admins only, and says what is wrong with a bad filter',
    async ({ api, manager }) => {
      expect((await api.get('/api/audit', { as: manager })).statusCode).toBe(403);
      expect((await api.get('/api/audit', { as: 'anonymous' })).statusCode).toBe(401);
      const bad = await api.get('/api/audit?action=nope&from=2025-13-40&to=x&user_id=a&limit=500');
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual([
        'action',
        'from',
        'limit',
        'to',
        'user_id',
      ]);
      const backwards = await api.get('/api/audit?from=2025-07-02&to=2025-07-01');
      expect(backwards.statusCode).toBe(422);
      expect(backwards.json().errors).toEqual({ to: 'From must be on or before To' });
    },
  );
});
