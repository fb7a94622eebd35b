import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const USER = { id: 7, email: 'ann@example.ie', name: 'Ann', role_id: 1 };

async function freshSession() {
  vi.resetModules();
  return import('./session');
}

const stored = () => JSON.parse(localStorage.getItem('unauth') ?? 'null') as unknown;

describe('the session', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    localStorage.clear();
    window.history.pushState({}, '', '/');
  });

  it('restores the stored token when there is one', async () => {
    localStorage.setItem('unauth', JSON.stringify({ token: 'abc', user: USER }));
    const session = await freshSession();
    expect(session.sessionToken()).toBe('abc');
    expect(session.readStoredSession()).toEqual({ token: 'abc', user: USER });
  });

  it('ignores a stored session without a token', async () => {
    localStorage.setItem('unauth', JSON.stringify({ token: '', user: USER }));
    const session = await freshSession();
    expect(session.sessionToken()).toBeNull();
    expect(session.readStoredSession()).toBeNull();
  });

  it('ignores a stored session that is not JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('unauth', '{not json');
    const session = await freshSession();
    expect(session.sessionToken()).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('rewrites storage on every token or user change and removes it without a token', async () => {
    const session = await freshSession();
    session.startSession('t1', USER);
    expect(stored()).toEqual({ token: 't1', user: USER });

    session.storeSessionUser({ ...USER, name: 'Ann B' });
    expect(stored()).toEqual({ token: 't1', user: { ...USER, name: 'Ann B' } });

    session.endSession();
    expect(localStorage.getItem('unauth')).toBeNull();
    // A profile arriving without a token does not bring the session back.
    session.storeSessionUser(USER);
    expect(localStorage.getItem('unauth')).toBeNull();
  });

  it('tells listeners when a session ends, and marks a deliberate sign-out', async () => {
    const session = await freshSession();
    const ended = vi.fn();
    session.onSessionEnd(ended);
    session.endSession();
    expect(ended).not.toHaveBeenCalled();

    const { result } = renderHook(() => [session.useSessionToken(), session.useSignedOut()]);
    act(() => session.startSession('t1', USER));
    expect(result.current).toEqual(['t1', false]);
    act(() => session.endSession({ signedOut: true }));
    expect(ended).toHaveBeenCalledTimes(1);
    // The guards then send to /login without remembering the page, until the next sign-in.
    expect(result.current).toEqual([null, true]);
    act(() => session.startSession('t2', USER));
    expect(result.current).toEqual(['t2', false]);
  });

  it('on a 401 clears all local storage and goes to /login, unless already there', async () => {
    const session = await freshSession();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/admin/leads',
      assign,
    });
    session.startSession('t1', USER);
    localStorage.setItem('other', 'x');
    session.sessionRejected();
    expect(session.sessionToken()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(assign).toHaveBeenCalledWith('/login');

    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/login',
      assign,
    });
    session.sessionRejected();
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe('roleIdOf', () => {
  it('reads role_id first, then role as a number or a name', async () => {
    const { roleIdOf } = await freshSession();
    expect(roleIdOf({ id: 1, email: '', name: '', role_id: 2, role: 'admin' })).toBe(2);
    expect(roleIdOf({ id: 1, email: '', name: '', role: '1' })).toBe(1);
    expect(roleIdOf({ id: 1, email: '', name: '', role: 'Manager' })).toBe(2);
    expect(roleIdOf({ id: 1, email: '', name: '', role: 'editor' })).toBeNull();
    expect(roleIdOf(null)).toBeNull();
  });
});
