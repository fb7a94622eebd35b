import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, UserCreate } from '@shared/user-schema';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserCreate) => api.post<User>('/auth/user', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
