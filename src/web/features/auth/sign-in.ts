import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { SESSION_ERRORS, useSessionStore, type SessionUser } from '@/lib/session-store';
import { extractProfile, extractToken, extractUser, userFromClaims } from './login-response';

export const LOGIN_ERRORS = {
  missingFields: 'Please fill in all fields',
  missingToken: 'Login response did not include a token',
} as const;

/** The profile for a fresh token, or undefined when it cannot be fetched. */
async function fetchProfile(token: string): Promise<SessionUser | undefined> {
  try {
    const response = await api.get<unknown>('/auth/me', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return extractProfile(response);
  } catch (error) {
    console.warn('Could not load the profile after sign-in', error);
    return undefined;
  }
}

/**
 * Sign in: the user comes from the answer, else from GET /auth/me, else from the token's
 * claims. Throws an Error whose message is fit to show.
 */
export async function signIn(email: string, password: string): Promise<SessionUser | null> {
  const session = useSessionStore.getState();
  if (email.trim() === '' || password === '') {
    session.setError(LOGIN_ERRORS.missingFields);
    throw new Error(LOGIN_ERRORS.missingFields);
  }
  // Signing in replaces whatever session was there, so no stale token rides along.
  session.clearSession();
  session.setError(null);
  session.setLoading(true);
  try {
    const response = await api.post<unknown>('/auth/login', { email: email.trim(), password });
    const token = extractToken(response);
    if (!token) throw new Error(LOGIN_ERRORS.missingToken);
    const user =
      extractUser(response) ?? (await fetchProfile(token)) ?? userFromClaims(token) ?? null;
    session.setSession(token, user);
    session.setLoading(false);
    return user;
  } catch (error) {
    const message = errorMessage(error, SESSION_ERRORS.signIn);
    session.setError(message);
    throw new Error(message);
  }
}

/** Sign out: tell the server first, then drop the session whatever it answered. */
export async function signOut(): Promise<boolean> {
  const session = useSessionStore.getState();
  session.setLoading(true);
  let ok = true;
  try {
    if (session.token) await api.post('/auth/logout');
  } catch (error) {
    console.warn('Sign-out call failed; removing the local session anyway', error);
    ok = false;
  }
  const after = useSessionStore.getState();
  after.clearSession({ signedOut: true });
  after.setError(ok ? null : SESSION_ERRORS.signOut);
  return ok;
}
