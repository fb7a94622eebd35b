import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from './api-client';
import { onSessionEnd } from './session';
import { removeItem, STORAGE_KEYS } from './storage';

/** Retry a failed read once, unless the server gave a definite answer (a 4xx). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** The one cache of server data in the back office. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 5_000 },
    mutations: { retry: false },
  },
});

// Data fetched under one session must not be shown to the next person who signs in, nor stay
// in the tab: the cache goes, and with it the keys mirrored from its leads and users queries.
onSessionEnd(() => {
  queryClient.clear();
  removeItem(STORAGE_KEYS.quotes, 'session');
  removeItem(STORAGE_KEYS.users, 'session');
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
