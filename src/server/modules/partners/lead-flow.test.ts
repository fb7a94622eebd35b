import { describe, expect, it } from 'vitest';
import { apiTestWithSmtp } from '../../test/api-test.js';
import { addPartner } from '../../test/partner-fixtures.js';
import type { startSmtpSink } from '../../test/smtp-sink.js';
import { json, VALID_QUOTE, type TestApp } from '../../test/test-app.js';

// The app's own outbox worker runs; its poll is a minute, so only a submit's kick delivers fast.
const delivering = apiTestWithSmtp({ OUTBOX_WORKER: 'true', OUTBOX_POLL_MS: '60000' });

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('a submitted quote reaches the homeowner and the matched partners', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  delivering.beforeAll(async ({ t: fileApp, admin: fileAdmin, smtp: fileSmtp }) => {
    t = fileApp;
    admin = fileAdmin;
    smtp = fileSmtp;
    await t.app.ready();
    await addPartner(t.db, {
      name: 'Wexford Windows',
      counties: ['Wexford'],
      email: 'jobs@wexfordwindows.ie',
    });
    await addPartner(t.db, {
      name: 'Slaney Sash',
      counties: ['Wexford', 'Wicklow'],
      email: 'hello@slaney.ie',
    });
    await addPartner(t.db, {
      name: 'Kerry Glass',
      counties: ['Kerry'],
      email: 'info@kerryglass.ie',
    });
  });

  it('e-mails the homeowner and each partner within seconds, once each', async () => {
    const before = smtp.received.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: {
        ...VALID_QUOTE,
        county: 'Wexford',
        email: 'siobhan@example.ie',
        first_name: 'Siobhán',
      },
    });
    expect(response.statusCode).toBe(201);
    const lead = json<{ id: number }>(response);

    // The poll interval is a minute, so only the kick after the submit can deliver this fast.
    await waitFor(() => smtp.received.length >= before + 3);
    const byRecipient = new Map(smtp.received.slice(before).map((mail) => [mail.to[0], mail.raw]));
    expect([...byRecipient.keys()].sort()).toEqual([
      'hello@slaney.ie',
      'jobs@wexfordwindows.ie',
      'siobhan@example.ie',
    ]);
    const homeowner = byRecipient.get('siobhan@example.ie')!;
    expect(homeowner).toContain(`Subject: Your window quote request (ref. ${lead.id})`);
    expect(homeowner).toContain('Wexford Windows');
    expect(homeowner).toContain('Slaney Sash');
    const partner = byRecipient.get('jobs@wexfordwindows.ie')!;
    // A link to the lead instead of the homeowner's details, released on acceptance (0905).
    expect(partner).toContain('Accept or decline this lead');
    expect(partner).not.toContain('087 123 4567');
    expect(partner).not.toContain('siobhan@example.ie');

    await waitFor(async () => {
      const delivery = await t.app.inject({
        method: 'GET',
        url: `/api/quote/${lead.id}/delivery`,
        headers: admin,
      });
      return json<{ messages: { status: string }[] }>(delivery).messages.every(
        (m) => m.status === 'sent',
      );
    });
    const delivery = json<{ assignments: { partner_name: string }[]; messages: unknown[] }>(
      await t.app.inject({ method: 'GET', url: `/api/quote/${lead.id}/delivery`, headers: admin }),
    );
    expect(delivery.assignments.map((a) => a.partner_name)).toEqual([
      'Wexford Windows',
      'Slaney Sash',
    ]);
    expect(delivery.messages).toHaveLength(4);
    expect(smtp.received).toHaveLength(before + 3);
  });

  it('a repeated submit with the same idempotency key sends nothing twice', async () => {
    const before = smtp.received.length;
    const headers = { 'idempotency-key': 'form-fill-123' };
    const payload = { ...VALID_QUOTE, county: 'Kerry', email: 'once@example.ie' };
    const first = await t.app.inject({ method: 'POST', url: '/api/quote', payload, headers });
    const second = await t.app.inject({ method: 'POST', url: '/api/quote', payload, headers });
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    await waitFor(() => smtp.received.length >= before + 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.length).toBe(before + 2);
  });
});
