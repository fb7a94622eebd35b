import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { endSession, sessionToken, startSession } from '@/lib/session';
import { signIn, signOut } from './sign-in';

/** A stand-in server: the login answer shapes the client accepts cannot all come from our own API. */
function serve(routes: Record<string, (init: RequestInit) => [number, unknown]>) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const handler = routes[`${init.method} ${url}`];
      const [status, body] = handler ? handler(init) : [404, { message: 'No route' }];
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const USER = { id: 2, email: 'mo@example.ie', name: 'Mo', role_id: 2 };
const MO = { email: 'mo@example.ie', password: 'pw' };

describe('signIn', () => {
  beforeEach(() => {
    endSession();
    localStorage.clear();
  });

  it('stores token and user from a plain answer', async () => {
    serve({ 'POST /api/auth/login': () => [200, { token: 'tok', user: USER }] });
    await expect(signIn(MO)).resolves.toEqual(USER);
    expect(sessionToken()).toBe('tok');
    expect(queryClient.getQueryData(['session', 'me'])).toEqual(USER);
    expect(JSON.parse(localStorage.getItem('unauth')!)).toEqual({ token: 'tok', user: USER });
  });

  it('fetches the profile with the new token when the answer has no user', async () => {
    const calls = serve({
      'POST /api/auth/login': () => [200, { data: { access_token: 'wrapped' } }],
      'GET /api/auth/me': () => [200, { data: { user: USER } }],
    });
    await expect(signIn(MO)).resolves.toEqual(USER);
    const me = calls.find((call) => call.url === '/api/auth/me')!;
    expect((me.init.headers as Record<string, string>).Authorization).toBe('Bearer wrapped');
    expect(sessionToken()).toBe('wrapped');
  });

  it('falls back to the token claims when the profile cannot be loaded', async () => {
    const claims = btoa(JSON.stringify({ sub: '8', email: 'c@d.ie', name: 'Cee', roles: ['1'] }));
    serve({
      'POST /api/auth/login': () => [200, { token: `h.${claims}.s` }],
      'GET /api/auth/me': () => [500, { message: 'Server error' }],
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = await signIn({ email: 'c@d.ie', password: 'pw' });
    expect(user).toEqual({ id: '8', email: 'c@d.ie', name: 'Cee', role: '1' });
  });

  it('fails when the answer has no token', async () => {
    serve({ 'POST /api/auth/login': () => [200, { user: USER }] });
    await expect(signIn(MO)).rejects.toThrow('Login response did not include a token');
    expect(sessionToken()).toBeNull();
    expect(localStorage.getItem('unauth')).toBeNull();
  });

  it("passes on the server's message for wrong credentials", async () => {
    // On /login a 401 does not redirect (the API client's rule), as in the browser.
    window.history.pushState({}, '', '/login');
    serve({ 'POST /api/auth/login': () => [401, { message: 'Invalid email or password' }] });
    await expect(signIn({ ...MO, password: 'bad' })).rejects.toThrow('Invalid email or password');
  });
});

describe('signOut', () => {
  it('calls the server first, then removes the session', async () => {
    startSession('tok', USER);
    const calls = serve({
      'POST /api/auth/logout': () => {
        // The session must still be there while the server is told.
        expect(localStorage.getItem('unauth')).not.toBeNull();
        return [200, { message: 'Logged out' }];
      },
    });
    await expect(signOut()).resolves.toBe(true);
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/logout']);
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(sessionToken()).toBeNull();
    expect(localStorage.getItem('unauth')).toBeNull();
  });

  it('still removes the session when the server cannot be reached', async () => {
    startSession('tok', USER);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(signOut()).resolves.toBe(false);
    expect(sessionToken()).toBeNull();
    expect(localStorage.getItem('unauth')).toBeNull();
    expect(String(warn.mock.calls[0]?.[0])).toContain('Failed to sign out');
  });
});
