import { describe, expect, it } from 'vitest';
import type { SubmittedQuote } from '../../../shared/quote-submitted.js';
import type { Lead } from '../../../shared/lead-schema.js';
import { apiTest } from '../../test/api-test.js';
import { createUserAndSignIn, json, VALID_QUOTE, type TestApp } from '../../test/test-app.js';
import { listLeadEvents } from './lead-event-repository.js';

describe('GET, PATCH and DELETE /api/quote/{id}', () => {
  let t: TestApp;
  let manager: Awaited<ReturnType<typeof createUserAndSignIn>>;

  apiTest.beforeAll(async ({ t: fileApp }) => {
    t = fileApp;
    manager = await createUserAndSignIn(t, 2);
  });

  const newLead = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: VALID_QUOTE,
    });
    // The submit's answer also carries the installers' count, the reference and the
    // homeowner's page (submittedQuoteSchema); the lead is the rest.
    const {
      partners_matched: _matched,
      reference: _reference,
      request_url: _url,
      ...lead
    } = json<SubmittedQuote>(response);
    return lead;
  };
  const call = (method: 'GET' | 'PATCH' | 'DELETE', id: number | string, payload?: object) =>
    t.app.inject({ method, url: `/api/quote/${id}`, headers: manager.headers, payload });

  it('answers one lead, and 404 for an unknown or non-numeric id', async () => {
    const lead = await newLead();
    const found = await call('GET', lead.id);
    expect(found.statusCode).toBe(200);
    expect(json(found)).toEqual(lead);
    for (const id of [999999, 'abc', '1.5', '-1', '0', '1e3', '2147483648', '99999999999']) {
      const missing = await call('GET', id);
      expect(missing.statusCode, String(id)).toBe(404);
      expect(json(missing).message).toBe('Lead not found');
    }
  });

  it('changes the status, records who did it, and leaves other fields alone', async () => {
    const lead = await newLead();
    const response = await call('PATCH', lead.id, { status: 'contacted' });
    expect(response.statusCode).toBe(200);
    const updated = json<Lead>(response);
    expect(updated).toEqual({ ...lead, status: 'contacted', updated_at: updated.updated_at });
    expect(updated.updated_at >= lead.updated_at).toBe(true);

    const events = await listLeadEvents(t.db, lead.id);
    expect(events.map((e) => [e.type, e.from_status, e.to_status, e.user_id])).toEqual([
      ['created', null, 'new', null],
      ['status_changed', 'new', 'contacted', manager.id],
    ]);
    expect((await call('GET', lead.id)).json().status).toBe('contacted');
  });

  it('records edits to the lead fields separately from a status change', async () => {
    const lead = await newLead();
    const response = await call('PATCH', lead.id, {
      status: 'quoted',
      property_address: '2 New Road, Sligo',
      first_name: 'Mary',
      unknown_field: 'dropped',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      status: 'quoted',
      property_address: '2 New Road, Sligo',
      first_name: 'Mary',
    });
    const types = (await listLeadEvents(t.db, lead.id)).map((e) => e.type);
    expect(types).toEqual(['created', 'status_changed', 'updated']);
  });

  it('writes nothing when the values are the same', async () => {
    const lead = await newLead();
    const response = await call('PATCH', lead.id, { status: 'new', first_name: lead.first_name });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual(lead);
    expect(await listLeadEvents(t.db, lead.id)).toHaveLength(1);
  });

  it('answers 422 for a bad status, an empty update, a blank name or an unknown option', async () => {
    const lead = await newLead();
    const badStatus = await call('PATCH', lead.id, { status: 'won' });
    expect(badStatus.statusCode).toBe(422);
    expect(json(badStatus).errors).toEqual({
      status: 'Status must be one of: new, contacted, quoted, converted, lost',
    });

    const empty = await call('PATCH', lead.id, { nothing: 1 });
    expect(empty.statusCode).toBe(422);
    expect(json(empty).message).toBe('Nothing to update');

    const blank = await call('PATCH', lead.id, { first_name: ' ' });
    expect(json(blank).errors).toEqual({ first_name: 'First name is required' });

    const option = await call('PATCH', lead.id, { window_type: 'Portholes' });
    expect(option.statusCode).toBe(422);
    expect(json(option).errors).toEqual({
      window_type: 'Window type must be one of the offered options',
    });

    expect(json(await call('GET', lead.id))).toEqual(lead);
    expect(await listLeadEvents(t.db, lead.id)).toHaveLength(1);
  });

  it('answers 404 when patching an unknown lead', async () => {
    expect((await call('PATCH', 999999, { status: 'lost' })).statusCode).toBe(404);
    expect((await call('PATCH', 'x', { status: 'lost' })).statusCode).toBe(404);
  });

  it('deletes a lead with its history, then answers 404', async () => {
    const lead = await newLead();
    await call('PATCH', lead.id, { status: 'lost' });
    const response = await call('DELETE', lead.id);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'Lead deleted' });
    expect((await call('GET', lead.id)).statusCode).toBe(404);
    expect(await listLeadEvents(t.db, lead.id)).toHaveLength(0);
    expect((await call('DELETE', lead.id)).statusCode).toBe(404);
    expect((await call('DELETE', 'abc')).statusCode).toBe(404);
  });

  it('keeps the history when the staff member is deleted later', async () => {
    const staff = await createUserAndSignIn(t, 1);
    const lead = await newLead();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/quote/${lead.id}`,
      headers: staff.headers,
      payload: { status: 'contacted' },
    });
    await t.db.deleteFrom('users').where('id', '=', staff.id).execute();
    const events = await listLeadEvents(t.db, lead.id);
    expect(events.map((e) => [e.type, e.user_id])).toEqual([
      ['created', null],
      ['status_changed', null],
    ]);
  });
});
