import { createHash, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { nowIso, type Db } from '../../db/connection.js';
import type { UsersTable } from '../../db/schema.js';

/** The one owner of the sessions table: every read and write of it is here. */

/** Opaque bearer tokens; only their SHA-256 is stored, so a database leak reveals no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Db, userId: number, ttlHours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ttlHours * 3_600_000).toISOString(),
    })
    .execute();
  return token;
}

/** The active user a live token belongs to. */
export async function findSessionUser(
  db: Db,
  token: string,
): Promise<Selectable<UsersTable> | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', nowIso())
    .where('users.is_active', '=', 1)
    .executeTakeFirst();
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Sign a user out everywhere, or everywhere but the session making the request. */
export async function deleteUserSessions(
  db: Db,
  userId: number,
  options: { except?: string | null } = {},
): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (options.except) query = query.where('token_hash', '!=', hashToken(options.except));
  await query.execute();
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', nowIso()).execute();
}
