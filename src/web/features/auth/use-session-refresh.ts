import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session-store';
import { extractProfile } from './login-response';

/** Read the profile and take it over when it changed under the same token. */
async function refreshProfile(token: string, signal: AbortSignal) {
  try {
    const user = extractProfile(await api.get<unknown>('/auth/me', { signal }));
    const current = useSessionStore.getState();
    if (user && current.token === token && JSON.stringify(user) !== JSON.stringify(current.user)) {
      current.setUser(user);
    }
    return user ?? null;
  } catch (error) {
    if ((error as Error).name !== 'AbortError')
      console.warn('Could not refresh the profile', error);
    return null;
  }
}

/**
 * Re-read the signed-in user when a panel opens, so a changed role or a revoked token is
 * noticed at once (a 401 sends the browser to /login through the API client). The layouts
 * call this above their QueryProvider, so the one client is named here.
 */
export function useSessionRefresh(): void {
  const token = useSessionStore((state) => state.token);
  useQuery(
    {
      queryKey: queryKeys.session.profile(),
      queryFn: ({ signal }) => refreshProfile(token!, signal),
      enabled: Boolean(token),
      retry: false,
    },
    queryClient,
  );
}
