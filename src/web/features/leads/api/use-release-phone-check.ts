import { useMutation } from '@tanstack/react-query';
import type { Lead } from '@shared/lead-schema';
import { isNumericId } from '@shared/row-id';
import { api, ApiError } from '@/lib/api-client';
import { toLeadRow } from '../lead-row';
import { useLeadSaved } from './use-lead-saved';

/** Pass on a lead held for its phone check without the code. */
export function useReleasePhoneCheck() {
  const saved = useLeadSaved();
  return useMutation({
    mutationFn: async (id: string) => {
      if (!isNumericId(id)) throw new ApiError(404, 'Lead not found');
      return toLeadRow(await api.post<Lead>(`/quote/${id}/phone-release`, {}));
    },
    onSuccess: saved,
  });
}
