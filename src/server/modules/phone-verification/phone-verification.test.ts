import { afterAll, describe, expect } from 'vitest';
import { PHONE_CODE_MAX_TRIES } from '../../../shared/phone-verification-rules.js';
import { startFakeTwilio } from '../../test/fake-twilio.js';
import { apiTestWith } from '../../test/api-test.js';
import { addPartner } from '../../test/partner-fixtures.js';
import { anotherHomeowner } from '../../test/sample-quote.js';
import { json, VALID_QUOTE, type TestApp } from '../../test/test-app.js';

// The app sends SMS through the real Twilio transport, to a local stand-in for Twilio.
const twilio = await startFakeTwilio();
afterAll(twilio.close);
const apiTest = apiTestWith(twilio.env);

interface Submitted {
  id: number;
  dispatched_at: string | null;
  phone_verification: string;
  verification?: { required: true; ref: string; expires_at: string; resend_after_seconds: number };
}

/** A new homeowner's request (Galway, with consent unless `extra` says otherwise). */
async function submit(t: TestApp, extra: Record<string, unknown> = {}, headers = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/quote',
    payload: { ...VALID_QUOTE, ...anotherHomeowner(), ...extra },
    headers,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return json<Submitted>(response);
}

/** The code texted last for a lead, read from its queued SMS. */
async function lastCode(t: TestApp, leadId: number): Promise<string> {
  const rows = await t.db
    .selectFrom('outbox')
    .select('body')
    .where('lead_id', '=', leadId)
    .where('kind', '=', 'phone_code_sms')
    .orderBy('id', 'desc')
    .execute();
  return /^(\d{6}) is your/.exec(rows[0]?.body ?? '')?.[1] ?? '';
}

