import { useMutation } from '@tanstack/react-query';
import type { Lead, LeadUpdate } from '@shared/lead-schema';
import { api, ApiError } from '@/lib/api-client';
import { isNumericId } from '@shared/row-id';
import { toLeadRow } from '../lead-row';
import { useLeadSaved } from './use-lead-saved';

/** Save changes to a lead (status, county); every list, count and history showing it refreshes. */
export function useUpdateLead() {
  const saved = useLeadSaved();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: LeadUpdate }) => {
      if (!isNumericId(id)) throw new ApiError(404, 'Lead not found');
      return toLeadRow(await api.patch<Lead>(`/quote/${id}`, changes));
    },
    onSuccess: saved,
  });
}
