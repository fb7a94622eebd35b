import { describe, expect, it } from 'vitest';
import { extractProfile } from '@/lib/profile';
import { decodeTokenClaims, extractToken, extractUser, userFromClaims } from './login-response';

function jwt(claims: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

describe('extractToken', () => {
  it('finds the token in data.token, data.access_token or token', () => {
    expect(extractToken({ data: { token: 'a' } })).toBe('a');
    expect(extractToken({ data: { access_token: 'b' } })).toBe('b');
    expect(extractToken({ token: 'c', user: {} })).toBe('c');
    expect(extractToken({ data: { token: 'a', access_token: 'b' }, token: 'c' })).toBe('a');
  });

  it('finds nothing in answers without a usable token', () => {
    expect(extractToken({ user: { id: 1 } })).toBeUndefined();
    expect(extractToken({ token: '' })).toBeUndefined();
    expect(extractToken({ token: 42 })).toBeUndefined();
    expect(extractToken(null)).toBeUndefined();
    expect(extractToken('token')).toBeUndefined();
  });
});

describe('extractUser', () => {
  it('reads the user beside the token or inside data', () => {
    const user = { id: 3, email: 'a@b.ie', name: 'A', role_id: 2 };
    expect(extractUser({ token: 't', user })).toEqual(user);
    expect(extractUser({ data: { token: 't', user } })).toEqual(user);
  });

  it('returns undefined when the answer names no user', () => {
    expect(extractUser({ token: 't' })).toBeUndefined();
    expect(extractUser({ token: 't', user: {} })).toBeUndefined();
  });

  it('falls back to the e-mail for a missing name and keeps a role name', () => {
    expect(extractUser({ user: { id: 1, email: 'x@y.ie', role: 'admin' } })).toEqual({
      id: 1,
      email: 'x@y.ie',
      name: 'x@y.ie',
      role: 'admin',
    });
  });
});

describe('extractProfile', () => {
  const user = { id: 5, email: 'p@q.ie', name: 'P', role_id: 1 };
  it('accepts the user itself, data.user, data or user', () => {
    expect(extractProfile(user)).toEqual(user);
    expect(extractProfile({ data: { user } })).toEqual(user);
    expect(extractProfile({ data: user })).toEqual(user);
    expect(extractProfile({ user })).toEqual(user);
    expect(extractProfile({ message: 'nope' })).toBeUndefined();
  });
});

describe('token claims', () => {
  it('decodes a JWT: sub, email, name and role', () => {
    const token = jwt({ sub: '9', email: 'j@w.ie', name: 'Jo', role: 2 });
    expect(userFromClaims(token)).toEqual({ id: '9', email: 'j@w.ie', name: 'Jo', role: 2 });
  });

  it('uses id when there is no sub, and the first of roles', () => {
    const token = jwt({ id: 4, email: 'r@w.ie', roles: ['admin', 'manager'] });
    expect(userFromClaims(token)).toMatchObject({ id: 4, role: 'admin', name: 'r@w.ie' });
  });

  it('decodes non-ASCII names', () => {
    const payload = btoa(
      String.fromCharCode(...new TextEncoder().encode('{"sub":1,"name":"Seán"}')),
    );
    expect(decodeTokenClaims(`x.${payload}.y`)).toEqual({ sub: 1, name: 'Seán' });
  });

  it('finds nothing in an opaque token', () => {
    expect(decodeTokenClaims('3f9a0c1b')).toBeUndefined();
    expect(decodeTokenClaims('a.!!!.c')).toBeUndefined();
    expect(userFromClaims('3f9a0c1b')).toBeUndefined();
  });
});