const verify = (t: TestApp, ref: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/quote/verify', payload: { ref, code } });
const resend = (t: TestApp, ref: string) =>
  t.app.inject({ method: 'POST', url: '/api/quote/verify/resend', payload: { ref } });

/** What went out about a lead: its assignments and its queued messages by kind. */
async function sentFor(t: TestApp, leadId: number) {
  const partners = await t.db
    .selectFrom('lead_partners')
    .select('partner_id')
    .where('lead_id', '=', leadId)
    .execute();
  const messages = await t.db
    .selectFrom('outbox')
    .select('kind')
    .where('lead_id', '=', leadId)
    .orderBy('id')
    .execute();
  return { partners: partners.length, kinds: messages.map((row) => row.kind) };
}

/** Let "Send a new code" past its cooldown without waiting a minute. */
async function pastCooldown(t: TestApp, leadId: number) {
  await t.db
    .updateTable('phone_verifications')
    .set({ last_sent_at: new Date(Date.now() - 61_000).toISOString() })
    .where('lead_id', '=', leadId)
    .execute();
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone verification of quote requests', () => {
  apiTest.beforeAll(async ({ t, api }) => {
    await addPartner(t.db, { name: 'Galway Glass', counties: ['Galway'], daily_cap: 100 });
    await addPartner(t.db, { name: 'Corrib Windows', counties: ['Galway'], daily_cap: 100 });
    const on = await api.put('/api/settings/verification', { phone_verification: true });
    expect(on.statusCode, on.body).toBe(200);
  });

  apiTest(
    'only admins turn it on; it reads as on with SMS configured',
    async ({ api, manager }) => {
      expect((await api.get('/api/settings/verification', { as: 'anonymous' })).statusCode).toBe(
        401,
      );
      const asManager = await api.put(
        '/api/settings/verification',
        { phone_verification: false },
        {
          as: manager,
        },
      );
      expect(asManager.statusCode).toBe(403);
      expect(json(await api.get('/api/settings/verification'))).toEqual({
        phone_verification: true,
        sms_configured: true,
      });
      expect(
        (await api.put('/api/settings/verification', { phone_verification: 'yes' })).statusCode,
      ).toBe(422);
    },
  );

  apiTest(
    'a request is held, never passed on, until its code is typed; the code goes by SMS',
    async ({ t, api }) => {
      const lead = await submit(t);
      expect(lead).toMatchObject({ phone_verification: 'pending', dispatched_at: null });
      expect(lead.verification).toMatchObject({ required: true, resend_after_seconds: 60 });
      expect(lead.verification!.ref).toMatch(/^[A-Za-z0-9_-]{22}$/);
      // Only the hash of the reference is stored.
      const stored = await t.db
        .selectFrom('phone_verifications')
        .selectAll()
        .where('lead_id', '=', lead.id)
        .executeTakeFirstOrThrow();
      expect(stored.ref_hash).not.toContain(lead.verification!.ref);
      // Nothing but the code went out: no partner, no confirmation yet.
      expect(await sentFor(t, lead.id)).toEqual({ partners: 0, kinds: ['phone_code_sms'] });
      const code = await lastCode(t, lead.id);
      expect(stored.code_hash).not.toContain(code);

      // The real transport texts it (to the local Twilio stand-in).
      await t.app.outbox.runOnce();
      const text = twilio.sent.find((sms) => sms.body.startsWith(code));
      expect(text?.to).toMatch(/^\+35389/);

      // Staff see it held, and cannot send it to a partner by hand.
      const detail = json<Submitted>(await api.get(`/api/quote/${lead.id}`));
      expect(detail).toMatchObject({ phone_verification: 'pending', dispatched_at: null });
      const partner = await t.db.selectFrom('partners').select('id').executeTakeFirstOrThrow();
      const byHand = await api.post(`/api/quote/${lead.id}/partners`, {
        partner_id: Number(partner.id),
      });
      expect(byHand.statusCode, byHand.body).toBe(409);
      expect(json(byHand).message).toMatch(/Phone not verified/);

      const right = await verify(
        t,
        lead.verification!.ref,
        ` ${code.slice(0, 3)} ${code.slice(3)} `,
      );
      expect(right.statusCode, right.body).toBe(200);
      expect(json(right)).toMatchObject({ verified: true });
      const after = json<Submitted>(await api.get(`/api/quote/${lead.id}`));
      expect(after.phone_verification).toBe('verified');
      expect(after.dispatched_at).not.toBeNull();
      // Passed on as a submit would be: two Galway partners, the confirmation, their e-mails.
      const sent = await sentFor(t, lead.id);
      expect(sent.partners).toBe(2);
      expect(sent.kinds.sort()).toEqual(
        [
          'customer_email',
          'customer_sms',
          'partner_email',
          'partner_email',
          'phone_code_sms',
        ].sort(),
      );

      // The timeline says the homeowner confirmed it.
      const timeline = json<{ kind: string; by: string | null }[]>(
        await api.get(`/api/quote/${lead.id}/timeline`),
      );
      expect(timeline.filter((entry) => entry.kind === 'phone_verified')).toMatchObject([
        { by: null },
      ]);

      // Typing it again answers the same and sends nothing more.
      const again = await verify(t, lead.verification!.ref, code);
      expect(again.statusCode).toBe(200);
      expect((await sentFor(t, lead.id)).kinds).toHaveLength(5);
      expect((await resend(t, lead.verification!.ref)).statusCode).toBe(409);
    },
  );

  apiTest('wrong codes are counted: five per code, then a new code is needed', async ({ t }) => {
    const lead = await submit(t);
    const ref = lead.verification!.ref;
    const code = await lastCode(t, lead.id);
    for (let k = 1; k <= PHONE_CODE_MAX_TRIES; k += 1) {
      const wrong = await verify(t, ref, wrongCode(code));
      expect(wrong.statusCode).toBe(422);
      const left = PHONE_CODE_MAX_TRIES - k;
      expect(json(wrong).message).toBe(
        left > 0
          ? `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`
          : 'That code is not right, and it cannot be tried again. Send a new code and type that one.',
      );
    }
    // Even the right code is refused now.
    const locked = await verify(t, ref, code);
    expect(locked.statusCode).toBe(422);
    expect(json(locked).message).toBe('Too many wrong codes. Send a new code and type that one.');
    expect(json(locked).errors).toEqual({ code: json(locked).message });

    await pastCooldown(t, lead.id);
    const fresh = await resend(t, ref);
    expect(fresh.statusCode, fresh.body).toBe(200);
    const newCode = await lastCode(t, lead.id);
    // The old code no longer works; the new one does.
    if (newCode !== code) expect((await verify(t, ref, code)).statusCode).toBe(422);
    expect((await verify(t, ref, newCode)).statusCode).toBe(200);
    expect((await sentFor(t, lead.id)).partners).toBe(2);
  });

  apiTest('a code expires after 15 minutes', async ({ t }) => {
    const lead = await submit(t);
    const code = await lastCode(t, lead.id);
    await t.db
      .updateTable('phone_verifications')
      .set({ code_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('lead_id', '=', lead.id)
      .execute();
    const expired = await verify(t, lead.verification!.ref, code);
    expect(expired.statusCode).toBe(422);
    expect(json(expired).message).toBe('This code has expired. Send a new code and type that one.');
    expect((await sentFor(t, lead.id)).partners).toBe(0);
  });

  apiTest(
    'a new code waits 60 seconds after the last, and a request gets 5 at most',
    async ({ t }) => {
      const lead = await submit(t);
      const ref = lead.verification!.ref;
      const early = await resend(t, ref);
      expect(early.statusCode).toBe(429);
      expect(json(early).message).toMatch(
        /^Please wait \d+ seconds before asking for another code\.$/,
      );
      expect(Number(early.headers['retry-after'])).toBeGreaterThan(50);
      for (let send = 2; send <= 5; send += 1) {
        await pastCooldown(t, lead.id);
        expect((await resend(t, ref)).statusCode).toBe(200);
      }
      await pastCooldown(t, lead.id);
      const capped = await resend(t, ref);
      expect(capped.statusCode).toBe(429);
      expect(json(capped).message).toMatch(/^We have sent all the codes we can for this request/);
      const kinds = (await sentFor(t, lead.id)).kinds;
      expect(kinds.filter((kind) => kind === 'phone_code_sms')).toHaveLength(5);
    },
  );

  apiTest('an unknown reference or a malformed code is refused plainly', async ({ t }) => {
    const unknown = await verify(t, 'x'.repeat(22), '123456');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toMatch(/could not find this request/);
    const malformed = await verify(t, 'x'.repeat(22), '12ab');
    expect(malformed.statusCode).toBe(422);
    expect(json(malformed).errors).toMatchObject({ code: 'Type the 6-digit code we texted you' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/quote/verify',
          payload: '[]',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(422);
  });

  apiTest(
    'staff supplying consent do not pass on a lead that waits for its code',
    async ({ t, api }) => {
      const { consent: _left, ...withoutConsent } = VALID_QUOTE;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/quote',
        payload: { ...withoutConsent, ...anotherHomeowner() },
      });
      const lead = json<Submitted>(response);
      expect(lead.verification?.required).toBe(true);
      expect((await api.post(`/api/quote/${lead.id}/consent`)).statusCode).toBe(200);
      expect(await sentFor(t, lead.id)).toEqual({ partners: 0, kinds: ['phone_code_sms'] });
      const code = await lastCode(t, lead.id);
      expect((await verify(t, lead.verification!.ref, code)).statusCode).toBe(200);
      expect((await sentFor(t, lead.id)).partners).toBe(2);
    },
  );

  apiTest('staff can release a held lead by hand, once', async ({ t, api, manager }) => {
    const lead = await submit(t);
    const released = await api.post(`/api/quote/${lead.id}/phone-release`, undefined, {
      as: manager,
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(json<Submitted>(released)).toMatchObject({ phone_verification: 'released' });
    expect(json<Submitted>(released).dispatched_at).not.toBeNull();
    expect((await sentFor(t, lead.id)).partners).toBe(2);
    expect((await api.post(`/api/quote/${lead.id}/phone-release`)).statusCode).toBe(409);
    expect((await api.post('/api/quote/999999/phone-release')).statusCode).toBe(404);
    expect(
      (await api.post(`/api/quote/${lead.id}/phone-release`, undefined, { as: 'anonymous' }))
        .statusCode,
    ).toBe(401);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('lead_id', '=', lead.id)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['phone_released']);
    const timeline = json<{ kind: string; by: string | null }[]>(
      await api.get(`/api/quote/${lead.id}/timeline`),
    );
    expect(timeline.find((entry) => entry.kind === 'phone_released')?.by).toEqual(
      expect.any(String),
    );
    // The homeowner's code now just says it is done.
    const code = await lastCode(t, lead.id);
    expect((await verify(t, lead.verification!.ref, code)).statusCode).toBe(200);
    expect((await sentFor(t, lead.id)).partners).toBe(2);
  });

  apiTest(
    'a repeated submit answers a new reference; the lost one stops working',
    async ({ t }) => {
      const homeowner = anotherHomeowner();
      const headers = { 'idempotency-key': `verify-${Date.now()}` };
      const first = await submit(t, homeowner, headers);
      const repeat = await submit(t, homeowner, headers);
      expect(repeat.id).toBe(first.id);
      expect(repeat.verification?.ref).toBeDefined();
      expect(repeat.verification!.ref).not.toBe(first.verification!.ref);
      const code = await lastCode(t, first.id);
      expect((await verify(t, first.verification!.ref, code)).statusCode).toBe(404);
      expect((await verify(t, repeat.verification!.ref, code)).statusCode).toBe(200);
    },
  );

  apiTest('confirmations at the same moment pass the lead on exactly once', async ({ t }) => {
    const lead = await submit(t);
    const code = await lastCode(t, lead.id);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => verify(t, lead.verification!.ref, code)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const sent = await sentFor(t, lead.id);
    expect(sent.partners).toBe(2);
    expect(sent.kinds.filter((kind) => kind === 'customer_email')).toHaveLength(1);
    expect(sent.kinds.filter((kind) => kind === 'partner_email')).toHaveLength(2);
  });

  apiTest('guesses sent at once test no more than five codes', async ({ t }) => {
    const lead = await submit(t);
    const code = await lastCode(t, lead.id);
    const guesses = Array.from({ length: 12 }, (_, k) =>
      String((Number(code) + k + 1) % 1_000_000).padStart(6, '0'),
    );
    await Promise.all(guesses.map((guess) => verify(t, lead.verification!.ref, guess)));
    const row = await t.db
      .selectFrom('phone_verifications')
      .select('attempts')
      .where('lead_id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(PHONE_CODE_MAX_TRIES);
    expect((await verify(t, lead.verification!.ref, code)).statusCode).toBe(422);
  });

  apiTest('with the switch off, requests go out at once as before', async ({ t, api }) => {
    expect(
      (await api.put('/api/settings/verification', { phone_verification: false })).statusCode,
    ).toBe(200);
    const lead = await submit(t);
    expect(lead.verification).toBeUndefined();
    expect(lead.phone_verification).toBe('');
    expect(lead.dispatched_at).not.toBeNull();
    expect((await sentFor(t, lead.id)).kinds).not.toContain('phone_code_sms');
    await api.put('/api/settings/verification', { phone_verification: true });
  });
});
