import type { User } from '@shared/user-schema';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

/** The shape kept under `users` in sessionStorage (the same as the store that wrote it before). */
interface StoredUsers {
  state: { users: User[] };
  version: 0;
}

/** The staff directory last fetched, or undefined when none is stored or it is of the wrong shape. */
export function readStoredUsers(): User[] | undefined {
  const stored = readJson<Partial<StoredUsers>>(STORAGE_KEYS.users, 'session');
  const users = stored?.state?.users;
  return Array.isArray(users) ? users : undefined;
}

export function writeStoredUsers(users: User[]): void {
  const value: StoredUsers = { state: { users }, version: 0 };
  writeJson(STORAGE_KEYS.users, value, 'session');
}
