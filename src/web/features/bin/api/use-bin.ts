import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BinEntry } from '@shared/lead-bin';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const BIN_PAGE_SIZE = 25;

export interface BinPage {
  entries: BinEntry[];
  /** How many leads the bin holds (X-Total-Count). */
  total: number;
}

async function fetchBin(offset: number): Promise<BinPage> {
  const response = await apiFetch('GET', '/quote/bin', {
    query: { limit: BIN_PAGE_SIZE, offset },
  });
  return {
    entries: (await response.json()) as BinEntry[],
    total: Number(response.headers.get('X-Total-Count') ?? 0),
  };
}

/** A page of deleted leads, most recently deleted first (GET /api/quote/bin). */
export function useBin(offset: number) {
  return useQuery({
    queryKey: queryKeys.bin.page(offset),
    queryFn: () => fetchBin(offset),
    placeholderData: keepPreviousData,
  });
}
