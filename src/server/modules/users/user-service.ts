import { ROLE_IDS } from '../../../shared/roles.js';
import type { User, UserCreate, UserUpdate } from '../../../shared/user-schema.js';
import { isUniqueViolation, type Db, type Dialect } from '../../db/connection.js';
import { conflict, HttpError, notFound, validationError } from '../../http-error.js';
import { hashPassword } from '../auth/password.js';
import { deleteUserSessions } from '../auth/session-repository.js';
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  lockActiveAdminIds,
  toUser,
  updateUser,
  type UserChanges,
  type UserRow,
} from './user-repository.js';

export const EMAIL_TAKEN = 'A user with this email already exists';
export const LAST_ADMIN = 'There must always be at least one active admin';

/** Who is asking: the signed-in admin and the token they used. */
export interface Actor {
  id: number;
  token: string | null;
}

const emailTaken = () => conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });

export async function getUser(db: Db, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  // Installer accounts are not staff: User Management cannot see or change them.
  if (!user || user.partner_id != null) throw notFound('User not found');
  return user;
}

async function assertEmailFree(db: Db, email: string, exceptId?: number): Promise<void> {
  const owner = await findUserByEmail(db, email);
  if (owner && Number(owner.id) !== exceptId) throw emailTaken();
}

/** A unique violation that slipped past the check (two requests at once) is still a 409. */
async function translateUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function createUser(db: Db, input: UserCreate): Promise<User> {
  await assertEmailFree(db, input.email);
  const passwordHash = await hashPassword(input.password);
  const row = await translateUnique(() =>
    insertUser(db, {
      name: input.name,
      email: input.email,
      passwordHash,
      roleId: input.role_id,
      phone: input.phone,
      department: input.department,
      isActive: input.is_active,
    }),
  );
  return toUser(row);
}

/** An admin may not lock themselves out (422 on self-demotion or deactivation). */
function assertNotSelfLockout(actor: Actor, target: UserRow, input: UserUpdate): void {
  if (Number(target.id) !== actor.id) return;
  const errors: Record<string, string> = {};
  if (input.role_id !== undefined && input.role_id !== ROLE_IDS.admin) {
    errors.role_id = 'You cannot remove your own admin role';
  }
  if (input.is_active === false) errors.is_active = 'You cannot deactivate your own account';
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** Inside a transaction, on fresh locked rows: refuse when no active admin would remain. */
async function assertAdminsRemain(
  trx: Db,
  dialect: Dialect,
  targetId: number,
  field?: string,
): Promise<void> {
  const admins = await lockActiveAdminIds(trx, dialect);
  if (!admins.includes(targetId) || admins.length > 1) return;
  throw field ? validationError({ [field]: LAST_ADMIN }) : new HttpError(422, LAST_ADMIN);
}

export async function updateStaffUser(
  db: Db,
  dialect: Dialect,
  actor: Actor,
  id: number,
  input: UserUpdate,
): Promise<User> {
  const target = await getUser(db, id);
  assertNotSelfLockout(actor, target, input);
  if (input.email !== undefined) await assertEmailFree(db, input.email, id);

  const changes: UserChanges = {
    name: input.name,
    email: input.email,
    role_id: input.role_id,
    phone: input.phone,
    department: input.department,
    is_active: input.is_active === undefined ? undefined : input.is_active ? 1 : 0,
    password_hash: input.password === undefined ? undefined : await hashPassword(input.password),
  };
  const demotes = input.role_id !== undefined && input.role_id !== ROLE_IDS.admin;
  const deactivates = input.is_active === false;

  const row = await translateUnique(() =>
    db.transaction().execute(async (trx) => {
      if (demotes || deactivates) {
        await assertAdminsRemain(trx, dialect, id, demotes ? 'role_id' : 'is_active');
      }
      const updated = await updateUser(trx, id, withoutUndefined(changes));
      if (!updated) throw notFound('User not found');
      // A deactivated account's tokens stop working at once; a new password signs out old devices.
      if (deactivates) await deleteUserSessions(trx, id);
      else if (input.password !== undefined) {
        await deleteUserSessions(trx, id, { except: id === actor.id ? actor.token : null });
      }
      return updated;
    }),
  );
  return toUser(row);
}

export async function deleteStaffUser(
  db: Db,
  dialect: Dialect,
  actor: Actor,
  id: number,
): Promise<void> {
  const target = await getUser(db, id);
  if (Number(target.id) === actor.id) {
    throw new HttpError(422, 'You cannot delete your own account');
  }
  await db.transaction().execute(async (trx) => {
    await assertAdminsRemain(trx, dialect, id);
    // Sessions go with the user (foreign key cascade).
    if (!(await deleteUser(trx, id))) throw notFound('User not found');
  });
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
}
