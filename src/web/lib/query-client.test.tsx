import { describe, expect, it, vi } from 'vitest';

describe('when the session ends', () => {
  it('forgets the cached server data and the leads and users mirrored in sessionStorage', async () => {
    vi.resetModules();
    const session = await import('./session');
    const { queryClient } = await import('./query-client');
    session.startSession('token-1', { id: 1, email: 'a@test.ie', name: 'A' });
    queryClient.setQueryData(['leads', 'detail', '1'], { id: '1' });
    sessionStorage.setItem('quotes', JSON.stringify([{ id: '1' }]));
    sessionStorage.setItem('users', JSON.stringify({ state: { users: [] }, version: 0 }));
    sessionStorage.setItem('last_campaign', '/windows-cork');

    session.endSession({ signedOut: true });
    expect(queryClient.getQueryData(['leads', 'detail', '1'])).toBeUndefined();
    expect(sessionStorage.getItem('quotes')).toBeNull();
    expect(sessionStorage.getItem('users')).toBeNull();
    // The visitor's campaign is not the staff member's data.
    expect(sessionStorage.getItem('last_campaign')).toBe('/windows-cork');
    sessionStorage.clear();
  });
});
