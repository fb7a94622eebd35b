import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/user-schema';
import { createUsersStore } from './users-store';

function user(id: number, name = `User ${id}`): User {
  return {
    id,
    name,
    email: `user${id}@example.ie`,
    role_id: 3,
    phone: '',
    department: '',
    is_active: true,
    status: 'active',
    last_login_at: null,
    created_at: '2026-11-01T10:00:00.000Z',
  };
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('users store collection actions (SPEC 4)', () => {
  it('replaces the list, clearing loading and error', () => {
    const store = createUsersStore();
    store.getState().setLoading();
    store.getState().setError('Failed to fetch users');
    expect(store.getState()).toMatchObject({ loading: false, error: 'Failed to fetch users' });
    store.getState().setLoading();
    store.getState().setUsers([user(1), user(2)]);
    expect(store.getState()).toMatchObject({ loading: false, error: null });
    expect(store.getState().users.map((entry) => entry.id)).toEqual([1, 2]);
  });

  it('adds, updates by id (refreshing the current item) and deletes by id', () => {
    const store = createUsersStore();
    store.getState().setUsers([user(1)]);
    store.getState().addUser(user(2));
    expect(store.getState().users.map((entry) => entry.id)).toEqual([2, 1]);

    store.getState().setCurrentUser(user(2));
    store.getState().updateUserById(2, user(2, 'Renamed'));
    expect(store.getState().users[0]?.name).toBe('Renamed');
    expect(store.getState().currentUser?.name).toBe('Renamed');

    store.getState().updateUserById(1, user(1, 'Other'));
    expect(store.getState().currentUser?.name).toBe('Renamed');

    store.getState().deleteUserById(1);
    expect(store.getState().currentUser?.id).toBe(2);
    store.getState().deleteUserById(2);
    expect(store.getState().users).toEqual([]);
    expect(store.getState().currentUser).toBeNull();
  });
});

describe('users store persistence', () => {
  it('keeps the list in sessionStorage under "users" and restores it', () => {
    const first = createUsersStore();
    first.getState().setUsers([user(7)]);
    const stored = JSON.parse(sessionStorage.getItem('users') ?? '{}') as {
      state: { users: User[] };
    };
    expect(stored.state.users.map((entry) => entry.id)).toEqual([7]);
    expect(localStorage.getItem('users')).toBeNull();

    const second = createUsersStore();
    expect(second.getState().users.map((entry) => entry.id)).toEqual([7]);
    expect(second.getState().loading).toBe(false);
  });

  it('only logs a warning when the stored value does not parse', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem('users', '{not json');
    const store = createUsersStore();
    expect(store.getState().users).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  it('ignores a stored list of the wrong shape', () => {
    sessionStorage.setItem('users', JSON.stringify({ state: { users: 'nope' }, version: 0 }));
    expect(createUsersStore().getState().users).toEqual([]);
  });
});

describe('when the session ends', () => {
  it('forgets the staff directory, in memory and in sessionStorage', async () => {
    vi.resetModules();
    const { useSessionStore } = await import('@/lib/session-store');
    const { useUsersStore } = await import('./users-store');
    useSessionStore.getState().setSession('token-1', { id: 1, email: 'a@test.ie', name: 'A' });
    useUsersStore
      .getState()
      .setUsers([{ id: 2, name: 'B', email: 'b@test.ie', role_id: 2 } as User]);
    expect(sessionStorage.getItem('users')).toContain('b@test.ie');

    useSessionStore.getState().clearSession({ signedOut: true });
    expect(useUsersStore.getState().users).toEqual([]);
    expect(sessionStorage.getItem('users')).toBeNull();
  });
});
