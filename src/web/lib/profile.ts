import { hashKey, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryClient } from './query-client';
import { queryKeys } from './query-keys';
import { readStoredSession, storeSessionUser, useSessionToken, type SessionUser } from './session';

/**
 * The signed-in user's profile is the `me` query: its first value is the user of the stored
 * session, sign-in puts the user it got into it, and opening a panel re-reads it from
 * GET /auth/me. Every new value is written back to the stored session (lib/session.ts). The
 * hooks name the one client since the panel layouts call them above their QueryProvider.
 */

type Json = Record<string, unknown>;

/** A JSON object (not an array), or undefined. */
export function asObject(value: unknown): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Json)
    : undefined;
}

/** A string with more than white space, or undefined. */
export function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A user object in the shape the session keeps, or undefined when it names nobody. */
export function toSessionUser(value: unknown): SessionUser | undefined {
  const raw = asObject(value);
  if (!raw) return undefined;
  const id = typeof raw.id === 'number' || typeof raw.id === 'string' ? raw.id : undefined;
  const email = nonEmptyString(raw.email);
  if (id === undefined && email === undefined) return undefined;
  const user: SessionUser = {
    id: id ?? email!,
    email: email ?? '',
    name: nonEmptyString(raw.name) ?? email ?? '',
  };
  const roleId = Number(raw.role_id);
  if (raw.role_id !== undefined && raw.role_id !== null && Number.isInteger(roleId)) {
    user.role_id = roleId;
  }
  if (typeof raw.role === 'string' || typeof raw.role === 'number') user.role = raw.role;
  return user;
}

/** The user of a GET /auth/me answer: the user itself, or inside data.user, data or user. */
export function extractProfile(response: unknown): SessionUser | undefined {
  const body = asObject(response);
  const data = asObject(body?.data);
  return (
    toSessionUser(data?.user) ??
    toSessionUser(data) ??
    toSessionUser(body?.user) ??
    toSessionUser(body)
  );
}

/**
 * GET /auth/me, with the session's token or the one given (a sign-in not yet stored). A
 * failed read keeps the profile held (the query keeps its data); a 401 has ended the session.
 */
export async function fetchProfile(
  options: { signal?: AbortSignal; token?: string } = {},
): Promise<SessionUser> {
  const headers = options.token ? { Authorization: `Bearer ${options.token}` } : undefined;
  const profile = extractProfile(
    await api.get<unknown>('/auth/me', { signal: options.signal, headers }),
  );
  if (!profile) throw new Error('The profile answer names no user');
  return profile;
}

const meQuery = {
  queryKey: queryKeys.session.me(),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchProfile({ signal }),
  initialData: () => readStoredSession()?.user ?? undefined,
  // The stored user counts as old: the panel's refresh reads it again.
  initialDataUpdatedAt: 0,
  // Read again only when a panel opens (useProfileRefresh), not by every screen showing a name.
  staleTime: Infinity,
  retry: false,
};

// Each new profile (signed in, or re-read) rewrites the stored session. A read still running
// when the session ends is cancelled with the cache (query-client.tsx), so it writes nothing.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.action.type !== 'success') return;
  if (event.query.queryHash !== hashKey(meQuery.queryKey)) return;
  storeSessionUser((event.query.state.data as SessionUser | null | undefined) ?? null);
});

/** The signed-in user, or null when signed out or not known. */
export function useProfile(): SessionUser | null {
  const token = useSessionToken();
  const { data } = useQuery({ ...meQuery, enabled: Boolean(token) }, queryClient);
  return token ? (data ?? null) : null;
}

/**
 * Re-read the signed-in user whenever a panel opens, so a changed role or a revoked token is
 * noticed at once (a 401 sends the browser to /login through the API client).
 */
export function useProfileRefresh(): void {
  const token = useSessionToken();
  useQuery({ ...meQuery, enabled: Boolean(token), refetchOnMount: 'always' }, queryClient);
}

/** Sign-in found the user: it becomes the profile (and so the stored session's user). */
export function setProfile(user: SessionUser | null): void {
  queryClient.setQueryData(meQuery.queryKey, user);
}
