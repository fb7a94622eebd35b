import { describe, expect } from 'vitest';
import type { ContactChanged, ContactCodeSent } from '../../../shared/contact-change.js';
import { CONTACT_CHANGE_TEXT } from '../../../shared/contact-change-text.js';
import { REQUEST_NOT_FOUND } from '../../../shared/homeowner-request-text.js';
import { PHONE_CODE_MAX_TRIES } from '../../../shared/phone-verification-rules.js';
import { apiTestWith } from '../../test/api-test.js';
import { addPartner, clearPartners } from '../../test/partner-fixtures.js';
import { anotherHomeowner, VALID_QUOTE } from '../../test/sample-quote.js';
import { json, type TestApp } from '../../test/test-app.js';
import { contactChangeExpiryJob } from './contact-change-job.js';

// No SMS provider here: a new e-mail can be confirmed, a new mobile cannot.
const apiTest = apiTestWith();

async function submit(t: TestApp, county: string = VALID_QUOTE.county) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/quote',
    payload: { ...VALID_QUOTE, ...anotherHomeowner(), county },
  });
  expect(response.statusCode).toBe(201);
  const body = json<{ id: number; email: string; request_url: string }>(response);
  return { ...body, token: body.request_url.replace('/request/', '') };
}

const post = (t: TestApp, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
const change = (t: TestApp, token: string, payload: object) =>
  post(t, `/api/request/${token}/contact`, payload);
const confirm = (t: TestApp, token: string, code: string) =>
  post(t, `/api/request/${token}/contact/confirm`, { code });

/** The code e-mailed last about a lead, and to whom. */
async function lastCode(t: TestApp, leadId: number) {
  const row = await t.db
    .selectFrom('outbox')
    .select(['recipient', 'body', 'channel'])
    .where('lead_id', '=', leadId)
    .where('kind', 'in', ['contact_code_email', 'contact_code_sms'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return { ...row, code: /(\d{6})/.exec(row?.body ?? '')?.[1] ?? '' };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('"Correct my phone or e-mail" on the homeowner\'s page (decision 0926)', () => {
  let t: TestApp;
  let partners: number[];

  apiTest.beforeAll(async ({ t: fileApp }) => {
    t = fileApp;
    await clearPartners(t.db);
    partners = [
      await addPartner(t.db, { name: 'Atlantic Windows', counties: ['Galway'], daily_cap: 100 }),
      await addPartner(t.db, { name: 'Corrib Glazing', counties: ['Galway'], daily_cap: 100 }),
    ];
    await t.db
      .updateTable('partners')
      .set({ webhook_url: 'https://hooks.corrib.ie/leads', webhook_secret: 'whsec_x' })
      .where('id', '=', partners[1]!)
      .execute();
  });

  apiTest(
    'sends the code to the new e-mail only, and changes the lead once it is typed',
    async ({ api }) => {
      const lead = await submit(t);
      const sent = await change(t, lead.token, { field: 'email', email: ' New.Me@Example.IE ' });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(json<ContactCodeSent>(sent)).toMatchObject({
        field: 'email',
        sent_to: 'new.me@example.ie',
        resend_after_seconds: 60,
      });
      const code = await lastCode(t, lead.id);
      expect(code).toMatchObject({ recipient: 'new.me@example.ie', channel: 'email' });
      expect(code.code).toMatch(/^\d{6}$/);
      // Nothing about the change went to the old address, and the lead is unchanged yet.
      const toOld = await t.db
        .selectFrom('outbox')
        .select('kind')
        .where('recipient', '=', lead.email)
        .execute();
      expect(toOld.map((row) => row.kind)).not.toContain('contact_code_email');
      const before = json<{ email: string }>(await api.get(`/api/quote/${lead.id}`));
      expect(before.email).toBe(lead.email);
      // The code is stored only as a salted hash.
      const stored = await t.db.selectFrom('contact_changes').selectAll().execute();
      expect(JSON.stringify(stored)).not.toContain(code.code);

      const done = await confirm(t, lead.token, code.code);
      expect(done.statusCode, done.body).toBe(200);
      const answer = json<ContactChanged>(done);
      expect(answer.message).toBe(CONTACT_CHANGE_TEXT.changed('email'));
      expect(answer.request.details.email).toBe('new.me@example.ie');
      const after = json<{ email: string }>(await api.get(`/api/quote/${lead.id}`));
      expect(after.email).toBe('new.me@example.ie');
      // Staff find it by the new address, not the old.
      const found = (search: string) =>
        api
          .get(`/api/quote?search=${encodeURIComponent(search)}`)
          .then((r) => json<{ id: number }[]>(r).map((row) => row.id));
      expect(await found('new.me@example.ie')).toContain(lead.id);
      expect(await found(lead.email)).not.toContain(lead.id);
      // The pending value is gone.
      expect(
        await t.db
          .selectFrom('contact_changes')
          .where('lead_id', '=', lead.id)
          .selectAll()
          .execute(),
      ).toEqual([]);

      // Staff see it on the timeline, in words, without the addresses.
      const timeline = json<{ kind: string; field?: string }[]>(
        await api.get(`/api/quote/${lead.id}/timeline`),
      );
      expect(timeline.filter((entry) => entry.kind === 'contact_changed')).toEqual([
        expect.objectContaining({ kind: 'contact_changed', field: 'email' }),
      ]);
      const events = await t.db
        .selectFrom('lead_events')
        .select('detail')
        .where('lead_id', '=', lead.id)
        .where('type', '=', 'contact_changed')
        .execute();
      expect(events[0]!.detail).not.toContain('example.ie');

      // Each installer told once by e-mail; the one with a webhook one event too.
      const told = await t.db
        .selectFrom('outbox')
        .select(['recipient', 'channel', 'body', 'kind'])
        .where('lead_id', '=', lead.id)
        .where((eb) =>
          eb.or([
            eb('kind', '=', 'partner_homeowner_update'),
            eb('body', 'like', '%lead.homeowner_update%'),
          ]),
        )
        .execute();
      expect(told.filter((row) => row.channel === 'email')).toHaveLength(2);
      const hooks = told.filter((row) => row.channel === 'webhook');
      expect(hooks).toHaveLength(1);
      expect(JSON.parse(hooks[0]!.body)).toMatchObject({
        type: 'lead.homeowner_update',
        data: { choice: 'contact_changed', field: 'email', lead_id: lead.id },
      });
      for (const row of told) expect(row.body).not.toContain('new.me@example.ie');

      // The same code again changes nothing more and tells no one again.
      const again = await confirm(t, lead.token, code.code);
      expect(again.statusCode).toBe(409);
      const toldAgain = await t.db
        .selectFrom('outbox')
        .select('id')
        .where('lead_id', '=', lead.id)
        .where('kind', '=', 'partner_homeowner_update')
        .execute();
      expect(toldAgain).toHaveLength(2);
    },
  );

  apiTest('counts wrong codes, with the tries left, and then refuses the right one', async () => {
    const lead = await submit(t);
    expect(
      (await change(t, lead.token, { field: 'email', email: 'tries@example.ie' })).statusCode,
    ).toBe(200);
    const { code } = await lastCode(t, lead.id);
    for (let k = 1; k <= PHONE_CODE_MAX_TRIES; k += 1) {
      const response = await confirm(t, lead.token, wrong(code));
      expect(response.statusCode).toBe(422);
      const left = PHONE_CODE_MAX_TRIES - k;
      expect(json<{ errors: { code: string } }>(response).errors.code).toBe(
        left > 0
          ? `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`
          : 'That code is not right, and it cannot be tried again. Send a new code and type that one.',
      );
    }
    const right = await confirm(t, lead.token, code);
    expect(right.statusCode).toBe(422);
    expect(json<{ message: string }>(right).message).toMatch(/Too many wrong codes/);
    // Bad input is a 422 too.
    const bad = await confirm(t, lead.token, '12ab');
    expect(bad.statusCode).toBe(422);
    expect(json<{ errors: { code: string } }>(bad).errors.code).toMatch(/6-digit code/);
  });

  apiTest('refuses an expired code, and the expiry job deletes the new value', async () => {
    const lead = await submit(t);
    await change(t, lead.token, { field: 'email', email: 'late@example.ie' });
    const { code } = await lastCode(t, lead.id);
    await t.db
      .updateTable('contact_changes')
      .set({ code_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('lead_id', '=', lead.id)
      .execute();
    const late = await confirm(t, lead.token, code);
    expect(late.statusCode).toBe(422);
    expect(json<{ message: string }>(late).message).toMatch(/expired/);
    const resend = await post(t, `/api/request/${lead.token}/contact/resend`);
    expect(resend.statusCode).toBe(409);

    const result = await contactChangeExpiryJob().run(t.db, new Date(), 'test');
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .selectFrom('contact_changes')
      .select('new_value')
      .where('lead_id', '=', lead.id)
      .execute();
    expect(left).toEqual([]);
    expect(json<{ message: string }>(await confirm(t, lead.token, code)).message).toBe(
      CONTACT_CHANGE_TEXT.nothingPending,
    );
  });

  apiTest("checks the new value with the quote form's rules", async () => {
    const lead = await submit(t);
    const bad = await change(t, lead.token, { field: 'email', email: 'not-an-email' });
    expect(bad.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string> }>(bad).errors.email).toBe(
      'Email must be a valid email address',
    );
    const same = await change(t, lead.token, { field: 'email', email: lead.email.toUpperCase() });
    expect(same.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string> }>(same).errors.email).toBe(
      CONTACT_CHANGE_TEXT.same('email'),
    );
    const field = await change(t, lead.token, { field: 'name', email: 'x@example.ie' });
    expect(field.statusCode).toBe(422);
    const phone = await change(t, lead.token, { field: 'mobile_number', mobile_number: 'abc' });
    expect(phone.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string> }>(phone).errors.mobile_number).toBe(
      'Mobile number must be a valid phone number',
    );
  });

  apiTest('says clearly that a new mobile cannot be confirmed without SMS', async () => {
    const lead = await submit(t);
    const response = await change(t, lead.token, {
      field: 'mobile_number',
      mobile_number: '086 555 1234',
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response).message).toBe(CONTACT_CHANGE_TEXT.smsUnavailable);
    expect(
      await t.db.selectFrom('contact_changes').where('lead_id', '=', lead.id).selectAll().execute(),
    ).toEqual([]);
  });

  apiTest('waits 60 seconds between codes, and the new one replaces the old', async () => {
    const lead = await submit(t);
    await change(t, lead.token, { field: 'email', email: 'first@example.ie' });
    const first = await lastCode(t, lead.id);
    const soon = await change(t, lead.token, { field: 'email', email: 'second@example.ie' });
    expect(soon.statusCode).toBe(429);
    expect(json<{ message: string }>(soon).message).toMatch(/Please wait \d+ seconds/);
    await t.db
      .updateTable('contact_changes')
      .set({ last_sent_at: new Date(Date.now() - 61_000).toISOString() })
      .where('lead_id', '=', lead.id)
      .execute();
    expect(
      (await change(t, lead.token, { field: 'email', email: 'second@example.ie' })).statusCode,
    ).toBe(200);
    const second = await lastCode(t, lead.id);
    expect(second.recipient).toBe('second@example.ie');
    expect(
      (await confirm(t, lead.token, first.code === second.code ? wrong(first.code) : first.code))
        .statusCode,
    ).toBe(422);
    const done = await confirm(t, lead.token, second.code);
    expect(json<ContactChanged>(done).request.details.email).toBe('second@example.ie');
  });

  apiTest("answers a wrong or revoked link with the page's 404", async ({ api }) => {
    const lead = await submit(t);
    await api.post(`/api/quote/${lead.id}/request-link/revoke`);
    for (const token of [lead.token, 'b'.repeat(32)]) {
      for (const response of [
        await change(t, token, { field: 'email', email: 'who@example.ie' }),
        await confirm(t, token, '123456'),
        await post(t, `/api/request/${token}/contact/resend`),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual({ message: REQUEST_NOT_FOUND });
      }
    }
  });

  apiTest('after "Stop contacting me" changes the lead but tells no installer', async () => {
    const lead = await submit(t);
    expect(
      (await post(t, `/api/request/${lead.token}/choice`, { choice: 'stop_contact' })).statusCode,
    ).toBe(200);
    const before = await t.db
      .selectFrom('outbox')
      .select('id')
      .where('lead_id', '=', lead.id)
      .where('kind', '=', 'partner_homeowner_update')
      .execute();
    await change(t, lead.token, { field: 'email', email: 'quiet@example.ie' });
    const { code, recipient } = await lastCode(t, lead.id);
    expect(recipient).toBe('quiet@example.ie');
    const done = await confirm(t, lead.token, code);
    expect(done.statusCode).toBe(200);
    expect(json<ContactChanged>(done).message).toBe(CONTACT_CHANGE_TEXT.changedQuietly('email'));
    const after = await t.db
      .selectFrom('outbox')
      .select('id')
      .where('lead_id', '=', lead.id)
      .where('kind', '=', 'partner_homeowner_update')
      .execute();
    expect(after).toHaveLength(before.length);
  });

  apiTest(
    'erasure deletes a new value waiting for its code and blanks its message',
    async ({ api }) => {
      const lead = await submit(t);
      await change(t, lead.token, { field: 'email', email: 'pending@example.ie' });
      expect((await api.post(`/api/quote/${lead.id}/erase`)).statusCode).toBe(200);
      expect(
        await t.db
          .selectFrom('contact_changes')
          .where('lead_id', '=', lead.id)
          .selectAll()
          .execute(),
      ).toEqual([]);
      const messages = await t.db
        .selectFrom('outbox')
        .select(['recipient', 'body'])
        .where('lead_id', '=', lead.id)
        .where('kind', '=', 'contact_code_email')
        .execute();
      expect(messages).toHaveLength(1);
      expect(JSON.stringify(messages)).not.toContain('pending@example.ie');
    },
  );

  apiTest('with no installer yet, says only that the change is made', async () => {
    const lead = await submit(t, 'Leitrim');
    await change(t, lead.token, { field: 'email', email: 'alone@example.ie' });
    const done = await confirm(t, lead.token, (await lastCode(t, lead.id)).code);
    expect(done.statusCode, done.body).toBe(200);
    expect(json<ContactChanged>(done).message).toBe(CONTACT_CHANGE_TEXT.changedAlone('email'));
  });
});
