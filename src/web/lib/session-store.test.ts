import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const USER = { id: 7, email: 'ann@example.ie', name: 'Ann', role_id: 1 };

async function freshStore() {
  vi.resetModules();
  return import('./session-store');
}

describe('session store', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('restores the stored session when it holds a token', async () => {
    localStorage.setItem('unauth', JSON.stringify({ token: 'abc', user: USER }));
    const { useSessionStore } = await freshStore();
    expect(useSessionStore.getState()).toMatchObject({ token: 'abc', user: USER });
  });

  it('ignores a stored session without a token', async () => {
    localStorage.setItem('unauth', JSON.stringify({ token: '', user: USER }));
    const { useSessionStore } = await freshStore();
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
  });

  it('ignores a stored session that is not JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('unauth', '{not json');
    const { useSessionStore } = await freshStore();
    expect(useSessionStore.getState().token).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('rewrites storage on every token or user change and removes it without a token', async () => {
    const { useSessionStore } = await freshStore();
    useSessionStore.getState().setSession('t1', USER);
    expect(JSON.parse(localStorage.getItem('unauth')!)).toEqual({ token: 't1', user: USER });

    useSessionStore.getState().setUser({ ...USER, name: 'Ann B' });
    expect(JSON.parse(localStorage.getItem('unauth')!).user.name).toBe('Ann B');

    useSessionStore.getState().clearSession();
    expect(localStorage.getItem('unauth')).toBeNull();
  });

  it('does not touch storage for loading or error changes', async () => {
    const { useSessionStore } = await freshStore();
    useSessionStore.getState().setLoading(true);
    useSessionStore.getState().setError('Failed to sign in');
    expect(localStorage.getItem('unauth')).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({
      loading: false,
      error: 'Failed to sign in',
    });
  });

  it('marks a deliberate sign-out so guards do not remember the page', async () => {
    const { useSessionStore } = await freshStore();
    useSessionStore.getState().setSession('t1', USER);
    useSessionStore.getState().clearSession({ signedOut: true });
    expect(useSessionStore.getState().signedOut).toBe(true);
    useSessionStore.getState().setSession('t2', USER);
    expect(useSessionStore.getState().signedOut).toBe(false);
  });
});

describe('roleIdOf', () => {
  it('reads role_id first, then role as a number or a name', async () => {
    const { roleIdOf } = await freshStore();
    expect(roleIdOf({ id: 1, email: '', name: '', role_id: 2, role: 'admin' })).toBe(2);
    expect(roleIdOf({ id: 1, email: '', name: '', role: '1' })).toBe(1);
    expect(roleIdOf({ id: 1, email: '', name: '', role: 'Manager' })).toBe(2);
    expect(roleIdOf({ id: 1, email: '', name: '', role: 'editor' })).toBeNull();
    expect(roleIdOf(null)).toBeNull();
  });
});
