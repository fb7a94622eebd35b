import { describe, expect, it } from 'vitest';
import { apiTest, apiTestWith } from '../../test/api-test.js';
import { ADMIN, createUserAndSignIn, json, signIn, type TestApp } from '../../test/test-app.js';

// Apps of their own, whose limits count only this file's attempts.
const limitedPerClient = apiTestWith({ LOGIN_RATE_LIMIT: '3' });
const limitedPerAccount = apiTestWith({ LOGIN_ACCOUNT_RATE_LIMIT: '3', TRUST_PROXY: 'true' });

describe('auth', () => {
  let t: TestApp;
  apiTest.beforeAll(({ t: fileApp }) => {
    t = fileApp;
  });

  it('signs in the bootstrapped admin and answers token and user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN.email.toUpperCase(), password: ADMIN.password },
    });
    expect(response.statusCode).toBe(200);
    const body = json<{ token: string; user: Record<string, unknown> }>(response);
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({ email: ADMIN.email, name: 'Administrator', role_id: 1 });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.user.last_login_at).toEqual(expect.any(String));
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@test.ie', password: 'whatever-1' },
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN.email, password: 'wrong-password' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(json(unknown)).toEqual(json(wrong));
  });

  it('answers 422 naming the missing fields', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({
      errors: { email: 'Email is required', password: 'Password is required' },
    });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('The body is not valid JSON');
  });

  it('returns the user from /me and revokes the token on logout', async () => {
    const headers = await signIn(t.app, ADMIN.email, ADMIN.password);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.statusCode).toBe(200);
    expect(json(me)).toMatchObject({ email: ADMIN.email, role_id: 1 });

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a bad token and a deactivated account', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.statusCode).toBe(401);

    const user = await createUserAndSignIn(t, 2, { active: false });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(401);
    expect(json(login).message).toBe('Invalid email or password');
  });

  it('answers JSON 404 for unknown API paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(json(response).message).toContain('No API route');
  });

  limitedPerClient('rate limits sign-in attempts per client', async ({ t: limited }) => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const r = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'x@test.ie', password: 'wrong' },
      });
      codes.push(r.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  limitedPerAccount(
    'throttles failed sign-ins per account, from any address, and only failures count',
    async ({ t: limited }) => {
      const attempt = (password: string, address: string, email = ADMIN.email) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-for': address },
          payload: { email, password },
        });
      // Successes do not use the allowance up.
      for (let i = 0; i < 4; i += 1) {
        expect((await attempt(ADMIN.password, '203.0.113.1')).statusCode).toBe(200);
      }
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        codes.push((await attempt('wrong-password', `203.0.113.${i + 10}`)).statusCode);
      }
      expect(codes).toEqual([401, 401, 401]);
      // The account is locked for a while, even with the right password from a new address,
      // and the e-mail is matched however it is typed.
      const locked = await attempt(ADMIN.password, '203.0.113.99', ` ${ADMIN.email.toUpperCase()}`);
      expect(locked.statusCode).toBe(429);
      expect(json(locked).message).toBe(
        'Too many failed sign-in attempts for this account. Please try again in 15 minutes.',
      );
      // Another account is not affected.
      expect((await attempt('wrong-password', '203.0.113.99', 'other@test.ie')).statusCode).toBe(
        401,
      );
    },
  );
});
