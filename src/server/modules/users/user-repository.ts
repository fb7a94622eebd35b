import type { Selectable } from 'kysely';
import { ROLE_IDS } from '../../../shared/roles.js';
import type { User } from '../../../shared/user-schema.js';
import { nowIso, type Db, type Dialect } from '../../db/connection.js';
import type { UsersTable } from '../../db/schema.js';

export type UserRow = Selectable<UsersTable>;

export function toUser(row: UserRow): User {
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    role_id: Number(row.role_id),
    phone: row.phone,
    department: row.department,
    is_active: Boolean(row.is_active),
    status: row.is_active ? 'active' : 'inactive',
    last_login_at: row.last_login_at,
    created_at: row.created_at,
  };
}

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  roleId: number;
  phone?: string;
  department?: string;
  isActive?: boolean;
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const now = nowIso();
  return db
    .insertInto('users')
    .values({
      name: user.name,
      email: user.email.toLowerCase(),
      password_hash: user.passwordHash,
      role_id: user.roleId,
      phone: user.phone ?? '',
      department: user.department ?? '',
      is_active: user.isActive === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Staff accounts: installers (partner_id set) are not listed. */
export async function listUsers(db: Db): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('partner_id', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countActiveAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role_id', '=', 1)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export type UserChanges = Partial<{
  name: string;
  email: string;
  password_hash: string;
  role_id: number;
  phone: string;
  department: string;
  is_active: number;
  last_login_at: string;
}>;

export async function updateUser(
  db: Db,
  id: number,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteUser(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Ids of the active admins, locked on PostgreSQL until the transaction ends, so two admins
 * demoting each other at once cannot both succeed (SQLite already runs transactions one at a time).
 */
export async function lockActiveAdminIds(db: Db, dialect: Dialect): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role_id', '=', ROLE_IDS.admin)
    .where('is_active', '=', 1)
    .$if(dialect === 'postgres', (query) => query.forUpdate())
    .execute();
  return rows.map((row) => Number(row.id));
}
