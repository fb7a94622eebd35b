import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { extractProfile } from './login-response';

/**
 * Re-read the signed-in user when a panel opens, so a changed role or a revoked token is
 * noticed at once (a 401 sends the browser to /login through the API client).
 */
export function useSessionRefresh(): void {
  const token = useSessionStore((state) => state.token);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    api
      .get<unknown>('/auth/me', { signal: controller.signal })
      .then((response) => {
        const user = extractProfile(response);
        const current = useSessionStore.getState();
        if (
          user &&
          current.token === token &&
          JSON.stringify(user) !== JSON.stringify(current.user)
        ) {
          current.setUser(user);
        }
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError')
          console.warn('Could not refresh the profile', error);
      });
    return () => controller.abort();
  }, [token]);
}
