import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/user-schema';
import { sampleUser } from '@/test/sample-user';
import { readStoredUsers, writeStoredUsers } from './users-storage';

const user = (id: number) => sampleUser({ id, name: `User ${id}`, email: `user${id}@example.ie` });

afterEach(() => sessionStorage.clear());

describe('the staff directory in sessionStorage', () => {
  it('is kept under "users" in sessionStorage, never localStorage, and read back', () => {
    writeStoredUsers([user(7)]);
    const stored = JSON.parse(sessionStorage.getItem('users') ?? '{}') as {
      state: { users: User[] };
    };
    expect(stored.state.users.map((entry) => entry.id)).toEqual([7]);
    expect(localStorage.getItem('users')).toBeNull();
    expect(readStoredUsers()?.map((entry) => entry.id)).toEqual([7]);
  });

  it('only logs a warning when the stored value does not parse', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem('users', '{not json');
    expect(readStoredUsers()).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('ignores a stored list of the wrong shape', () => {
    sessionStorage.setItem('users', JSON.stringify({ state: { users: 'nope' }, version: 0 }));
    expect(readStoredUsers()).toBeUndefined();
  });
});
