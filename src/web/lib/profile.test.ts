import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ANN = { id: 7, email: 'ann@example.ie', name: 'Ann', role_id: 2 };

/** The modules afresh, as a page load would find them, over a stand-in GET /auth/me. */
async function freshApp(me: () => Promise<Response>) {
  vi.resetModules();
  vi.stubGlobal('fetch', vi.fn(me));
  const session = await import('./session');
  const profile = await import('./profile');
  const { queryClient } = await import('./query-client');
  return { session, profile, queryClient };
}

const answer = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
const stored = () => JSON.parse(localStorage.getItem('unauth') ?? 'null') as unknown;

describe('the profile (the me query)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('starts from the stored user, and a re-read with a change rewrites the stored session', async () => {
    localStorage.setItem('unauth', JSON.stringify({ token: 'tok', user: ANN }));
    const promoted = { ...ANN, role_id: 1 };
    const { profile } = await freshApp(() => answer({ user: promoted }));
    const { result } = renderHook(() => {
      profile.useProfileRefresh();
      return profile.useProfile();
    });
    expect(result.current).toEqual(ANN);
    await waitFor(() => expect(result.current).toEqual(promoted));
    expect(stored()).toEqual({ token: 'tok', user: promoted });
  });

  it('keeps the profile held when a re-read fails', async () => {
    localStorage.setItem('unauth', JSON.stringify({ token: 'tok', user: ANN }));
    const { profile, queryClient } = await freshApp(() => answer({ message: 'Down' }, 503));
    const { result } = renderHook(() => {
      profile.useProfileRefresh();
      return profile.useProfile();
    });
    await waitFor(() => expect(queryClient.getQueryState(['session', 'me'])?.status).toBe('error'));
    expect(result.current).toEqual(ANN);
    expect(stored()).toEqual({ token: 'tok', user: ANN });
  });

  it('is nobody without a token, and sign-in puts its user into it and the stored session', async () => {
    const { profile, session } = await freshApp(() => answer({ user: ANN }));
    const { result } = renderHook(() => profile.useProfile());
    expect(result.current).toBeNull();
    expect(fetch).not.toHaveBeenCalled();

    session.startSession('tok', null);
    profile.setProfile(ANN);
    await waitFor(() => expect(result.current).toEqual(ANN));
    expect(stored()).toEqual({ token: 'tok', user: ANN });
  });

  it('does not write a profile read under the last session into the next one', async () => {
    localStorage.setItem('unauth', JSON.stringify({ token: 'tok', user: ANN }));
    let release!: () => void;
    const { profile, session } = await freshApp(
      () =>
        new Promise<Response>((resolve) => {
          release = () => void answer({ user: ANN }).then(resolve);
        }),
    );
    renderHook(() => profile.useProfileRefresh());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    session.endSession({ signedOut: true });
    const bob = { id: 8, email: 'bob@example.ie', name: 'Bob', role_id: 1 };
    session.startSession('tok-2', bob);
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stored()).toEqual({ token: 'tok-2', user: bob });
  });
});
