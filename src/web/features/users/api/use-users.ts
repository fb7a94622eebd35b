import { useQuery } from '@tanstack/react-query';
import type { User } from '@shared/user-schema';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readStoredUsers, writeStoredUsers } from './users-storage';

async function fetchUsers(): Promise<User[]> {
  const users = await api.get<User[]>('/auth/user');
  writeStoredUsers(users);
  return users;
}

/** The staff directory: the stored copy shows at once, then the server's list replaces it. */
export function useUsers() {
  return useQuery({
    queryKey: queryKeys.users.list(),
    queryFn: fetchUsers,
    initialData: readStoredUsers,
    // The stored copy counts as old, so it is always refetched.
    initialDataUpdatedAt: 0,
  });
}
