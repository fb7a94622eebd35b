import { describe, expect, it } from 'vitest';
import { hashToken } from '../auth/session-repository.js';
import { apiTest, apiTestWith } from '../../test/api-test.js';
import { passLead, signedInInstaller } from '../../test/installer-fixtures.js';
import { addLeadRow, addPartner } from '../../test/partner-fixtures.js';
import { json, type TestApp } from '../../test/test-app.js';

type Headers = Record<string, string>;
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

async function createToken(t: TestApp, headers: Headers, name = 'Our CRM') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/partner/api-tokens',
    headers,
    payload: { name },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: number; token: string; name: string }>(response);
}

describe('partner API tokens (decision 0905)', () => {
  let t: TestApp;
  let admin: Headers;
  let partnerA: number;
  let partnerB: number;
  let installerA: Awaited<ReturnType<typeof signedInInstaller>>;
  let installerB: Awaited<ReturnType<typeof signedInInstaller>>;
  let leadA: number;
  let leadB: number;

  apiTest.beforeAll(async ({ t: fileApp, admin: fileAdmin }) => {
    t = fileApp;
    admin = fileAdmin;
    partnerA = await addPartner(t.db, { counties: ['Galway'] });
    partnerB = await addPartner(t.db, { counties: ['Galway'] });
    installerA = await signedInInstaller(t.db, partnerA);
    installerB = await signedInInstaller(t.db, partnerB);
    leadA = (await addLeadRow(t.db, 'Galway')).id;
    leadB = (await addLeadRow(t.db, 'Galway')).id;
    await passLead(t, leadA, partnerA);
    await passLead(t, leadB, partnerB);
  });

  it('shows a wqp_ token of 256 random bits once and stores only its SHA-256', async () => {
    const created = await createToken(t, installerA.headers);
    expect(created.token).toMatch(/^wqp_[\w-]{43}$/);
    expect(created).toMatchObject({ name: 'Our CRM', last_used_at: null });
    const row = await t.db
      .selectFrom('partner_api_tokens')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(4));
    expect(row).toMatchObject({
      partner_id: partnerA,
      created_by: installerA.id,
      revoked_at: null,
    });

    const list = json<{ items: Record<string, unknown>[] }>(
      await t.app.inject({ url: '/api/partner/api-tokens', headers: installerA.headers }),
    );
    const listed = list.items.find((item) => item.id === created.id)!;
    expect(listed).toMatchObject({ name: 'Our CRM', created_by: expect.any(String) });
    expect(listed).not.toHaveProperty('token');
    expect(JSON.stringify(list)).not.toContain(created.token);
  });

  it("keeps a partner's tokens from another partner's installers (404) and lets its own revoke", async () => {
    const created = await createToken(t, installerA.headers, 'Spreadsheet');
    const theirs = json<{ items: { id: number }[] }>(
      await t.app.inject({ url: '/api/partner/api-tokens', headers: installerB.headers }),
    );
    expect(theirs.items.map((item) => item.id)).not.toContain(created.id);
    const url = `/api/partner/api-tokens/${created.id}`;
    const other = await t.app.inject({ method: 'DELETE', url, headers: installerB.headers });
    expect(other.statusCode).toBe(404);
    // Still works: B's attempt changed nothing.
    expect(
      (await t.app.inject({ url: '/api/partner/leads', headers: bearer(created.token) }))
        .statusCode,
    ).toBe(200);

    const own = await t.app.inject({ method: 'DELETE', url, headers: installerA.headers });
    expect(own.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: installerA.headers })).statusCode,
    ).toBe(404);
    const revoked = await t.app.inject({
      url: '/api/partner/leads',
      headers: bearer(created.token),
    });
    expect(revoked.statusCode).toBe(401);
    const list = json<{ items: { id: number }[] }>(
      await t.app.inject({ url: '/api/partner/api-tokens', headers: installerA.headers }),
    );
    expect(list.items.map((item) => item.id)).not.toContain(created.id);
  });

  it("reads and answers only its own partner's leads, as the installer who made it", async () => {
    const { token, id } = await createToken(t, installerA.headers, 'Reader');
    const page = json<{ items: { id: number; homeowner: unknown }[] }>(
      await t.app.inject({ url: '/api/partner/leads', headers: bearer(token) }),
    );
    expect(page.items.map((item) => item.id)).toEqual([leadA]);
    expect(page.items[0]!.homeowner).toBeNull();
    for (const [method, url, payload] of [
      ['GET', `/api/partner/leads/${leadB}`],
      ['POST', `/api/partner/leads/${leadB}/accept`],
      ['POST', `/api/partner/leads/${leadB}/decline`, { reason: 'too_busy' }],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(token), payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/partner/leads/${leadA}/accept`,
      headers: bearer(token),
    });
    expect(accepted.statusCode).toBe(200);
    expect(json(accepted).homeowner).toMatchObject({ name: 'Mary Murphy' });
    const answer = await t.db
      .selectFrom('lead_partners')
      .select(['response', 'responded_by', 'responded_via', 'responded_token_id'])
      .where('lead_id', '=', leadA)
      .executeTakeFirstOrThrow();
    expect(answer).toEqual({
      response: 'accepted',
      responded_by: installerA.id,
      responded_via: 'api',
      responded_token_id: id,
    });
  });

  it('marks when a token was last used, writing at most once a minute', async () => {
    const { token, id } = await createToken(t, installerA.headers, 'Clock');
    const lastUsed = async () =>
      (
        await t.db
          .selectFrom('partner_api_tokens')
          .select('last_used_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).last_used_at;
    expect(await lastUsed()).toBeNull();
    await t.app.inject({ url: '/api/partner/leads', headers: bearer(token) });
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await t.app.inject({ url: `/api/partner/leads/${leadA}`, headers: bearer(token) });
    expect(await lastUsed()).toBe(first);
    // A minute on, the next use is written.
    const earlier = new Date(Date.now() - 61_000).toISOString();
    await t.db
      .updateTable('partner_api_tokens')
      .set({ last_used_at: earlier })
      .where('id', '=', id)
      .execute();
    await t.app.inject({ url: '/api/partner/leads', headers: bearer(token) });
    expect(await lastUsed()).not.toBe(earlier);
    const listed = json<{ items: { id: number; last_used_at: string | null }[] }>(
      await t.app.inject({ url: '/api/partner/api-tokens', headers: installerA.headers }),
    );
    expect(listed.items.find((item) => item.id === id)!.last_used_at).toBe(await lastUsed());
  });

  it('refuses a token on every other bearer route of the API document, token management included', async () => {
    const { token } = await createToken(t, installerA.headers, 'Everywhere');
    const spec = json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>(
      await t.app.inject({ url: '/api/openapi.json' }),
    );
    const tried: string[] = [];
    for (const [path, operations] of Object.entries(spec.paths)) {
      if (path === '/api/partner/leads' || path.startsWith('/api/partner/leads/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.security?.length) continue;
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: path.replace(/\{[^}]+\}/g, '1'),
          headers: bearer(token),
          ...(method === 'get' || method === 'delete' ? {} : { payload: { name: 'x' } }),
        });
        tried.push(`${method} ${path}`);
        expect([401, 403], `${method} ${path}`).toContain(response.statusCode);
      }
    }
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(json(me).message).toBe('An API token works only for /api/partner/leads.');
    expect(tried).toContain('post /api/partner/api-tokens');
    expect(tried).toContain('get /api/auth/me');
    expect(tried.length).toBeGreaterThan(30);
    const count = await t.db
      .selectFrom('partner_api_tokens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('name', '=', 'x')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('stops working when the installer who made it is deactivated', async () => {
    const leaving = await signedInInstaller(t.db, partnerA);
    const { token } = await createToken(t, leaving.headers, 'Leaver');
    expect(
      (await t.app.inject({ url: '/api/partner/leads', headers: bearer(token) })).statusCode,
    ).toBe(200);
    await t.db.updateTable('users').set({ is_active: 0 }).where('id', '=', leaving.id).execute();
    expect(
      (await t.app.inject({ url: '/api/partner/leads', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('answers 401 to an unknown wqp_ token and 422 to a token without a name', async () => {
    const unknown = `wqp_${'A'.repeat(43)}`;
    expect(
      (await t.app.inject({ url: '/api/partner/leads', headers: bearer(unknown) })).statusCode,
    ).toBe(401);
    const nameless = await t.app.inject({
      method: 'POST',
      url: '/api/partner/api-tokens',
      headers: installerA.headers,
      payload: { name: '  ' },
    });
    expect(nameless.statusCode).toBe(422);
    expect(json(nameless).errors).toEqual({ name: 'Name is required' });
  });

  it("lets an admin list and revoke a partner's tokens from the partner screen", async () => {
    const { id, token } = await createToken(t, installerB.headers, 'Admin sees');
    const list = json<{ items: { id: number }[] }>(
      await t.app.inject({ url: `/api/partners/${partnerB}/api-tokens`, headers: admin }),
    );
    expect(list.items.map((item) => item.id)).toContain(id);
    // Not through another partner's screen.
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: `/api/partners/${partnerA}/api-tokens/${id}`,
      headers: admin,
    });
    expect(wrong.statusCode).toBe(404);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/partners/${partnerB}/api-tokens/${id}`,
      headers: admin,
    });
    expect(revoked.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/partner/leads', headers: bearer(token) })).statusCode,
    ).toBe(401);
    const installerTries = await t.app.inject({
      url: `/api/partners/${partnerB}/api-tokens`,
      headers: installerB.headers,
    });
    expect(installerTries.statusCode).toBe(403);
  });
});

const limited = apiTestWith({ PARTNER_API_RATE_LIMIT: '3' });

describe('partner API token rate limit', () => {
  limited('counts each token on its own and answers 429 past the limit', async ({ t }) => {
    const partner = await addPartner(t.db, { counties: ['Mayo'] });
    const installer = await signedInInstaller(t.db, partner);
    const one = await createToken(t, installer.headers, 'One');
    const two = await createToken(t, installer.headers, 'Two');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await t.app.inject({ url: '/api/partner/leads', headers: bearer(one.token) })).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
    const last = await t.app.inject({ url: '/api/partner/leads', headers: bearer(one.token) });
    expect(last.headers['retry-after']).toBeDefined();
    expect(
      (await t.app.inject({ url: '/api/partner/leads', headers: bearer(two.token) })).statusCode,
    ).toBe(200);
    // The installer's own session is not counted against the tokens.
    expect(
      (await t.app.inject({ url: '/api/partner/leads', headers: installer.headers })).statusCode,
    ).toBe(200);
  });
});
