import { describe, expect, it } from 'vitest';
import { apiTest } from '../../test/api-test.js';
import { addPartner, clearPartners, storeSubmittedLeadRow } from '../../test/partner-fixtures.js';
import { json, type TestApp } from '../../test/test-app.js';
import { checkLeadLink, leadLinkToken } from './lead-link.js';

/** The link token in the installer e-mail of `leadId` to the partner at `email`. */
async function linkFromEmail(t: TestApp, leadId: number, email: string) {
  const message = await t.db
    .selectFrom('outbox')
    .select('body')
    .where('kind', '=', 'partner_email')
    .where('lead_id', '=', leadId)
    .where('recipient', '=', email)
    .executeTakeFirstOrThrow();
  const token = /\/partner\/lead\/([\w.-]+)/.exec(message.body)![1]!;
  return { token, body: message.body };
}

const view = (t: TestApp, token: string) => t.app.inject({ url: `/api/partner/links/${token}` });
const act = (t: TestApp, token: string, action: 'accept' | 'decline', payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/partner/links/${token}/${action}`, payload });

describe('signed lead links in installer e-mails (decision 0905)', () => {
  let t: TestApp;
  let partnerA: number;
  let partnerB: number;

  apiTest.beforeAll(async ({ t: fileApp }) => {
    t = fileApp;
    await clearPartners(t.db);
    partnerA = await addPartner(t.db, { counties: ['Clare'], email: 'a@clare-windows.ie' });
    partnerB = await addPartner(t.db, { counties: ['Clare'], email: 'b@clare-windows.ie' });
  });

  it("carries the job and a link, never the homeowner's name, phone, e-mail or address", async () => {
    const lead = await storeSubmittedLeadRow(t.db, 'Clare', 'nuala@example.ie');
    const { body, token } = await linkFromEmail(t, Number(lead.id), 'a@clare-windows.ie');
    for (const secret of [
      lead.first_name,
      lead.last_name,
      lead.email,
      lead.mobile_number,
      lead.property_address,
      lead.eircode,
    ])
      expect(body).not.toContain(secret);
    expect(body).toContain('County: Clare');
    expect(body).toContain(
      `Area (Eircode routing key): ${lead.eircode.replace(/\s/g, '').slice(0, 3)}`,
    );
    expect(body).toContain(`Window type: ${lead.window_type}`);
    expect(body).toContain(lead.additional_info);
    expect(body).toContain(`https://windowquotes.ie/partner/lead/${token}`);
    // The signature carries 256 bits.
    expect(token.split('.')[3]).toHaveLength(43);
  });

  it('opens the summary, accepts without a password and then shows the details', async () => {
    const lead = await storeSubmittedLeadRow(t.db, 'Clare', 'aine@example.ie');
    const { token } = await linkFromEmail(t, Number(lead.id), 'a@clare-windows.ie');
    const opened = await view(t, token);
    expect(opened.statusCode).toBe(200);
    const shown = json<{ partner: string; expires_at: string; lead: Record<string, unknown> }>(
      opened,
    );
    expect(shown.lead).toMatchObject({
      id: Number(lead.id),
      response: 'pending',
      county: 'Clare',
      homeowner: null,
    });
    expect(JSON.stringify(shown)).not.toContain(lead.email);
    expect(Date.parse(shown.expires_at) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const accepted = await act(t, token, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(json<{ lead: { homeowner: unknown } }>(accepted).lead.homeowner).toMatchObject({
      email: lead.email,
      phone: lead.mobile_number,
    });
    // Opening it again shows the details; a second accept changes nothing.
    expect(
      json<{ lead: { homeowner: unknown } }>(await view(t, token)).lead.homeowner,
    ).not.toBeNull();
    expect((await act(t, token, 'accept')).statusCode).toBe(200);
    expect((await act(t, token, 'decline', { reason: 'too_busy' })).statusCode).toBe(409);
    const answer = await t.db
      .selectFrom('lead_partners')
      .select(['partner_id', 'response', 'responded_by', 'responded_via'])
      .where('lead_id', '=', Number(lead.id))
      .orderBy('partner_id')
      .execute();
    expect(answer).toEqual([
      { partner_id: partnerA, response: 'accepted', responded_by: null, responded_via: 'link' },
      { partner_id: partnerB, response: 'pending', responded_by: null, responded_via: '' },
    ]);
  });

  it('declines with a reason, keeping the details back', async () => {
    const lead = await storeSubmittedLeadRow(t.db, 'Clare', 'ciara@example.ie');
    const { token } = await linkFromEmail(t, Number(lead.id), 'b@clare-windows.ie');
    expect((await act(t, token, 'decline', { reason: 'weekends' })).statusCode).toBe(422);
    const declined = await act(t, token, 'decline', { reason: 'out_of_area', note: 'Too far' });
    expect(declined.statusCode).toBe(200);
    expect(json<{ lead: Record<string, unknown> }>(declined).lead).toMatchObject({
      response: 'declined',
      decline_reason: 'out_of_area',
      homeowner: null,
    });
  });

  it('opens only its own lead of its own partner: a tampered link is a 404', async () => {
    const one = await storeSubmittedLeadRow(t.db, 'Clare', 'one@example.ie');
    const two = await storeSubmittedLeadRow(t.db, 'Clare', 'two@example.ie');
    const { token } = await linkFromEmail(t, Number(one.id), 'a@clare-windows.ie');
    const [leadId, partnerId, expires, signature] = token.split('.') as [
      string,
      string,
      string,
      string,
    ];
    const flipped = signature[0] === 'A' ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const tampered = [
      [String(two.id), partnerId, expires, signature], // another lead
      [leadId, String(partnerB), expires, signature], // another partner
      [leadId, partnerId, String(Number(expires) + 86_400), signature], // a longer life
      [leadId, partnerId, expires, flipped],
      [leadId, partnerId, expires, signature.slice(0, 20)],
    ].map((parts) => parts.join('.'));
    for (const forged of [...tampered, 'nonsense', `${token}x`]) {
      for (const response of [
        await view(t, forged),
        await act(t, forged, 'accept'),
        await act(t, forged, 'decline', { reason: 'too_busy' }),
      ]) {
        expect(response.statusCode, forged).toBe(404);
        expect(json(response).message).toBe(
          'This link is not valid. Please sign in to see your leads.',
        );
      }
    }
    const untouched = await t.db
      .selectFrom('lead_partners')
      .select('response')
      .where('lead_id', 'in', [Number(one.id), Number(two.id)])
      .execute();
    expect(untouched.every((row) => row.response === 'pending')).toBe(true);
  });

  it('a correctly signed link to a lead the partner does not have is a 404 too', async () => {
    const lead = await storeSubmittedLeadRow(t.db, 'Clare', 'three@example.ie');
    const other = await addPartner(t.db, { counties: ['Kerry'] });
    const signed = leadLinkToken(Number(lead.id), other, new Date(Date.now() + 86_400_000));
    expect((await view(t, signed)).statusCode).toBe(404);
    expect((await act(t, signed, 'accept')).statusCode).toBe(404);
  });

  it('an expired link is a 410 pointing to sign-in, and changes nothing', async () => {
    const lead = await storeSubmittedLeadRow(t.db, 'Clare', 'four@example.ie');
    const expired = leadLinkToken(Number(lead.id), partnerA, new Date(Date.now() - 1000));
    for (const response of [await view(t, expired), await act(t, expired, 'accept')]) {
      expect(response.statusCode).toBe(410);
      expect(json(response).message).toBe('This link has expired. Please sign in to see the lead.');
    }
    const row = await t.db
      .selectFrom('lead_partners')
      .select('response')
      .where('lead_id', '=', Number(lead.id))
      .where('partner_id', '=', partnerA)
      .executeTakeFirstOrThrow();
    expect(row.response).toBe('pending');
  });
});

describe('checking a lead link', () => {
  it('takes the same work for a forged link as for an expired one (no database read)', () => {
    const expired = leadLinkToken(7, 3, new Date(Date.now() - 1000));
    const forged = `7.3.${Math.floor(Date.now() / 1000) + 3600}.${'x'.repeat(43)}`;
    expect(checkLeadLink(expired)).toEqual({ ok: false, reason: 'expired' });
    expect(checkLeadLink(forged)).toEqual({ ok: false, reason: 'invalid' });
    // Interleaved rounds, the fastest of each kept: other work on the machine only adds time.
    const batch = (token: string) => {
      const start = process.hrtime.bigint();
      for (let i = 0; i < 200; i++) checkLeadLink(token);
      return Number(process.hrtime.bigint() - start);
    };
    let fastestForged = Infinity;
    let fastestExpired = Infinity;
    for (let round = 0; round < 40; round++) {
      fastestForged = Math.min(fastestForged, batch(forged));
      fastestExpired = Math.min(fastestExpired, batch(expired));
    }
    const ratio = fastestForged / fastestExpired;
    // Both compute one HMAC and one constant-time comparison; generous bounds for a busy machine.
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
