import { describe, expect, it, vi } from 'vitest';
import { QUOTE_FIELDS } from '../../../shared/lead-schema.js';
import { nowIso } from '../../db/connection.js';
import { CONSENT_VERSION } from '../../../shared/consent.js';
import { apiTest, apiTestWith } from '../../test/api-test.js';
import { json, VALID_QUOTE, type TestApp } from '../../test/test-app.js';
import { listLeadEvents } from './lead-event-repository.js';
import { OPTIONS_TRUSTED_MS } from './lead-service.js';
import { ATTRIBUTION_FIELDS } from '../../../shared/attribution.js';

const LEAD_KEYS = [
  'id',
  'status',
  'created_at',
  'updated_at',
  'consent',
  'consent_at',
  'consent_version',
  'consent_page',
  'consent_confirmed_by',
  'marketing_opt_in',
  'county_source',
  'dispatched_at',
  'next_action_at',
  'next_action_label',
  'duplicate_of',
  'owner_id',
  'owner_name',
  'lost_reason',
  'phone_verification',
  'homeowner_pick',
  ...QUOTE_FIELDS,
  ...ATTRIBUTION_FIELDS,
  // The submit's answer adds how many installers have the request (decision 0924).
  'partners_matched',
].sort();

// An app of its own, whose limit counts only that test's submits.
const limitedSubmits = apiTestWith({ QUOTE_RATE_LIMIT: '2' });

