import { beforeEach, describe, expect, it } from 'vitest';
import {
  addLeadRow,
  addPartner,
  clearPartners,
  storeSubmittedLeadRow,
} from '../../test/partner-fixtures.js';
import { apiTest } from '../../test/api-test.js';
import { type TestApp } from '../../test/test-app.js';
import { startOfDublinDay } from '../../../shared/dublin-day.js';
import {
  findMatchingPartners,
  listCountyPartners,
  listLeadAssignments,
} from './partner-repository.js';

describe('matching a lead to partners', () => {
  let t: TestApp;
  apiTest.beforeAll(async ({ t: fileApp }) => {
    t = fileApp;
  });
  beforeEach(async () => {
    await clearPartners(t.db);
  });

  /** A new lead of the county sent to the partner at each time given (stored, not dispatched). */
  async function assignAt(partnerId: number, name: string, county: string, ...times: string[]) {
    for (const at of times) {
      const lead = await addLeadRow(t.db, county);
      await t.db
        .insertInto('lead_partners')
        .values({
          lead_id: lead.id,
          partner_id: partnerId,
          partner_name: name,
          method: 'auto',
          assigned_at: at,
        })
        .execute();
    }
  }

  async function dispatch(county: string) {
    const lead = await storeSubmittedLeadRow(t.db, county);
    const assigned = await listLeadAssignments(t.db, Number(lead.id));
    return { lead, names: assigned.map((row) => row.partner_name) };
  }

  it('chooses only active partners serving the county, at most five', async () => {
    for (let i = 1; i <= 6; i += 1)
      await addPartner(t.db, { name: `Galway ${i}`, counties: ['Galway', 'Mayo'] });
    await addPartner(t.db, { name: 'Paused Galway', counties: ['Galway'], is_active: false });
    await addPartner(t.db, { name: 'Cork only', counties: ['Cork'] });
    await addPartner(t.db, { name: 'Westmeath only', counties: ['Westmeath'] });

    const { names } = await dispatch('Galway');
    expect(names).toEqual(['Galway 1', 'Galway 2', 'Galway 3', 'Galway 4', 'Galway 5']);
    // "Meath" must not match a partner that serves only Westmeath.
    expect((await dispatch('Meath')).names).toEqual([]);
  });

  it('queues the homeowner e-mail and SMS and one e-mail per partner, naming the companies', async () => {
    await addPartner(t.db, {
      name: 'Atlantic Windows',
      counties: ['Galway'],
      email: 'atlantic@installers.ie',
    });
    await addPartner(t.db, {
      name: 'Corrib Glazing',
      counties: ['Galway'],
      email: 'corrib@installers.ie',
    });
    const { lead } = await dispatch('Galway');
    const messages = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('lead_id', '=', lead.id)
      .orderBy('id')
      .execute();
    expect(messages.map((m) => [m.kind, m.channel, m.recipient])).toEqual([
      ['customer_email', 'email', lead.email],
      ['customer_sms', 'sms', lead.mobile_number],
      ['partner_email', 'email', 'atlantic@installers.ie'],
      ['partner_email', 'email', 'corrib@installers.ie'],
    ]);
    expect(messages[0]!.body).toContain('Atlantic Windows');
    expect(messages[0]!.body).toContain('Corrib Glazing');
    expect(messages[1]!.body).toContain('Atlantic Windows, Corrib Glazing');
    // The installer gets a signed link to the lead, never the homeowner's contact (0905).
    expect(messages[2]!.body).toContain(`/partner/lead/${lead.id}.`);
    expect(messages[2]!.body).not.toContain(lead.mobile_number);
    expect(messages.every((m) => m.status === 'pending')).toBe(true);
  });

  it('skips partners that reached their daily cap', async () => {
    await addPartner(t.db, { name: 'Small', counties: ['Galway'], daily_cap: 2 });
    await addPartner(t.db, { name: 'Big', counties: ['Galway'], daily_cap: 100 });
    const rounds = [];
    for (let i = 0; i < 4; i += 1) rounds.push((await dispatch('Galway')).names);
    expect(rounds).toEqual([['Small', 'Big'], ['Small', 'Big'], ['Big'], ['Big']]);
  });

  it('counts the cap per Irish day: yesterday does not count', async () => {
    const id = await addPartner(t.db, { name: 'Capped', counties: ['Galway'], daily_cap: 1 });
    const yesterday = new Date(startOfDublinDay().getTime() - 60_000).toISOString();
    await assignAt(id, 'Capped', 'Galway', yesterday);
    expect((await dispatch('Galway')).names).toEqual(['Capped']);
    expect((await dispatch('Galway')).names).toEqual([]);
  });

  it('resets caps at Dublin midnight on the day the clocks go forward', async () => {
    const id = await addPartner(t.db, { name: 'Spring', counties: ['Galway'], daily_cap: 1 });
    // 23:30 UTC on 28 March is 23:30 GMT in Dublin: the day before.
    await assignAt(id, 'Spring', 'Galway', '2026-03-28T23:30:00.000Z');
    const noon = new Date('2026-03-29T12:00:00Z');
    const matched = await findMatchingPartners(t.db, 'Galway', 5, noon);
    expect(matched.map((partner) => partner.name)).toEqual(['Spring']);
  });

  it('counts a summer day from 23:00 UTC the evening before, late evening included', async () => {
    const id = await addPartner(t.db, { name: 'Summer', counties: ['Kerry'], daily_cap: 10 });
    const assign = (...times: string[]) => assignAt(id, 'Summer', 'Kerry', ...times);
    const today = async (now: string) =>
      (await listCountyPartners(t.db, 'Kerry', new Date(now))).map((p) => Number(p.leads_today));

    await assign(
      '2026-07-14T22:30:00.000Z', // 23:30 IST on the 14th: the day before
      '2026-07-14T23:30:00.000Z', // 00:30 IST on the 15th
      '2026-07-15T08:00:00.000Z',
      '2026-07-15T22:10:00.000Z', // 23:10 IST, still the 15th
    );
    expect(await today('2026-07-15T22:59:00Z')).toEqual([3]);
    // A deleted assignment no longer counts, as when the day's rows were counted one by one.
    await t.db
      .deleteFrom('lead_partners')
      .where('assigned_at', '=', '2026-07-15T08:00:00.000Z')
      .execute();
    expect(await today('2026-07-15T22:59:00Z')).toEqual([2]);
    await assign('2026-07-15T23:20:00.000Z'); // 00:20 IST on the 16th
    expect(await today('2026-07-15T23:30:00Z')).toEqual([1]);
  });

  it('rotates fairly so work spreads evenly over many leads', async () => {
    for (let i = 1; i <= 7; i += 1)
      await addPartner(t.db, { name: `P${i}`, counties: ['Dublin'], daily_cap: 1000 });
    const counts = new Map<string, number>();
    for (let i = 0; i < 70; i += 1) {
      for (const name of (await dispatch('Dublin')).names)
        counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    // 70 leads x 5 partners = 350 sends over 7 partners: exactly 50 each.
    expect([...counts.values()]).toEqual([50, 50, 50, 50, 50, 50, 50]);
  });

  it('tells the homeowner when no partner matched yet', async () => {
    const { lead } = await dispatch('Leitrim');
    const messages = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('lead_id', '=', lead.id)
      .execute();
    expect(messages).toHaveLength(2);
    expect(messages[0]!.body).toContain('We are finding verified installers who cover Leitrim');
  });
});
