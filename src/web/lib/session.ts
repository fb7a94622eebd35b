import { create } from 'zustand';
import { ROLE_IDS } from '@shared/roles';
import { clearLocalStorage, readJson, removeItem, STORAGE_KEYS, writeJson } from './storage';

/**
 * The session: the token, and its stored copy `unauth` ({ token, user }) in localStorage. This
 * module is the only one that reads or writes that entry; the API client asks it for the token.
 * The signed-in user's profile lives in the query cache (the `me` query, lib/profile.ts), which
 * hands each new profile to `storeSessionUser`.
 */

/** The signed-in user as the app holds it: the role may come as role_id or role. */
export interface SessionUser {
  id: number | string;
  email: string;
  name: string;
  role_id?: number;
  role?: string | number;
}

export interface StoredSession {
  token: string;
  user: SessionUser | null;
}

export const SESSION_ERRORS = {
  signIn: 'Failed to sign in',
  signOut: 'Failed to sign out',
} as const;

/** The stored session, only when it holds a token (restore only with a stored token). */
export function readStoredSession(): StoredSession | null {
  const stored = readJson<Partial<StoredSession>>(STORAGE_KEYS.session);
  if (!stored || typeof stored.token !== 'string' || stored.token === '') return null;
  const user = stored.user && typeof stored.user === 'object' ? stored.user : null;
  return { token: stored.token, user };
}

interface SessionState {
  token: string | null;
  /** True after a deliberate sign-out, so the guards do not remember the page for the next login. */
  signedOut: boolean;
}

const useSessionStore = create<SessionState>()(() => ({
  token: readStoredSession()?.token ?? null,
  signedOut: false,
}));

/** The token of the session, or null when signed out: a token present means signed in. */
export function sessionToken(): string | null {
  return useSessionStore.getState().token;
}

export function useSessionToken(): string | null {
  return useSessionStore((state) => state.token);
}

export function useSignedOut(): boolean {
  return useSessionStore((state) => state.signedOut);
}

/** A new token and the user it belongs to: both are stored together. */
export function startSession(token: string, user: SessionUser | null): void {
  writeJson(STORAGE_KEYS.session, { token, user });
  useSessionStore.setState({ token, signedOut: false });
}

/** A new profile for the token held: the stored session is rewritten with it. */
export function storeSessionUser(user: SessionUser | null): void {
  const token = sessionToken();
  if (token) writeJson(STORAGE_KEYS.session, { token, user });
}

/** No token any more: the stored session is removed, and `onSessionEnd` listeners run. */
export function endSession(options?: { signedOut?: boolean }): void {
  removeItem(STORAGE_KEYS.session);
  useSessionStore.setState({ token: null, signedOut: options?.signedOut ?? false });
}

/** A 401 anywhere: all local storage is cleared and the browser goes to /login unless there. */
export function sessionRejected(): void {
  endSession();
  clearLocalStorage();
  if (window.location.pathname !== '/login') window.location.assign('/login');
}

/** Run `forget` whenever the session ends (sign-out or a 401), to drop data it fetched. */
export function onSessionEnd(forget: () => void): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (previous.token && !state.token) forget();
  });
}

/** The role as a number: role_id first, then role as a number or a name. */
export function roleIdOf(user: SessionUser | null | undefined): number | null {
  if (!user) return null;
  for (const value of [user.role_id, user.role]) {
    if (value === undefined || value === null || value === '') continue;
    const asNumber = Number(value);
    if (Number.isInteger(asNumber)) return asNumber;
    const named = ROLE_IDS[String(value).toLowerCase() as keyof typeof ROLE_IDS];
    if (named) return named;
  }
  return null;
}
