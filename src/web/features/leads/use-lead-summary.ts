import { useEffect, useState } from 'react';
import type { LeadSummary } from '@shared/dashboard';
import { api } from '@/lib/api-client';
import type { LeadFilters } from './lead-store';

/** The stat cards' counts over every lead matching the filters (GET /quote/summary). */
export function useLeadSummary({ search, status, filter }: LeadFilters, reloadKey: number) {
  const [summary, setSummary] = useState<LeadSummary | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<LeadSummary>('/quote/summary', {
        query: { search, status, filter },
        signal: controller.signal,
      })
      .then(setSummary)
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        console.warn('Could not load the lead summary', error);
        setSummary(undefined);
      });
    return () => controller.abort();
  }, [search, status, filter, reloadKey]);
  return summary;
}
