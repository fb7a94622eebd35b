import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ROLE_IDS } from '../../../shared/roles.js';
import type { Config } from '../../config.js';
import { isUniqueViolation, type Db } from '../../db/connection.js';
import { hashPassword } from '../auth/password.js';
import { countUsers, insertUser } from './user-repository.js';

export interface FirstAdmin {
  email: string;
  password: string;
}

/**
 * On an empty database, create the first admin; never touches existing
 * users. A generated password goes to `show` when given (npm start frames it on the
 * console), else to the log, once either way.
 */
export async function bootstrapAdmin(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  show?: (admin: FirstAdmin) => void,
): Promise<void> {
  if ((await countUsers(db)) > 0) return;
  const email = config.admin.email ?? 'admin@example.com';
  const password = config.admin.password ?? randomBytes(12).toString('base64url');
  try {
    await insertUser(db, {
      name: 'Administrator',
      email,
      passwordHash: await hashPassword(password),
      roleId: ROLE_IDS.admin,
    });
  } catch (error) {
    // Another server process starting at the same moment created it first.
    if (isUniqueViolation(error)) return;
    throw error;
  }
  if (config.admin.password) {
    log.info({ email }, 'created the first admin account');
  } else if (show) {
    show({ email, password });
  } else {
    log.warn(
      `Created the first admin account: ${email} with password ${password} (shown once; change it after signing in)`,
    );
  }
}
