import { useMutation } from '@tanstack/react-query';
import type { Lead } from '@shared/lead-schema';
import type { CallInputBody, NextActionInputBody } from '@shared/lead-work';
import { isNumericId } from '@shared/row-id';
import { api, ApiError } from '@/lib/api-client';
import { toLeadRow } from '../lead-row';
import { useLeadSaved } from './use-lead-saved';

/** A piece of work on a lead; the lead, its timeline and every list and dashboard refresh. */
function useLeadWork<T>(send: (id: string, input: T) => Promise<Lead>) {
  const saved = useLeadSaved();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: T }) => {
      if (!isNumericId(id)) throw new ApiError(404, 'Lead not found');
      return toLeadRow(await send(id, input));
    },
    onSuccess: saved,
  });
}

export function useAddNote() {
  return useLeadWork((id, text: string) => api.post<Lead>(`/quote/${id}/notes`, { text }));
}

export function useLogCall() {
  return useLeadWork((id, call: CallInputBody) => api.post<Lead>(`/quote/${id}/calls`, call));
}

/** Set the next action, or clear it (null). */
export function useSetNextAction() {
  return useLeadWork((id, input: NextActionInputBody | null) =>
    input
      ? api.put<Lead>(`/quote/${id}/next-action`, input)
      : api.delete<Lead>(`/quote/${id}/next-action`),
  );
}
