import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreditDecision,
  CreditItem,
  CreditPage,
  CreditStatus,
} from '@shared/partner-outcomes';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const CREDITS_PAGE_SIZE = 25;

/** A page of flagged leads in one state (GET /api/partner-credits). */
export function useCredits(status: CreditStatus, offset: number) {
  return useQuery({
    queryKey: queryKeys.credits.page(status, offset),
    queryFn: () =>
      api.get<CreditPage>(
        `/partner-credits?status=${status}&limit=${CREDITS_PAGE_SIZE}&offset=${offset}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Credit or refuse a flagged lead; the queue, the lead and the audit log are read again. */
export function useDecideCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: number; decision: CreditDecision; note: string }) =>
      api.post<CreditItem>(`/partner-credits/${id}/decision`, {
        decision,
        ...(note ? { note } : {}),
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.credits.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.leads.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.audit.all }),
      ]),
  });
}
