import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useProfile } from '@/lib/profile';
import { roleIdOf, useSessionToken, useSignedOut } from '@/lib/session';

/**
 * The panel guard: no token goes to /login remembering the page, a role not
 * allowed here goes to /.
 */
export function RequireRole({ roleId, children }: { roleId: number; children: ReactNode }) {
  const location = useLocation();
  const token = useSessionToken();
  const user = useProfile();
  const signedOut = useSignedOut();
  if (!token) {
    // After a deliberate logout the next person should not be sent back to this page.
    const state = signedOut ? undefined : { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  if (roleIdOf(user) !== roleId) return <Navigate to="/" replace />;
  return <>{children}</>;
}
