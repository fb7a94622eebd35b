import { describe, expect, it } from 'vitest';
import type { MissedPage, Rotation } from '../../../shared/partner-rotation.js';
import { INSTALLER_ROLE_ID } from '../../../shared/roles.js';
import { apiTest, type Headers } from '../../test/api-test.js';
import { addLeadRow, addPartner } from '../../test/partner-fixtures.js';
import { anotherHomeowner } from '../../test/sample-quote.js';
import { createUserAndSignIn, json, VALID_QUOTE, type TestApp } from '../../test/test-app.js';

/** A signed-in installer account of the partner. */
async function installerOf(t: TestApp, partnerId: number): Promise<Headers> {
  const user = await createUserAndSignIn(t, INSTALLER_ROLE_ID);
  await t.db
    .updateTable('users')
    .set({ partner_id: partnerId })
    .where('id', '=', user.id)
    .execute();
  return user.headers;
}

/** `count` leads of today already held by the partner (sent by hand, so none is "missed" by rotation). */
async function giveLeadsToday(t: TestApp, partnerId: number, count: number) {
  for (let k = 0; k < count; k += 1) {
    const lead = await addLeadRow(t.db, 'Mayo');
    await t.db
      .insertInto('lead_partners')
      .values({
        lead_id: lead.id,
        partner_id: partnerId,
        partner_name: `Partner ${partnerId}`,
        method: 'manual',
        assigned_by: null,
        assigned_at: new Date(Date.now() - 60_000).toISOString(),
      })
      .execute();
  }
}

async function submit(t: TestApp, county: string, email?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/quote',
    payload: { ...VALID_QUOTE, ...anotherHomeowner(email), county },
  });
  expect(response.statusCode).toBe(201);
  const id = json<{ id: number }>(response).id;
  const rows = await t.db
    .selectFrom('lead_partners')
    .select(['partner_id', 'assigned_at'])
    .where('lead_id', '=', id)
    .execute();
  return { id, partners: rows.map((row) => Number(row.partner_id)).sort((a, b) => a - b), rows };
}

