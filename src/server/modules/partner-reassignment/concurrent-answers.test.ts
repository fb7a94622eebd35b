import { describe, expect, it } from 'vitest';
import { retriedConflicts } from '../../db/connection.js';
import { apiTestWith } from '../../test/api-test.js';
import { signedInInstaller } from '../../test/installer-fixtures.js';
import { addPartner, clearPartners, smsFailedTo } from '../../test/partner-fixtures.js';
import { anotherHomeowner } from '../../test/sample-quote.js';
import { VALID_QUOTE, type TestApp } from '../../test/test-app.js';

// 200 requests share the pool's 10 connections: a wait for one may pass the 2 s default.
const patientPool = apiTestWith({ PG_CONNECT_TIMEOUT_MS: '15000' });

const COUNTIES = ['Dublin', 'Meath'];
const DECLINE = { path: 'decline', payload: { reason: 'too_busy' } };
const FLAG = { path: 'flag', payload: { reason: 'wrong_number' } };

/**
 * Transactions this process ran again after a deadlock: every transaction goes through
 * retryingConflicts, and a deadlock anywhere else would answer 5xx. (PostgreSQL's own count
 * is the whole database's, where other test files run at the same time.)
 */
const deadlocks = () => retriedConflicts.deadlock;

/**
 * Installers declining or flagging their leads while homeowners submit: each hands its lead on
 * to the next partner while submits lock the same county's partners. An installer answering
 * two leads at once used to deadlock PostgreSQL on their partner's row (see recordResponse).
 */
describe('installers answering many leads at once while homeowners submit', () => {
  let t: TestApp;
  patientPool.beforeAll(async ({ t: fileApp }) => {
    t = fileApp;
  });

  const submit = (i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: {
        ...VALID_QUOTE,
        county: COUNTIES[i % 2],
        ...anotherHomeowner(`declines${i}@example.ie`),
      },
    });

  /** 30 leads over 12 partners serving both counties, 5 each; every installer signed in. */
  async function leadsWithInstallers() {
    await clearPartners(t.db, { leads: true });
    const installers = new Map<number, Record<string, string>>();
    for (let i = 1; i <= 12; i += 1) {
      const id = await addPartner(t.db, { counties: COUNTIES, daily_cap: 1000 });
      installers.set(id, (await signedInInstaller(t.db, id)).headers);
    }
    for (let i = 0; i < 30; i += 1) expect((await submit(i)).statusCode).toBe(201);
    const assigned = await t.db
      .selectFrom('lead_partners')
      .select(['id', 'lead_id', 'partner_id'])
      .execute();
    return { installers, assigned };
  }

  /** Every installer's call for each of its leads, and 60 new homeowners, all at once. */
  async function allAtOnce(
    installers: Map<number, Record<string, string>>,
    assigned: { lead_id: number; partner_id: number | null }[],
    call: (index: number) => { path: string; payload: object },
  ) {
    const before = deadlocks();
    const responses = await Promise.all([
      ...assigned.map((row, index) => {
        const { path, payload } = call(index);
        return t.app.inject({
          method: 'POST',
          url: `/api/partner/leads/${row.lead_id}/${path}`,
          headers: installers.get(Number(row.partner_id)),
          payload,
        });
      }),
      ...Array.from({ length: 60 }, (_, i) => submit(100 + i)),
    ]);
    expect(responses.filter((r) => r.statusCode >= 300).map((r) => r.body)).toEqual([]);
    expect(deadlocks() - before).toBe(0);
  }

  const released = (ids: number[]) =>
    t.db
      .selectFrom('lead_partners')
      .select(['response', 'release_reason', 'credit_status'])
      .where('id', 'in', ids)
      .execute();

  it('declines: every one handed on, never a deadlock', async () => {
    const { installers, assigned } = await leadsWithInstallers();
    await allAtOnce(installers, assigned, () => DECLINE);
    for (const row of await released(assigned.map((a) => a.id))) {
      expect(row).toMatchObject({ response: 'declined', release_reason: 'declined' });
    }
  }, 120_000);

  it('proven bad-lead flags: every one credited, never a deadlock', async () => {
    const { installers, assigned } = await leadsWithInstallers();
    await smsFailedTo(
      t.db,
      await t.db.selectFrom('leads').select(['id', 'mobile_number']).execute(),
    );
    await allAtOnce(installers, assigned, () => FLAG);
    for (const row of await released(assigned.map((a) => a.id))) {
      expect(row).toMatchObject({ credit_status: 'credited', release_reason: 'credited' });
    }
  }, 120_000);

  it('declines and flags of the same leads at once: each lead handed on, never a deadlock', async () => {
    const { installers, assigned } = await leadsWithInstallers();
    await smsFailedTo(
      t.db,
      await t.db.selectFrom('leads').select(['id', 'mobile_number']).execute(),
    );
    await allAtOnce(installers, assigned, (index) => (index % 2 ? FLAG : DECLINE));
    const rows = await released(assigned.map((a) => a.id));
    expect(rows.filter((row) => row.release_reason === 'declined')).toHaveLength(
      Math.ceil(assigned.length / 2),
    );
    expect(rows.filter((row) => row.release_reason === 'credited')).toHaveLength(
      Math.floor(assigned.length / 2),
    );
  }, 120_000);
});
