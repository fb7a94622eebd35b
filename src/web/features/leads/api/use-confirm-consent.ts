import { useMutation } from '@tanstack/react-query';
import type { Lead } from '@shared/lead-schema';
import { api, ApiError } from '@/lib/api-client';
import { isNumericId } from '@shared/row-id';
import { toLeadRow } from '../lead-row';
import { useLeadSaved } from './use-lead-saved';

/**
 * Record that staff confirmed the homeowner's consent; the server passes the lead to
 * partners when its county is known.
 */
export function useConfirmConsent() {
  const saved = useLeadSaved();
  return useMutation({
    mutationFn: async (id: string) => {
      if (!isNumericId(id)) throw new ApiError(404, 'Lead not found');
      return toLeadRow(await api.post<Lead>(`/quote/${id}/consent`, {}));
    },
    onSuccess: saved,
  });
}
