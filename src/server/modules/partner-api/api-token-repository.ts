import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { API_TOKEN_PREFIX, type ApiToken } from '../../../shared/partner-api.js';
import { nowIso, type Db } from '../../db/connection.js';
import type { UsersTable } from '../../db/schema.js';
import { hashToken } from '../auth/session-repository.js';

/** A partner's API tokens; only their SHA-256 is stored. */

/** Last use is written at most once a minute per token, so busy integrations cost few writes. */
const LAST_USED_GRANULARITY_MS = 60_000;

/** `wqp_` and 32 random bytes (256 bits) in base64url. */
export function newApiToken(): string {
  return API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

function tokens(db: Db) {
  return db
    .selectFrom('partner_api_tokens as t')
    .leftJoin('users as u', 'u.id', 't.created_by')
    .select(['t.id', 't.name', 't.created_at', 't.last_used_at', 'u.name as created_by'])
    .where('t.revoked_at', 'is', null);
}

function toApiToken(row: {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
  created_by: string | null;
}): ApiToken {
  return {
    id: Number(row.id),
    name: row.name,
    created_at: row.created_at,
    created_by: row.created_by ?? null,
    last_used_at: row.last_used_at ?? null,
  };
}

/** The partner's live tokens, newest first. */
export async function listApiTokens(db: Db, partnerId: number): Promise<ApiToken[]> {
  const rows = await tokens(db)
    .where('t.partner_id', '=', partnerId)
    .orderBy('t.id', 'desc')
    .execute();
  return rows.map(toApiToken);
}

export async function createApiToken(
  db: Db,
  input: { partnerId: number; name: string; createdBy: number | null },
): Promise<ApiToken & { token: string }> {
  const token = newApiToken();
  const row = await db
    .insertInto('partner_api_tokens')
    .values({
      partner_id: input.partnerId,
      name: input.name,
      token_hash: hashToken(token),
      created_by: input.createdBy,
      created_at: nowIso(),
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  const created = await tokens(db).where('t.id', '=', Number(row.id)).executeTakeFirstOrThrow();
  return { ...toApiToken(created), token };
}

/** Revoke one of the partner's live tokens; false when it has none by that id. */
export async function revokeApiToken(db: Db, partnerId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('partner_api_tokens')
    .set({ revoked_at: nowIso() })
    .where('id', '=', id)
    .where('partner_id', '=', partnerId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The installer a live token acts for: its creator, while that account is active and still
 * belongs to the token's partner. Marks the token used (at most once a minute).
 */
export async function authenticateApiToken(
  db: Db,
  token: string,
): Promise<{ tokenId: number; user: Selectable<UsersTable> } | undefined> {
  const row = await db
    .selectFrom('partner_api_tokens as t')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 't.created_by').onRef('u.partner_id', '=', 't.partner_id'),
    )
    .selectAll('u')
    .select(['t.id as token_id', 't.last_used_at as token_last_used_at'])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.revoked_at', 'is', null)
    .where('u.is_active', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  const { token_id, token_last_used_at, ...user } = row;
  const now = Date.now();
  if (!token_last_used_at || Date.parse(token_last_used_at) <= now - LAST_USED_GRANULARITY_MS) {
    const cutoff = new Date(now - LAST_USED_GRANULARITY_MS).toISOString();
    await db
      .updateTable('partner_api_tokens')
      .set({ last_used_at: new Date(now).toISOString() })
      .where('id', '=', Number(token_id))
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', cutoff)]))
      .execute();
  }
  return { tokenId: Number(token_id), user };
}
