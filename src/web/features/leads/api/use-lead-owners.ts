import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadBulk, StaffMember } from '@shared/lead-owner';
import type { Lead } from '@shared/lead-schema';
import { isNumericId } from '@shared/row-id';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toLeadRow } from '../lead-row';
import { useLeadSaved } from './use-lead-saved';

/** The staff a lead can be assigned to: active admins and managers, by name. */
export function useStaffOwners() {
  return useQuery({
    queryKey: queryKeys.leads.owners(),
    queryFn: () => api.get<StaffMember[]>('/quote/owners'),
    staleTime: 60_000,
  });
}

/** Set one lead's owner (null: none). */
export function useAssignOwner() {
  const saved = useLeadSaved();
  return useMutation({
    mutationFn: async ({ id, ownerId }: { id: string; ownerId: number | null }) => {
      if (!isNumericId(id)) throw new ApiError(404, 'Lead not found');
      return toLeadRow(await api.put<Lead>(`/quote/${id}/owner`, { owner_id: ownerId }));
    },
    onSuccess: saved,
  });
}

/** One bulk action on the selected leads; every list, count and dashboard refreshes. */
export function useBulkLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeadBulk) =>
      api.post<{ message: string; count: number }>('/quote/bulk', body),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.leads.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
    },
  });
}
