import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiTest } from '../../test/api-test.js';
import { ADMIN, createUserAndSignIn, json, signIn, type TestApp } from '../../test/test-app.js';

type Headers = Record<string, string>;
const NEW_USER = { name: 'Siobhan Kelly', email: 'Siobhan@Test.ie', password: 'siobhan-pass-1' };

describe('users API', () => {
  let t: TestApp;
  let admin: Headers;
  apiTest.beforeAll(async ({ t: fileApp, admin: fileAdmin }) => {
    t = fileApp;
    admin = fileAdmin;
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: InjectOptions['payload'],
  ) => t.app.inject({ method, url, headers: admin, payload });

  it('creates a user (201), lower-cases the e-mail, hides the hash and lets them sign in', async () => {
    const response = await call('POST', '/api/auth/user', {
      ...NEW_USER,
      phone: ' 087 555 1234 ',
      department: 'Sales',
    });
    expect(response.statusCode).toBe(201);
    const user = json(response);
    expect(user).toMatchObject({
      id: expect.any(Number),
      name: 'Siobhan Kelly',
      email: 'siobhan@test.ie',
      role_id: 3,
      phone: '087 555 1234',
      department: 'Sales',
      is_active: true,
      status: 'active',
      last_login_at: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(user).not.toHaveProperty('password_hash');
    expect(response.body).not.toContain('argon2');
    await expect(signIn(t.app, 'SIOBHAN@test.ie', NEW_USER.password)).resolves.toBeDefined();
  });

  it('answers 409 on a taken e-mail in any case', async () => {
    const response = await call('POST', '/api/auth/user', {
      ...NEW_USER,
      email: 'SIOBHAN@TEST.IE',
    });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({
      message: 'A user with this email already exists',
      errors: { email: 'A user with this email already exists' },
    });
  });

  it('names every missing, blank, mistyped or too long field with 422', async () => {
    const missing = await call('POST', '/api/auth/user', {});
    expect(missing.statusCode).toBe(422);
    expect(json(missing).errors).toMatchObject({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
    });

    const bad = await call('POST', '/api/auth/user', {
      name: '   ',
      email: 'not-an-email',
      password: 'short',
      role_id: 7,
      phone: 12,
      department: 'x'.repeat(101),
      is_active: 'yes',
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({
      name: 'Name is required',
      email: 'Email must be a valid email address',
      password: 'Password must be at least 8 characters',
      role_id: 'Role must be 1, 2 or 3',
      phone: 'Phone must be text',
      department: 'Department must be at most 100 characters',
      is_active: 'Active must be true or false',
    });

    const long = await call('POST', '/api/auth/user', { ...NEW_USER, name: 'n'.repeat(101) });
    expect(json(long).errors).toEqual({ name: 'Name must be at most 100 characters' });
    const wrongType = await call('POST', '/api/auth/user', { ...NEW_USER, name: 5, role_id: 'x' });
    expect(json(wrongType).errors).toEqual({
      name: 'Name must be text',
      role_id: 'Role must be a number',
    });
  });

  it('answers 400 on malformed JSON and 422 on an empty body', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"name":"x",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).message).toBe('The body is not valid JSON');
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/user', headers: admin });
    expect(empty.statusCode).toBe(422);
  });

  it('drops unknown fields instead of storing them', async () => {
    const response = await call('POST', '/api/auth/user', {
      name: 'Extra Fields',
      email: 'extra@test.ie',
      password: 'extra-pass-1',
      password_hash: 'nope',
      id: 999,
      created_at: '1999-01-01T00:00:00.000Z',
      last_login_at: '1999-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(201);
    const user = json(response);
    expect(user.id).not.toBe(999);
    expect(user.created_at).not.toBe('1999-01-01T00:00:00.000Z');
    expect(user.last_login_at).toBeNull();
    await expect(signIn(t.app, 'extra@test.ie', 'extra-pass-1')).resolves.toBeDefined();
  });

  it('lists users newest first and reads one; unknown and non-numeric ids are 404', async () => {
    const list = await call('GET', '/api/auth/user');
    expect(list.statusCode).toBe(200);
    const users = json<Array<Record<string, unknown>>>(list);
    expect(users.map((user) => user.email)).toEqual([
      'extra@test.ie',
      'siobhan@test.ie',
      ADMIN.email,
    ]);
    expect(users.every((user) => !('password_hash' in user))).toBe(true);

    const one = await call('GET', `/api/auth/user/${users[1]!.id}`);
    expect(json(one)).toEqual(users[1]);
    for (const id of ['99999', 'abc', '1.5', '-1', '0', '1e3']) {
      const response = await call('GET', `/api/auth/user/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(json(response).message).toBe('User not found');
    }
  });

  it('updates only the fields sent (role_id stays when left out)', async () => {
    const { id } = await createUserAndSignIn(t, 2);
    const response = await call('PATCH', `/api/auth/user/${id}`, {
      name: ' Renamed ',
      department: 'Ops',
      unknown: 'dropped',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ id, name: 'Renamed', department: 'Ops', role_id: 2 });

    const promoted = await call('PATCH', `/api/auth/user/${id}`, { role_id: 1 });
    expect(json(promoted).role_id).toBe(1);
  });

  it('takes role_id as a JSON number only: "1", true and [1] are refused', async () => {
    const { id } = await createUserAndSignIn(t, 2);
    for (const role_id of ['1', true, [1]]) {
      const response = await call('PATCH', `/api/auth/user/${id}`, { role_id });
      expect(response.statusCode).toBe(422);
      expect(json(response).errors).toEqual({ role_id: 'Role must be a number' });
      const created = await call('POST', '/api/auth/user', { ...NEW_USER, role_id });
      expect(created.statusCode).toBe(422);
    }
    const unchanged = await t.db
      .selectFrom('users')
      .select('role_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(unchanged.role_id)).toBe(2);
  });

  it('rejects an empty or invalid update, and unknown or non-numeric ids', async () => {
    const { id } = await createUserAndSignIn(t, 3);
    const empty = await call('PATCH', `/api/auth/user/${id}`, {});
    expect(empty.statusCode).toBe(422);
    expect(json(empty).message).toBe('Nothing to update');
    const bad = await call('PATCH', `/api/auth/user/${id}`, { email: '', password: 'x' });
    expect(json(bad).errors).toEqual({
      email: 'Email is required',
      password: 'Password must be at least 8 characters',
    });
    expect((await call('PATCH', '/api/auth/user/424242', { name: 'X' })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/auth/user/abc', { name: 'X' })).statusCode).toBe(404);
  });

  it('answers 409 when an update takes another user’s e-mail, not for its own', async () => {
    const { id } = await createUserAndSignIn(t, 2);
    const taken = await call('PATCH', `/api/auth/user/${id}`, { email: ADMIN.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).errors).toEqual({ email: 'A user with this email already exists' });

    const own = await call('GET', `/api/auth/user/${id}`);
    const same = await call('PATCH', `/api/auth/user/${id}`, {
      email: String(json(own).email).toUpperCase(),
    });
    expect(same.statusCode).toBe(200);
  });

  it('sets a new password and signs the user out of their old sessions', async () => {
    const user = await createUserAndSignIn(t, 2);
    const response = await call('PATCH', `/api/auth/user/${user.id}`, {
      password: 'brand-new-pass',
    });
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.statusCode).toBe(401);
    await expect(signIn(t.app, user.email, user.password)).rejects.toThrow(/401/);
    await expect(signIn(t.app, user.email, 'brand-new-pass')).resolves.toBeDefined();
  });

  it('deactivating revokes every session and blocks sign-in; reactivating allows it again', async () => {
    const user = await createUserAndSignIn(t, 2);
    const second = await signIn(t.app, user.email, user.password);
    const off = await call('PATCH', `/api/auth/user/${user.id}`, { is_active: false });
    expect(json(off)).toMatchObject({ is_active: false, status: 'inactive' });
    const rows = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
    for (const headers of [user.headers, second]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(me.statusCode).toBe(401);
    }
    await expect(signIn(t.app, user.email, user.password)).rejects.toThrow(
      /Invalid email or password/,
    );

    const on = await call('PATCH', `/api/auth/user/${user.id}`, { is_active: true });
    expect(json(on).status).toBe('active');
    await expect(signIn(t.app, user.email, user.password)).resolves.toBeDefined();
  });

  it('deletes a user, whose token then stops working', async () => {
    const user = await createUserAndSignIn(t, 1);
    const response = await call('DELETE', `/api/auth/user/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'User deleted' });
    expect((await call('GET', `/api/auth/user/${user.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/auth/user/${user.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/auth/user/abc')).statusCode).toBe(404);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.statusCode).toBe(401);
  });
});
