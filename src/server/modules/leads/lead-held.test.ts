import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../../shared/consent.js';
import { addPartner } from '../../test/partner-fixtures.js';
import { apiTest } from '../../test/api-test.js';
import { anotherHomeowner } from '../../test/sample-quote.js';
import {
  ADMIN,
  createUserAndSignIn,
  json,
  VALID_QUOTE,
  type TestApp,
} from '../../test/test-app.js';

/** The public API's minimal body: the thirteen quote fields and nothing else (no county, Eircode or consent). */
const BARE_QUOTE = {
  first_name: 'Aoife',
  last_name: 'Byrne',
  email: 'aoife@example.ie',
  mobile_number: '086 555 1234',
  additional_info: 'Four sash windows need replacing',
  url_type: '/',
  property_address: '3 Harbour Row, Cobh, Co. Cork',
  property_type: 'House',
  window_type: 'Sash Windows',
  number_of_windows: '3-5',
  preferred_timeframe: 'Within 1 month',
  window_material: 'uPVC',
  glazing_type: 'Double Glazing',
};

interface LeadBody {
  id: number;
  county: string;
  county_source: string;
  consent: boolean;
  consent_at: string | null;
  consent_version: string;
  consent_confirmed_by: string;
  marketing_opt_in: boolean;
  dispatched_at: string | null;
}

