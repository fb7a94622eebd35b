import { describe, expect, it } from 'vitest';
import { INSTALLER_ROLE_ID } from '../../../shared/roles.js';
import { hashToken } from '../auth/session-repository.js';
import { apiTest } from '../../test/api-test.js';
import { inviteAndJoin, passLead } from '../../test/installer-fixtures.js';
import { addLeadRow, addPartner } from '../../test/partner-fixtures.js';
import { createUserAndSignIn, json, signIn, type TestApp } from '../../test/test-app.js';

type Headers = Record<string, string>;

describe('installer portal', () => {
  let t: TestApp;
  let admin: Headers;
  let manager: Headers;
  let partnerA: number;
  let partnerB: number;
  let installerA: Awaited<ReturnType<typeof inviteAndJoin>>;
  let installerB: Awaited<ReturnType<typeof inviteAndJoin>>;
  let leadA: number;
  let leadB: number;

  apiTest.beforeAll(async ({ t: fileApp, admin: fileAdmin }) => {
    t = fileApp;
    admin = fileAdmin;
    manager = (await createUserAndSignIn(t, 2)).headers;
    partnerA = await addPartner(t.db, { counties: ['Galway'] });
    partnerB = await addPartner(t.db, { counties: ['Galway'] });
    installerA = await inviteAndJoin(t, admin, partnerA);
    installerB = await inviteAndJoin(t, admin, partnerB);
    leadA = (await addLeadRow(t.db, 'Galway')).id;
    leadB = (await addLeadRow(t.db, 'Galway')).id;
    await passLead(t, leadA, partnerA);
    await passLead(t, leadB, partnerB);
  });

  it('stores only the hash of an invitation token that carries 256 random bits', async () => {
    expect(installerA.token.length).toBeGreaterThanOrEqual(43);
    const rows = await t.db.selectFrom('partner_invitations').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).toContain(hashToken(installerA.token));
    expect(rows.map((row) => row.token_hash)).not.toContain(installerA.token);
  });

  it('uses an invitation once; an unknown link is a 404 and an expired one a 410', async () => {
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/partner/invitations/${installerA.token}`,
      payload: { password: 'another-password-1' },
    });
    expect(again.statusCode).toBe(410);
    expect(json(again).message).toMatch(/already been used/);
    const view = await t.app.inject({ url: `/api/partner/invitations/${installerA.token}` });
    expect(view.statusCode).toBe(410);
    const unknown = await t.app.inject({ url: '/api/partner/invitations/not-a-token' });
    expect(unknown.statusCode).toBe(404);

    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/partners/${partnerA}/invitations`,
      headers: admin,
      payload: { name: 'Late Larry', email: 'late@installers.ie' },
    });
    expect(invited.statusCode).toBe(201);
    const body = (
      await t.db
        .selectFrom('outbox')
        .select('body')
        .where('recipient', '=', 'late@installers.ie')
        .executeTakeFirstOrThrow()
    ).body;
    const token = /\/partner\/invite\/([\w-]+)/.exec(body)![1]!;
    const shown = await t.app.inject({ url: `/api/partner/invitations/${token}` });
    expect(json(shown)).toMatchObject({ name: 'Late Larry', email: 'late@installers.ie' });
    await t.db
      .updateTable('partner_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const expired = await t.app.inject({
      method: 'POST',
      url: `/api/partner/invitations/${token}`,
      payload: { password: 'late-password-1' },
    });
    expect(expired.statusCode).toBe(410);
    expect(json(expired).message).toMatch(/expired/);
    // A pending account cannot sign in.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'late@installers.ie', password: 'late-password-1' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('holds the password to the staff rule and lets the installer sign in on /api/auth/login', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/partners/${partnerA}/invitations`,
      headers: admin,
      payload: { name: 'Short Sam', email: 'short@installers.ie' },
    });
    expect(invited.statusCode).toBe(201);
    const body = (
      await t.db
        .selectFrom('outbox')
        .select('body')
        .where('recipient', '=', 'short@installers.ie')
        .executeTakeFirstOrThrow()
    ).body;
    const token = /\/partner\/invite\/([\w-]+)/.exec(body)![1]!;
    const short = await t.app.inject({
      method: 'POST',
      url: `/api/partner/invitations/${token}`,
      payload: { password: 'short' },
    });
    expect(short.statusCode).toBe(422);
    const signedIn = await signIn(t.app, installerA.email, 'fitter-password-1');
    const me = await t.app.inject({ url: '/api/auth/me', headers: signedIn });
    expect(json(me).role_id).toBe(INSTALLER_ROLE_ID);
  });

  it('only admins invite, and not to an unknown partner or a taken e-mail', async () => {
    const payload = { name: 'Someone', email: 'someone@installers.ie' };
    const url = `/api/partners/${partnerA}/invitations`;
    expect(
      (await t.app.inject({ method: 'POST', url, headers: manager, payload })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url, headers: installerA.headers, payload }))
        .statusCode,
    ).toBe(403);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/partners/999999/invitations',
      headers: admin,
      payload,
    });
    expect(unknown.statusCode).toBe(404);
    const taken = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { name: 'Dup', email: installerA.email },
    });
    expect(taken.statusCode).toBe(409);
    const bad = await t.app.inject({ method: 'POST', url, headers: admin, payload: { name: '' } });
    expect(bad.statusCode).toBe(422);
  });

  it('keeps installers out of User Management', async () => {
    const users = json<{ email: string }[]>(
      await t.app.inject({ url: '/api/auth/user', headers: admin }),
    );
    expect(users.map((user) => user.email)).not.toContain(installerA.email);
    const row = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', installerA.email)
      .executeTakeFirstOrThrow();
    const one = await t.app.inject({ url: `/api/auth/user/${row.id}`, headers: admin });
    expect(one.statusCode).toBe(404);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/user/${row.id}`,
      headers: admin,
      payload: { role_id: 1 },
    });
    expect(edit.statusCode).toBe(404);
  });

  it('refuses an installer on every staff route', async () => {
    const spec = json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>(
      await t.app.inject({ url: '/api/openapi.json' }),
    );
    const tried: string[] = [];
    for (const [path, operations] of Object.entries(spec.paths)) {
      if (
        path.startsWith('/api/partner/') ||
        path === '/api/auth/me' ||
        path === '/api/auth/logout'
      )
        continue;
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.security?.length) continue;
        const url = path.replace(/\{[^}]+\}/g, '1');
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: installerA.headers,
          ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
        });
        tried.push(`${method} ${path}`);
        expect(response.statusCode, `${method} ${path}`).toBe(403);
      }
    }
    expect(tried.length).toBeGreaterThan(20);
  });

  it('lists only the partner’s own leads, without the homeowner until accepted', async () => {
    const page = json<{ items: Record<string, unknown>[]; total: number }>(
      await t.app.inject({ url: '/api/partner/leads', headers: installerA.headers }),
    );
    expect(page.total).toBe(1);
    expect(page.items.map((item) => item.id)).toEqual([leadA]);
    const [item] = page.items;
    expect(item).toMatchObject({ response: 'pending', county: 'Galway', homeowner: null });
    expect(String(item!.routing_key)).toHaveLength(3);
    const text = JSON.stringify(item);
    expect(text).not.toContain('Murphy');
    expect(text).not.toContain('1 Main Street');
    expect(text).not.toContain('@');
  });

  it('answers 404 for another partner’s lead and 403 to staff on every portal route', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/partner/leads/${leadB}`],
      ['POST', `/api/partner/leads/${leadB}/accept`],
      ['POST', `/api/partner/leads/${leadB}/decline`, { reason: 'too_busy' }],
    ];
    for (const [method, url, payload] of routes) {
      const other = await t.app.inject({
        method: method as 'GET',
        url,
        headers: installerA.headers,
        payload: payload as object,
      });
      expect(other.statusCode, url).toBe(404);
    }
    for (const [method, url, payload] of [...routes, ['GET', '/api/partner/leads']] as [
      string,
      string,
      unknown?,
    ][]) {
      for (const headers of [admin, manager]) {
        const staff = await t.app.inject({
          method: method as 'GET',
          url,
          headers,
          payload: payload as object,
        });
        expect(staff.statusCode, url).toBe(403);
      }
      const anonymous = await t.app.inject({ method: method as 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
    }
  });

  it('shows the homeowner after accepting and records it on the staff timeline', async () => {
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/partner/leads/${leadA}/accept`,
      headers: installerA.headers,
    });
    expect(accepted.statusCode).toBe(200);
    expect(json(accepted)).toMatchObject({
      response: 'accepted',
      homeowner: { name: 'Mary Murphy', address: '1 Main Street' },
    });
    const declineAfter = await t.app.inject({
      method: 'POST',
      url: `/api/partner/leads/${leadA}/decline`,
      headers: installerA.headers,
      payload: { reason: 'too_busy' },
    });
    expect(declineAfter.statusCode).toBe(409);
    const timeline = json<{ kind: string; response?: string }[]>(
      await t.app.inject({ url: `/api/quote/${leadA}/timeline`, headers: manager }),
    );
    expect(timeline).toContainEqual(
      expect.objectContaining({ kind: 'partner_response', response: 'accepted' }),
    );
  });

  it('declines with a reason, keeps the details hidden, and validates the reason', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/partner/leads/${leadB}/decline`,
      headers: installerB.headers,
      payload: { reason: 'bored' },
    });
    expect(bad.statusCode).toBe(422);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/partner/leads/${leadB}/decline`,
      headers: installerB.headers,
      payload: { reason: 'out_of_area', note: 'We do not cover Connemara' },
    });
    expect(declined.statusCode).toBe(200);
    expect(json(declined)).toMatchObject({
      response: 'declined',
      decline_reason: 'out_of_area',
      homeowner: null,
    });
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/partner/leads/${leadB}/accept`,
      headers: installerB.headers,
    });
    expect(accept.statusCode).toBe(409);
    const timeline = json<Record<string, unknown>[]>(
      await t.app.inject({ url: `/api/quote/${leadB}/timeline`, headers: admin }),
    );
    expect(timeline).toContainEqual(
      expect.objectContaining({
        kind: 'partner_response',
        response: 'declined',
        reason: 'Out of area',
        note: 'We do not cover Connemara',
      }),
    );
  });

  it('removes a partner together with its installers and their sessions', async () => {
    const partnerC = await addPartner(t.db, { counties: ['Mayo'] });
    const installerC = await inviteAndJoin(t, admin, partnerC);
    const lead = (await addLeadRow(t.db, 'Mayo')).id;
    await passLead(t, lead, partnerC);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/partner/leads/${lead}/accept`,
      headers: installerC.headers,
    });
    expect(accepted.statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/partners/${partnerC}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/partner/leads', headers: installerC.headers });
    expect(after.statusCode).toBe(401);
    const timeline = await t.app.inject({ url: `/api/quote/${lead}/timeline`, headers: admin });
    expect(timeline.statusCode).toBe(200);
  });
});