// One app for the file: the tests use their own e-mails and keys, and count leads relatively.
describe('POST /api/quote', () => {
  let t: TestApp;
  apiTest.beforeAll(({ t: fileApp }) => {
    t = fileApp;
  });

  const submit = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/quote', payload: payload as object, headers });
  const leadCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('leads')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a quote request and answers 201 with exactly the lead fields', async () => {
    const response = await submit({ ...VALID_QUOTE, email: 'Mary@Example.IE ' });
    expect(response.statusCode).toBe(201);
    const lead = json(response);
    // The lead's fields, plus its reference and the homeowner's page (decision 0921).
    expect(Object.keys(lead).sort()).toEqual([...LEAD_KEYS, 'reference', 'request_url'].sort());
    expect(lead).toMatchObject({ ...VALID_QUOTE, email: 'mary@example.ie', status: 'new' });
    expect(lead.id).toEqual(expect.any(Number));
    expect(new Date(lead.created_at as string).toISOString()).toBe(lead.created_at);

    const row = await t.db
      .selectFrom('leads')
      .select(['client_ip', 'idempotency_key'])
      .where('id', '=', lead.id as number)
      .executeTakeFirstOrThrow();
    expect(row.client_ip).toBe('127.0.0.1');
    expect(row.idempotency_key).toBeNull();
    const events = await listLeadEvents(t.db, lead.id as number);
    expect(events).toMatchObject([{ type: 'created', to_status: 'new', user_id: null }]);
  });

  it('fills the optional fields with their defaults', async () => {
    const { first_name, last_name, email, mobile_number, additional_info, county, consent } =
      VALID_QUOTE;
    const response = await submit({
      first_name,
      last_name,
      email,
      mobile_number,
      additional_info,
      county,
      consent,
    });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      url_type: '/',
      property_type: '',
      glazing_type: '',
      eircode: '',
      marketing_opt_in: false,
    });
  });

  it('names each missing, blank, mistyped or too long required field', async () => {
    const missing = await submit({});
    expect(missing.statusCode).toBe(422);
    expect(json(missing).errors).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      mobile_number: 'Mobile number is required',
      additional_info: 'Additional information is required',
    });

    const blank = await submit({
      ...VALID_QUOTE,
      first_name: '   ',
      last_name: '',
      additional_info: ' \n ',
    });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(json(blank).errors as object).sort()).toEqual([
      'additional_info',
      'first_name',
      'last_name',
    ]);

    const wrongType = await submit({ ...VALID_QUOTE, first_name: 42, mobile_number: ['087'] });
    expect(wrongType.statusCode).toBe(422);
    // A value of the wrong type is named for what it is, not called missing (issue 25).
    expect(json(wrongType).errors).toMatchObject({
      first_name: 'First name must be text',
      mobile_number: 'Mobile number must be text',
    });

    const tooLong = await submit({
      ...VALID_QUOTE,
      last_name: 'x'.repeat(101),
      additional_info: 'y'.repeat(2001),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(json(tooLong).errors).toEqual({
      last_name: 'Last name must be at most 100 characters',
      additional_info: 'Additional information must be at most 2000 characters',
    });
  });

  it('rejects a bad e-mail and a bad mobile number', async () => {
    const response = await submit({ ...VALID_QUOTE, email: 'mary@', mobile_number: 'call me' });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({
      email: 'Email must be a valid email address',
      mobile_number: 'Mobile number must be a valid phone number',
    });
  });

  it('stores a lone surrogate (broken UTF-16 from a client) as the replacement character', async () => {
    const response = await submit({
      ...VALID_QUOTE,
      first_name: 'Mary\ud800',
      last_name: '\udfffMurphy 🪟', // A whole pair stays as it is.
    });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      first_name: 'Mary\ufffd',
      last_name: '\ufffdMurphy 🪟',
    });
  });

  it('drops NUL characters, which PostgreSQL cannot store', async () => {
    const response = await submit({
      ...VALID_QUOTE,
      first_name: 'Ma\u0000ry',
      property_address: '\u0000',
    });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({ first_name: 'Mary', property_address: '' });
    const blank = await submit({ ...VALID_QUOTE, additional_info: '\u0000 ' });
    expect(json(blank).errors).toEqual({ additional_info: 'Additional information is required' });
  });

  it('drops unknown fields and never lets a client set status or dates', async () => {
    const response = await submit({
      ...VALID_QUOTE,
      status: 'converted',
      created_at: '2000-01-01T00:00:00.000Z',
      client_ip: '1.2.3.4',
      admin: true,
    });
    expect(response.statusCode).toBe(201);
    const lead = json(response);
    expect(lead.status).toBe('new');
    expect(lead.created_at).not.toBe('2000-01-01T00:00:00.000Z');
    expect(lead).not.toHaveProperty('admin');
    expect(lead).not.toHaveProperty('client_ip');
  });

  it('answers 400 for malformed JSON and 422 for a body that is not an object', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      headers: { 'content-type': 'application/json' },
      payload: '{"first_name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).message).toBe('The body is not valid JSON');

    const list = await submit([VALID_QUOTE]);
    expect(list.statusCode).toBe(422);
  });

  // Not Castle: a test below publishes a page offering it.
  it('refuses an option value that is not offered, naming the field', async () => {
    const response = await submit({
      ...VALID_QUOTE,
      property_type: 'Igloo',
      glazing_type: 'Quadruple Glazing',
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({
      property_type: 'Property type must be one of the offered options',
      glazing_type: 'Glazing type must be one of the offered options',
    });
  });

  it('accepts an option offered by a published home page only', async () => {
    const now = nowIso();
    const page = (sublink: string, published: number, option: string) => ({
      kind: 'index',
      url: `/${sublink}`,
      sublink,
      content: JSON.stringify({ quoteOptions: { property_types: ['House', option] } }),
      is_published: published,
      created_at: now,
      updated_at: now,
    });
    await t.db
      .insertInto('content_pages')
      .values([page('castles', 1, 'Castle'), page('towers', 0, 'Tower')])
      .execute();

    const offered = await submit({ ...VALID_QUOTE, property_type: 'Castle', url_type: '/castles' });
    expect(offered.statusCode).toBe(201);
    expect(json(offered).property_type).toBe('Castle');

    const draftOnly = await submit({ ...VALID_QUOTE, property_type: 'Tower' });
    expect(draftOnly.statusCode).toBe(422);
    expect(json(draftOnly).errors).toEqual({
      property_type: 'Property type must be one of the offered options',
    });
  });

  it('refuses an option a few seconds after the page offering it is unpublished', async () => {
    const now = nowIso();
    await t.db
      .insertInto('content_pages')
      .values({
        kind: 'index',
        url: '/lighthouses',
        sublink: 'lighthouses',
        content: JSON.stringify({ quoteOptions: { property_types: ['Lighthouse'] } }),
        is_published: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const lighthouse = { ...VALID_QUOTE, property_type: 'Lighthouse' };
    expect((await submit(lighthouse)).statusCode).toBe(201);

    await t.db
      .updateTable('content_pages')
      .set({ is_published: 0 })
      .where('sublink', '=', 'lighthouses')
      .execute();
    // Options read moments ago may still accept it (the form offered it then) ...
    expect((await submit(lighthouse)).statusCode).toBe(201);
    // ... but not once they are older than OPTIONS_TRUSTED_MS: the pages are read again.
    const later = performance.now() + OPTIONS_TRUSTED_MS + 1_000;
    vi.spyOn(performance, 'now').mockReturnValue(later);
    const refused = await submit(lighthouse);
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors).toEqual({
      property_type: 'Property type must be one of the offered options',
    });
  });

  it('stores one lead for a repeated Idempotency-Key and answers 200 with it', async () => {
    const before = await leadCount();
    const headers = { 'idempotency-key': 'form-abc-123' };
    const first = await submit(VALID_QUOTE, headers);
    const second = await submit({ ...VALID_QUOTE, first_name: 'Changed' }, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    // The page's token is not kept in plain text: only the first answer carries it.
    const { request_url: url, ...lead } = json(first);
    expect(url).toMatch(/^\/request\//);
    expect(json(second)).toEqual(lead);
    expect(await leadCount()).toBe(before + 1);
  });

  it('stores one lead when five submits with one key race', async () => {
    const before = await leadCount();
    const headers = { 'idempotency-key': 'race-key-1' };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => submit(VALID_QUOTE, headers)),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => json(r).id)).size).toBe(1);
    expect(await leadCount()).toBe(before + 1);
    const events = await listLeadEvents(t.db, json(responses[0]!).id as number);
    expect(events).toHaveLength(1);
  });

  it('refuses an Idempotency-Key over 200 characters', async () => {
    const response = await submit(VALID_QUOTE, { 'idempotency-key': 'k'.repeat(201) });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({
      'Idempotency-Key': 'Idempotency-Key must be at most 200 characters',
    });
    const longest = await submit(VALID_QUOTE, { 'idempotency-key': 'k'.repeat(200) });
    expect(longest.statusCode).toBe(201);
  });

  limitedSubmits('rate limits submits per client', async ({ t: limited }) => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const r = await limited.app.inject({
        method: 'POST',
        url: '/api/quote',
        payload: VALID_QUOTE,
      });
      codes.push(r.statusCode);
    }
    expect(codes).toEqual([201, 201, 429]);
  });
});