describe('leads held for a county or consent', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  apiTest.beforeAll(async ({ t: fileApp, admin: fileAdmin }) => {
    t = fileApp;
    headers = fileAdmin;
    for (const county of ['Cork', 'Dublin', 'Galway', 'Kerry', 'Wexford']) {
      await addPartner(t.db, { name: `${county} Windows`, counties: [county] });
    }
  });

  let submits = 0;
  /** Each submit is another homeowner (own e-mail, mobile and surname): none is a duplicate. */
  const submit = async (
    payload: { email?: string; last_name?: string; [field: string]: unknown },
    { asIs = false } = {},
  ) => {
    submits += 1;
    const { mobile_number } = anotherHomeowner();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: asIs
        ? payload
        : {
            ...payload,
            email: (payload.email ?? BARE_QUOTE.email).replace('@', `+${submits}@`),
            last_name: `${payload.last_name ?? BARE_QUOTE.last_name}-${submits}`,
            mobile_number,
          },
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<LeadBody>(response);
  };
  const assignments = async (leadId: number) =>
    (
      await t.db
        .selectFrom('lead_partners')
        .select('partner_name')
        .where('lead_id', '=', leadId)
        .execute()
    ).map((row) => row.partner_name);
  const messageKinds = async (leadId: number) =>
    (
      await t.db
        .selectFrom('outbox')
        .select('kind')
        .where('lead_id', '=', leadId)
        .orderBy('id')
        .execute()
    ).map((row) => row.kind);
  const confirmConsent = (id: number, as = headers) =>
    t.app.inject({ method: 'POST', url: `/api/quote/${id}/consent`, headers: as });
  const setCounty = (id: number, county: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/quote/${id}`, headers, payload: { county } });

  it('answers 201 to the thirteen quote fields alone and holds the lead for consent', async () => {
    const lead = await submit({ ...BARE_QUOTE, marketing_opt_in: true }, { asIs: true });
    expect(lead).toMatchObject({
      ...BARE_QUOTE,
      county: 'Cork',
      county_source: 'address',
      eircode: '',
      consent: false,
      consent_at: null,
      consent_version: '',
      consent_confirmed_by: '',
      // No consent, no marketing.
      marketing_opt_in: false,
      dispatched_at: null,
    });
    expect(await assignments(lead.id)).toEqual([]);
    // The homeowner still gets the confirmation they asked for; no partner hears of it.
    expect(await messageKinds(lead.id)).toEqual(['customer_email', 'customer_sms']);
    const email = await t.db
      .selectFrom('outbox')
      .select('body')
      .where('lead_id', '=', lead.id)
      .where('kind', '=', 'customer_email')
      .executeTakeFirstOrThrow();
    expect(email.body).toContain('Nothing is shared until you agree.');
  });

  it('derives the county from the Eircode routing key before the address', async () => {
    const lead = await submit({
      ...VALID_QUOTE,
      county: undefined,
      eircode: 'D02 X285',
      property_address: 'Main Street, Tralee, Co. Kerry',
      email: 'eircode@example.ie',
    });
    expect(lead).toMatchObject({ county: 'Dublin', county_source: 'eircode', consent: true });
    expect(lead.dispatched_at).not.toBeNull();
    expect(await assignments(lead.id)).toEqual(['Dublin Windows']);
  });

  it('derives the county from "Co. X", "County X" or a bare county in the address', async () => {
    const cases: [string, string][] = [
      ['1 The Square, Macroom, Co. Cork', 'Cork'],
      ['Ballyheigue, County Kerry', 'Kerry'],
      ['8 Quay Street, Wexford', 'Wexford'],
    ];
    for (const [property_address, county] of cases) {
      const lead = await submit({
        ...VALID_QUOTE,
        county: undefined,
        eircode: '',
        property_address,
        email: 'address@example.ie',
      });
      expect(lead, property_address).toMatchObject({ county, county_source: 'address' });
      expect(await assignments(lead.id)).toEqual([`${county} Windows`]);
    }
  });

  it('keeps a county sent by the form over the Eircode and the address', async () => {
    const lead = await submit({ ...VALID_QUOTE, county: 'Galway', eircode: 'D02 X285' });
    expect(lead).toMatchObject({ county: 'Galway', county_source: 'form' });
  });

  it('stores a lead with no county it can tell, lists it under Needs county, holds it', async () => {
    const lead = await submit({
      ...VALID_QUOTE,
      county: '',
      eircode: '',
      property_address: 'Dublin Road, Athlone',
      email: 'nocounty@example.ie',
    });
    expect(lead).toMatchObject({
      county: '',
      county_source: '',
      consent: true,
      dispatched_at: null,
    });
    expect(await assignments(lead.id)).toEqual([]);
    expect(await messageKinds(lead.id)).toEqual(['customer_email', 'customer_sms']);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/quote?filter=needs_county',
      headers,
    });
    expect(list.statusCode).toBe(200);
    const ids = json<LeadBody[]>(list).map((row) => row.id);
    expect(ids).toContain(lead.id);
    expect(json<LeadBody[]>(list).every((row) => row.county === '')).toBe(true);
    expect(list.headers['x-total-count']).toBe(String(ids.length));
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/quote/summary?filter=needs_county',
      headers,
    });
    expect(json<{ total: number }>(summary).total).toBe(ids.length);
    const bad = await t.app.inject({ method: 'GET', url: '/api/quote?filter=nope', headers });
    expect(bad.statusCode).toBe(422);
  });

  it('passes a lead on once staff set its county, and only once', async () => {
    const lead = await submit({
      ...VALID_QUOTE,
      county: undefined,
      eircode: '',
      property_address: 'Somewhere',
      email: 'setcounty@example.ie',
    });
    expect(lead.dispatched_at).toBeNull();

    const set = await setCounty(lead.id, 'Kerry');
    expect(set.statusCode).toBe(200);
    expect(json<LeadBody>(set)).toMatchObject({ county: 'Kerry', county_source: 'staff' });
    expect(json<LeadBody>(set).dispatched_at).not.toBeNull();
    expect(await assignments(lead.id)).toEqual(['Kerry Windows']);
    expect(await messageKinds(lead.id)).toEqual([
      'customer_email',
      'customer_sms',
      'customer_update_email',
      'customer_update_sms',
      'partner_email',
    ]);

    // A later correction does not pass the lead on again.
    const again = await setCounty(lead.id, 'Cork');
    expect(json<LeadBody>(again).county).toBe('Cork');
    expect(await assignments(lead.id)).toEqual(['Kerry Windows']);
    expect(await messageKinds(lead.id)).toHaveLength(5);
    expect((await setCounty(lead.id, '')).statusCode).toBe(422);
  });

  it('passes a lead on after staff record consent, naming who and when', async () => {
    const lead = await submit({ ...BARE_QUOTE, email: 'confirm@example.ie' });
    // Nothing reaches a partner by hand either until consent is recorded.
    const partner = await t.db
      .selectFrom('partners')
      .select('id')
      .where('name', '=', 'Galway Windows')
      .executeTakeFirstOrThrow();
    const byHand = await t.app.inject({
      method: 'POST',
      url: `/api/quote/${lead.id}/partners`,
      headers,
      payload: { partner_id: partner.id },
    });
    expect(byHand.statusCode).toBe(409);
    expect(json(byHand).message).toBe(
      'Consent not recorded: confirm with the homeowner before passing on',
    );

    const before = Date.now();
    const confirmed = await confirmConsent(lead.id);
    expect(confirmed.statusCode).toBe(200);
    const body = json<LeadBody>(confirmed);
    expect(body).toMatchObject({
      consent: true,
      consent_version: CONSENT_VERSION,
      consent_confirmed_by: `Administrator <${ADMIN.email}>`,
      marketing_opt_in: false,
    });
    expect(Date.parse(body.consent_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.dispatched_at).not.toBeNull();
    expect(await assignments(lead.id)).toEqual(['Cork Windows']);
    expect(await messageKinds(lead.id)).toContain('partner_email');

    const twice = await confirmConsent(lead.id);
    expect(twice.statusCode).toBe(409);
    expect(await assignments(lead.id)).toEqual(['Cork Windows']);
    const events = await t.db
      .selectFrom('lead_events')
      .select(['type', 'user_id'])
      .where('lead_id', '=', lead.id)
      .orderBy('id')
      .execute();
    expect(events.map((event) => event.type)).toEqual(['created', 'consent_confirmed']);
    expect(events[1]!.user_id).not.toBeNull();
  });

  it('waits for both the county and the consent, in either order', async () => {
    const countyFirst = await submit({
      ...BARE_QUOTE,
      property_address: 'Unknown townland',
      email: 'both1@example.ie',
    });
    expect(countyFirst).toMatchObject({ county: '', consent: false });
    expect(json<LeadBody>(await setCounty(countyFirst.id, 'Galway')).dispatched_at).toBeNull();
    expect(await assignments(countyFirst.id)).toEqual([]);
    const ready = json<LeadBody>(await confirmConsent(countyFirst.id));
    expect(ready.dispatched_at).not.toBeNull();
    expect(await assignments(countyFirst.id)).toEqual(['Galway Windows']);

    const consentFirst = await submit({
      ...BARE_QUOTE,
      property_address: 'Unknown townland',
      email: 'both2@example.ie',
    });
    expect(json<LeadBody>(await confirmConsent(consentFirst.id)).dispatched_at).toBeNull();
    expect(await assignments(consentFirst.id)).toEqual([]);
    expect(json<LeadBody>(await setCounty(consentFirst.id, 'Galway')).dispatched_at).not.toBeNull();
    expect(await assignments(consentFirst.id)).toEqual(['Galway Windows']);
  });

  it('passes a lead on exactly once when staff act at the same moment', async () => {
    const lead = await submit({
      ...BARE_QUOTE,
      property_address: 'Unknown townland',
      email: 'race@example.ie',
    });
    const responses = await Promise.all([
      setCounty(lead.id, 'Wexford'),
      confirmConsent(lead.id),
      confirmConsent(lead.id),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 409]);
    expect(await assignments(lead.id)).toEqual(['Wexford Windows']);
    const kinds = await messageKinds(lead.id);
    expect(kinds.filter((kind) => kind === 'partner_email')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'customer_update_email')).toHaveLength(1);
  });

  it('lets managers confirm consent; others may not, and unknown leads are 404', async () => {
    const lead = await submit({ ...BARE_QUOTE, email: 'roles@example.ie' });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/quote/${lead.id}/consent` })).statusCode,
    ).toBe(401);
    const user = await createUserAndSignIn(t, 3);
    expect((await confirmConsent(lead.id, user.headers)).statusCode).toBe(403);
    const manager = await createUserAndSignIn(t, 2);
    const confirmed = await confirmConsent(lead.id, manager.headers);
    expect(confirmed.statusCode).toBe(200);
    expect(json<LeadBody>(confirmed).consent_confirmed_by).toContain(manager.email);
    expect((await confirmConsent(99_999_999)).statusCode).toBe(404);
    expect((await confirmConsent(Number.NaN)).statusCode).toBe(404);
  });
});
