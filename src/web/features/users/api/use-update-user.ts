import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, UserUpdate } from '@shared/user-schema';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface UserChangesRequest {
  id: number;
  /** Only what changed, so an admin saving their own unchanged role is never refused. */
  changes: UserUpdate;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: UserChangesRequest) =>
      api.patch<User>(`/auth/user/${id}`, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
