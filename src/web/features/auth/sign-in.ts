import type { LoginInput } from '@shared/user-schema';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { fetchProfile, setProfile } from '@/lib/profile';
import {
  endSession,
  SESSION_ERRORS,
  sessionToken,
  startSession,
  type SessionUser,
} from '@/lib/session';
import { extractToken, extractUser, userFromClaims } from './login-response';

export const LOGIN_ERRORS = {
  missingFields: 'Please fill in all fields',
  missingToken: 'Login response did not include a token',
  failed: 'Login failed',
} as const;

/** The profile for a fresh token, or undefined when it cannot be fetched. */
async function profileFor(token: string): Promise<SessionUser | undefined> {
  try {
    return await fetchProfile({ token });
  } catch (error) {
    console.warn('Could not load the profile after sign-in', error);
    return undefined;
  }
}

/**
 * Sign in with credentials the login form checked (loginSchema): the user comes from the
 * answer, else from GET /auth/me, else from the token's claims. Throws an Error whose message
 * is fit to show.
 */
export async function signIn({ email, password }: LoginInput): Promise<SessionUser | null> {
  // Signing in replaces whatever session was there, so no stale token rides along.
  endSession();
  try {
    const response = await api.post<unknown>('/auth/login', { email, password });
    const token = extractToken(response);
    if (!token) throw new Error(LOGIN_ERRORS.missingToken);
    const user =
      extractUser(response) ?? (await profileFor(token)) ?? userFromClaims(token) ?? null;
    startSession(token, user);
    setProfile(user);
    return user;
  } catch (error) {
    throw new Error(errorMessage(error, SESSION_ERRORS.signIn));
  }
}

/** Sign out: tell the server first, then drop the session whatever it answered. */
export async function signOut(): Promise<boolean> {
  let ok = true;
  try {
    if (sessionToken()) await api.post('/auth/logout');
  } catch (error) {
    console.warn(`${SESSION_ERRORS.signOut}; removing the local session anyway`, error);
    ok = false;
  }
  endSession({ signedOut: true });
  return ok;
}
