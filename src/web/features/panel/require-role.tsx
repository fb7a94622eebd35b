import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { roleIdOf, useSessionStore } from '@/lib/session-store';

/**
 * The panel guard: no token goes to /login remembering the page, a role not
 * allowed here goes to /.
 */
export function RequireRole({ roleId, children }: { roleId: number; children: ReactNode }) {
  const location = useLocation();
  const token = useSessionStore((state) => state.token);
  const user = useSessionStore((state) => state.user);
  const signedOut = useSessionStore((state) => state.signedOut);
  if (!token) {
    // After a deliberate logout the next person should not be sent back to this page.
    const state = signedOut ? undefined : { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  if (roleIdOf(user) !== roleId) return <Navigate to="/" replace />;
  return <>{children}</>;
}