describe('POST /api/quote: county, Eircode and consent', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  apiTest.beforeAll(({ t: fileApp, admin: fileAdmin }) => {
    t = fileApp;
    admin = fileAdmin;
  });

  const submit = (payload: object) => t.app.inject({ method: 'POST', url: '/api/quote', payload });

  it('refuses consent that is refused or not exactly true (leaving it out holds the lead instead)', async () => {
    for (const consent of [false, 'yes', 1, null]) {
      const response = await submit({ ...VALID_QUOTE, consent });
      expect(response.statusCode).toBe(422);
      expect(json(response).errors).toEqual({
        consent: 'Please agree to share your details with our partner installers',
      });
    }
  });

  it('refuses an unknown county (leaving it out holds the lead instead)', async () => {
    for (const county of ['Atlantis', 'galway', 7]) {
      const response = await submit({ ...VALID_QUOTE, county });
      expect(response.statusCode).toBe(422);
      expect(json(response).errors).toEqual({ county: 'Please choose your county' });
    }
  });

  it('normalises an Eircode to the A65 F4E2 form and explains a malformed one', async () => {
    const good = await submit({ ...VALID_QUOTE, eircode: ' a65f4e2 ' });
    expect(good.statusCode).toBe(201);
    expect(json(good).eircode).toBe('A65 F4E2');
    const dublin = await submit({ ...VALID_QUOTE, eircode: 'd6w x2r8' });
    expect(json(dublin).eircode).toBe('D6W X2R8');

    for (const eircode of ['A6 F4E2', 'B65 F4E2', 'A65 F4E', '12345678', 'A65 F4E2 9']) {
      const bad = await submit({ ...VALID_QUOTE, eircode });
      expect(bad.statusCode, eircode).toBe(422);
      expect(json(bad).errors).toEqual({ eircode: 'Eircode must look like A65 F4E2' });
    }
  });

  it('stores the consent record: wording version, time, page and client address', async () => {
    const before = Date.now();
    const response = await submit({ ...VALID_QUOTE, url_type: '/dublin', marketing_opt_in: true });
    expect(response.statusCode).toBe(201);
    const lead = json<Record<string, unknown>>(response);
    expect(lead).toMatchObject({
      consent: true,
      consent_version: CONSENT_VERSION,
      consent_page: '/dublin',
      marketing_opt_in: true,
    });
    expect(Date.parse(lead.consent_at as string)).toBeGreaterThanOrEqual(before - 1000);
    const row = await t.db
      .selectFrom('leads')
      .select(['client_ip'])
      .where('id', '=', lead.id as number)
      .executeTakeFirstOrThrow();
    expect(row.client_ip).toBe('127.0.0.1');
  });

  it('finds names case-insensitively beyond ASCII on both databases', async () => {
    const lead = json(await submit({ ...VALID_QUOTE, first_name: 'Seán', last_name: 'Ó Briain' }));
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/quote?search=${encodeURIComponent('SEÁN Ó')}`,
      headers: admin,
    });
    expect(json<{ id: number }[]>(found).map((row) => row.id)).toContain(lead.id);
  });

  it('finds leads by county and Eircode', async () => {
    const lead = json(await submit({ ...VALID_QUOTE, county: 'Leitrim', eircode: 'N41 X2Y3' }));
    for (const search of ['leitrim', 'n41 x2y3', 'N41X2Y3', '0871234567', '087-123 4567']) {
      const found = await t.app.inject({
        method: 'GET',
        url: `/api/quote?search=${encodeURIComponent(search)}`,
        headers: admin,
      });
      expect(json<{ id: number }[]>(found).map((row) => row.id)).toContain(lead.id);
    }
  });
});

describe('POST /api/quote: a reused Idempotency-Key', () => {
  let t: TestApp;
  apiTest.beforeAll(({ t: fileApp }) => {
    t = fileApp;
  });

  it('does not hand the first lead to a different homeowner', async () => {
    const headers = { 'idempotency-key': 'test' };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: VALID_QUOTE,
      headers,
    });
    expect(first.statusCode).toBe(201);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: { ...VALID_QUOTE, email: 'someone.else@example.ie' },
      headers,
    });
    expect(other.statusCode).toBe(409);
    expect(json(other)).toEqual({
      message: 'This Idempotency-Key was already used for a different request',
    });
  });
});