describe('the rotation an installer sees', () => {
  let t: TestApp;
  let staff: Headers;
  const p: Record<string, number> = {};
  const installer: Record<string, Headers> = {};

  apiTest.beforeAll(async ({ t: fileApp, admin }) => {
    t = fileApp;
    staff = admin;
    // Seven active Mayo partners and a paused one; F also alone in Sligo.
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']) {
      p[name] = await addPartner(t.db, {
        name: `Mayo ${name} Windows`,
        counties: name === 'F' ? ['Mayo', 'Sligo'] : ['Mayo'],
        daily_cap: name === 'G' ? 2 : 10,
        is_active: name !== 'H',
      });
    }
    await giveLeadsToday(t, p.C!, 1);
    await giveLeadsToday(t, p.D!, 1);
    await giveLeadsToday(t, p.E!, 2);
    await giveLeadsToday(t, p.F!, 2);
    await giveLeadsToday(t, p.G!, 2);
    for (const name of ['A', 'B', 'F', 'G', 'H']) installer[name] = await installerOf(t, p[name]!);
  });

  const rotation = async (name: string) => {
    const response = await t.app.inject({
      url: '/api/partner/rotation',
      headers: installer[name],
    });
    expect(response.statusCode).toBe(200);
    return json<Rotation>(response);
  };
  const missed = async (name: string) => {
    const response = await t.app.inject({
      url: '/api/partner/rotation/missed',
      headers: installer[name],
    });
    expect(response.statusCode).toBe(200);
    return json<MissedPage>(response);
  };

  it("shows the installer's own counties, cap, count today and place, in the matching order", async () => {
    const a = await rotation('A');
    expect(a).toMatchObject({
      partner: 'Mayo A Windows',
      is_active: true,
      daily_cap: 10,
      leads_today: 0,
      partners_per_lead: 5,
      counties: [{ county: 'Mayo', state: 'next', place: 1, of: 7 }],
    });
    expect((await rotation('B')).counties).toEqual([
      { county: 'Mayo', state: 'in_next_lead', place: 2, of: 7 },
    ]);
    const f = await rotation('F');
    expect(f.leads_today).toBe(2);
    expect(f.counties).toEqual([
      { county: 'Mayo', state: 'waiting', place: 6, of: 7 },
      { county: 'Sligo', state: 'next', place: 1, of: 1 },
    ]);
    expect((await rotation('G')).counties).toEqual([
      { county: 'Mayo', state: 'at_cap', place: null, of: 7 },
    ]);
    const h = await rotation('H');
    expect(h.is_active).toBe(false);
    expect(h.counties).toEqual([{ county: 'Mayo', state: 'paused', place: null, of: 7 }]);
  });

  it("shows each installer its own partner's rotation only, naming no other partner", async () => {
    const f = await rotation('F');
    expect(f.partner).toBe('Mayo F Windows');
    expect((await rotation('B')).partner).toBe('Mayo B Windows');
    const body = JSON.stringify(f);
    for (const name of ['A', 'B', 'C', 'D', 'E', 'G', 'H'])
      expect(body).not.toContain(`Mayo ${name}`);
  });

  it('matches the next assignment: the next lead goes to the partners shown in the next lead', async () => {
    const places = new Map<number, number | null>();
    for (const name of ['A', 'B', 'F', 'G', 'H']) {
      places.set(p[name]!, (await rotation(name)).counties.find((c) => c.county === 'Mayo')!.place);
    }
    const lead = await submit(t, 'Mayo');
    // First in line (A) and second (B) got it; sixth (F), at the cap (G) and paused (H) did not.
    expect(lead.partners).toEqual([p.A, p.B, p.C, p.D, p.E].sort((x, y) => x! - y!));
    expect(places.get(p.A!)).toBe(1);
    // Now F, with 2 leads and none sent by rotation today, is ahead of C, D and E.
    const f = await rotation('F');
    expect(f.counties[0]).toMatchObject({ county: 'Mayo', state: 'in_next_lead', place: 3 });
    const next = await submit(t, 'Mayo');
    expect(next.partners).toContain(p.F);
  });

  it('explains why a recent lead of their county went elsewhere, naming no one', async () => {
    const [first] = (
      await t.db
        .selectFrom('lead_partners as lp')
        .innerJoin('leads as l', 'l.id', 'lp.lead_id')
        .select(['lp.assigned_at', 'l.id', 'l.email'])
        .where('lp.method', '=', 'auto')
        .where('l.county', '=', 'Mayo')
        .orderBy('l.id')
        .execute()
    ).slice(0, 1);
    const matchedAt = new Date(first!.assigned_at).toISOString();
    const reasonOf = (page: MissedPage) =>
      page.items.find((item) => item.matched_at === matchedAt)?.reason;
    // F was sixth: the five ahead had no more leads than it had.
    const f = await missed('F');
    expect(reasonOf(f)).toBe('not_their_turn');
    expect(f.days).toBe(7);
    expect(reasonOf(await missed('G'))).toBe('cap_reached');
    expect(reasonOf(await missed('H'))).toBe('unavailable');
    // A lead only staff sent by hand says so.
    expect((await missed('A')).items.map((item) => item.reason)).toContain('sent_by_staff');
    const body = JSON.stringify(f);
    expect(body).not.toContain(first!.email);
    expect(body).not.toContain('Mayo A Windows');
    expect(Object.keys(f.items[0]!).sort()).toEqual([
      'county',
      'matched_at',
      'number_of_windows',
      'reason',
    ]);
  });

  it("says 'same homeowner' when the homeowner's earlier lead is already with them", async () => {
    await submit(t, 'Sligo', 'twice@example.ie');
    // A second Sligo partner joins; the homeowner asks again and only the newcomer gets it.
    await addPartner(t.db, { name: 'Sligo Sash', counties: ['Sligo'] });
    const again = await submit(t, 'Sligo', 'twice@example.ie');
    expect(again.partners).not.toContain(p.F);
    expect(again.partners).toHaveLength(1);
    const page = await missed('F');
    const item = page.items.find(
      (entry) => entry.matched_at === new Date(again.rows[0]!.assigned_at).toISOString(),
    );
    expect(item).toMatchObject({ county: 'Sligo', reason: 'same_homeowner' });
  });

  it('pages the missed leads and checks the page parameters', async () => {
    const first = await t.app.inject({
      url: '/api/partner/rotation/missed?limit=1&offset=0',
      headers: installer.A,
    });
    const page = json<MissedPage>(first);
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
    const bad = await t.app.inject({
      url: '/api/partner/rotation/missed?limit=500',
      headers: installer.A,
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toHaveProperty('limit');
  });

  it('is for installers only: staff get 403, no token 401', async () => {
    for (const url of ['/api/partner/rotation', '/api/partner/rotation/missed']) {
      expect((await t.app.inject({ url, headers: staff })).statusCode).toBe(403);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});
