import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiTest, apiTestWith } from './test/api-test.js';
import { ADMIN, json, signIn, type TestApp } from './test/test-app.js';

const SCRIPT = '<script>alert(1)</script>';
// Apps of their own for the limits: a small body limit, and rate limits counting only one test.
const smallBodies = apiTestWith({ BODY_LIMIT_BYTES: '1000' });
const rateLimited = apiTestWith({ LOGIN_RATE_LIMIT: '2', QUOTE_RATE_LIMIT: '2' });

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  // Framing is refused by CSP frame-ancestors and, for old browsers, X-Frame-Options.
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers['x-frame-options']).toMatch(/^(DENY|SAMEORIGIN)$/);
  expect(response.headers['referrer-policy']).toBeDefined();
}

describe('security', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  apiTest.beforeAll(({ t: fileApp, admin: fileAdmin }) => {
    t = fileApp;
    admin = fileAdmin;
  });

  it('sends the security headers on API answers, errors and other paths', async () => {
    expectSecurityHeaders(await t.app.inject({ method: 'GET', url: '/api/index/default' }));
    expectSecurityHeaders(await t.app.inject({ method: 'GET', url: '/api/auth/me' }));
    expectSecurityHeaders(await t.app.inject({ method: 'GET', url: '/somewhere' }));
    const api = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: admin });
    expectSecurityHeaders(api);
    expect(api.headers['x-powered-by']).toBeUndefined();
  });

  smallBodies('answers 413 for a body over the limit', async ({ t: small, admin: smallAdmin }) => {
    const response = await small.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: { additional_info: 'x'.repeat(2000) },
    });
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ message: 'Request body is too large' });
    const content = await small.app.inject({
      method: 'POST',
      url: '/api/content/index',
      headers: smallAdmin,
      payload: { url: '/x', content: { bannerText: 'y'.repeat(1500) } },
    });
    expect(content.statusCode).toBe(413);
  });

  it('answers 415 for a body that is not JSON', async () => {
    for (const [url, headers] of [
      ['/api/auth/login', {}],
      ['/api/content/about', admin],
      ['/api/auth/user', admin],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'text/plain' },
        payload: 'email=a@b.ie',
      });
      expect(response.statusCode, url).toBe(415);
      expect(json(response)).toEqual({ message: 'Send the body as application/json' });
    }
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'first_name=Mary',
    });
    expect(form.statusCode).toBe(415);
  });

  it('answers 400 for malformed JSON, never 500', async () => {
    for (const payload of ['{"url":', '{url: "/x"}', 'null x', '[1,']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/content/index',
        headers: { ...admin, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(json(response).message).toBe('The body is not valid JSON');
    }
  });

  it('answers a JSON body that is not an object with 422, not 500', async () => {
    for (const payload of ['[]', '"text"', '42', 'null', 'true']) {
      for (const url of ['/api/content/index', '/api/auth/user', '/api/auth/login']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...admin, 'content-type': 'application/json' },
          payload,
        });
        expect([400, 422], `${url} ${payload}`).toContain(response.statusCode);
      }
    }
  });

  it('answers JSON 404 for unknown /api paths, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no/such/thing?x=1' });
      expect(response.statusCode, method).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(json(response)).toEqual({ message: `No API route for ${method} /api/no/such/thing` });
    }
  });

  it('returns stored markup as plain JSON text, unaltered and never as HTML', async () => {
    const user = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user',
      headers: admin,
      payload: {
        name: SCRIPT,
        email: 'xss@test.ie',
        password: 'xss-password-1',
        department: '"><img src=x onerror=alert(1)>',
      },
    });
    expect(user.statusCode).toBe(201);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/auth/user/${json(user).id}`,
      headers: admin,
    });
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(json(read)).toMatchObject({
      name: SCRIPT,
      department: '"><img src=x onerror=alert(1)>',
    });
    expect(read.body).toContain(JSON.stringify(SCRIPT));

    const page = await t.app.inject({
      method: 'POST',
      url: '/api/content/about',
      headers: admin,
      payload: { url: '/about/xss', is_published: true, content: { hero: { title: SCRIPT } } },
    });
    expect(page.statusCode).toBe(201);
    const publicRead = await t.app.inject({ method: 'GET', url: '/api/about/xss' });
    expect(publicRead.headers['content-type']).toMatch(/^application\/json/);
    expect(json<{ hero: { title: string } }>(publicRead).hero.title).toBe(SCRIPT);
    expect(publicRead.body).not.toContain('&lt;');
  });
});

describe('malformed URLs', () => {
  apiTest('answer 400 with the API error shape', async ({ t }) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/about/%' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('review findings', () => {
  rateLimited(
    'counts a percent-encoded /api path against the rate limits',
    async ({ t: limited }) => {
      const codes: number[] = [];
      for (const url of ['/api/auth/login', '/%61pi/auth/login', '/%61pi/auth/login']) {
        const response = await limited.app.inject({
          method: 'POST',
          url,
          payload: { email: 'x@test.ie', password: 'wrong' },
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([401, 401, 429]);
    },
  );

  apiTest('answers odd input with 4xx on every database', async ({ t, admin }) => {
    const nulLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a\u0000@b.ie', password: 'x' },
    });
    expect(nulLogin.statusCode).toBe(401);
    for (const url of ['/api/content/index?sublink=%00', '/api/content/about?url=%00']) {
      const response = await t.app.inject({ method: 'GET', url, headers: admin });
      expect(response.statusCode, url).toBe(422);
    }
    const hugePartner = await t.app.inject({
      method: 'POST',
      url: '/api/quote/1/partners',
      headers: admin,
      payload: { partner_id: 3_000_000_000 },
    });
    expect(hugePartner.statusCode).toBe(422);
  });

  // Signs in on its own: the logout below ends that session, not the file's admin.
  apiTest('treats an empty JSON body as no body', async ({ t }) => {
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"x": 1}, "email": ',
    });
    expect(malformed.statusCode).toBe(400);
  });
});
