import { asObject, nonEmptyString, toSessionUser } from '@/lib/profile';

type Json = Record<string, unknown>;
import type { SessionUser } from '@/lib/session';

/** The token of a login answer: data.token, data.access_token or token. */
export function extractToken(response: unknown): string | undefined {
  const body = asObject(response);
  const data = asObject(body?.data);
  return (
    nonEmptyString(data?.token) ??
    nonEmptyString(data?.access_token) ??
    nonEmptyString(body?.token) ??
    nonEmptyString(body?.access_token)
  );
}

/** The user of a login answer ({ user } or { data: { user } }), if it carries one. */
export function extractUser(response: unknown): SessionUser | undefined {
  const body = asObject(response);
  return toSessionUser(asObject(body?.data)?.user) ?? toSessionUser(body?.user);
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The claims of a JWT, or undefined when the token is not one (ours are opaque). */
export function decodeTokenClaims(token: string): Json | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    return asObject(JSON.parse(decodeBase64Url(parts[1])));
  } catch {
    return undefined;
  }
}

/** The user named by a JWT's claims: sub or id, email, name, role or the first of roles. */
export function userFromClaims(token: string): SessionUser | undefined {
  const claims = decodeTokenClaims(token);
  if (!claims) return undefined;
  const roles = Array.isArray(claims.roles) ? claims.roles : [];
  return toSessionUser({
    id: claims.sub ?? claims.id,
    email: claims.email,
    name: claims.name,
    role_id: claims.role_id,
    role: claims.role ?? roles[0],
  });
}
