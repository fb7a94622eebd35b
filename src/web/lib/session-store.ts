import { create } from 'zustand';
import { ROLE_IDS } from '@shared/roles';
import { readJson, removeItem, STORAGE_KEYS, writeJson } from './storage';

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

interface SessionState {
  user: SessionUser | null;
  token: string | null;
  loading: boolean;
  error: string | null;
  /** True after a deliberate sign-out, so the guards do not remember the page for the next login. */
  signedOut: boolean;
  setSession: (token: string, user: SessionUser | null) => void;
  setUser: (user: SessionUser | null) => void;
  clearSession: (options?: { signedOut?: boolean }) => void;
  setLoading: (loading: boolean) => void;
  setError: (error: string | null) => void;
}

/** The stored session, only when it holds a token (restore only with a stored token). */
export function readStoredSession(): StoredSession | null {
  const stored = readJson<Partial<StoredSession>>(STORAGE_KEYS.session);
  if (!stored || typeof stored.token !== 'string' || stored.token === '') return null;
  const user = stored.user && typeof stored.user === 'object' ? stored.user : null;
  return { token: stored.token, user };
}

/** Rewrite the stored session, or remove it when there is no token. */
export function persistSession(token: string | null, user: SessionUser | null): void {
  if (token) writeJson(STORAGE_KEYS.session, { token, user });
  else removeItem(STORAGE_KEYS.session);
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

function initialSession(): Pick<SessionState, 'token' | 'user'> {
  const stored = readStoredSession();
  return { token: stored?.token ?? null, user: stored?.user ?? null };
}

export const useSessionStore = create<SessionState>()((set) => ({
  ...initialSession(),
  loading: false,
  error: null,
  signedOut: false,
  setSession: (token, user) => set({ token, user, error: null, signedOut: false }),
  setUser: (user) => set({ user }),
  clearSession: (options) =>
    set({ token: null, user: null, signedOut: options?.signedOut ?? false }),
  setLoading: (loading) => set({ loading }),
  setError: (error) => set({ error, loading: false }),
}));

// Keep storage in step with the store: every token or user change rewrites it.
useSessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token || state.user !== previous.user) {
    persistSession(state.token, state.user);
  }
});

/** Run `forget` whenever the session ends (sign-out or a 401), to drop data it fetched. */
export function onSessionEnd(forget: () => void): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (previous.token && !state.token) forget();
  });
}
