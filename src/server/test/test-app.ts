import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { createDb, type Db } from '../db/connection.js';
import { hashPassword } from '../modules/auth/password.js';
import { insertUser } from '../modules/users/user-repository.js';

/** Which database this run of the API suite uses: set by the vitest project. */
export const TEST_DRIVER = process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'sqlite';

export const ADMIN = { email: 'admin@test.ie', password: 'admin-password-1' };

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** The tests' settings: no limits, no outbox worker, no retention sweep; `env` overrides. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOGIN_RATE_LIMIT: '0',
    LOGIN_ACCOUNT_RATE_LIMIT: '0',
    QUOTE_RATE_LIMIT: '0',
    API_RATE_LIMIT: '0',
    // Tests that deliver messages start the worker themselves or call runOnce.
    OUTBOX_WORKER: 'false',
    // Background jobs run when a test calls app.jobs.runDue(now).
    JOBS_SCHEDULER: 'false',
    // Retention sweeps run only in the tests that ask for them.
    LEAD_RETENTION_MONTHS: '0',
    DATA_DIR: path.join(os.tmpdir(), `windowquotes-test-${randomBytes(6).toString('hex')}`),
    ...env,
  });
}

/** A fresh app on a fresh database: in-memory SQLite, or a new PostgreSQL schema. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = testConfig(env);
  let dropSchema = async () => {};
  if (TEST_DRIVER === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    config.database = { kind: 'postgres', url, schema };
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    };
  } else {
    config.database = { kind: 'sqlite', filename: ':memory:' };
  }
  const db = createDb(config.database, config.pool);
  const app = await buildApp({ config, db });
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.destroy();
      await dropSchema();
      // The mail and SMS files in the file's own directory (a DATA_DIR a test chose it keeps).
      if (!env.DATA_DIR) await fs.rm(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** Sign in and return the bearer header for later requests. */
export async function signIn(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const { token } = response.json() as { token: string };
  return { authorization: `Bearer ${token}` };
}

let userCounter = 0;

/** Create a user directly in the database and sign them in. */
export async function createUserAndSignIn(
  t: TestApp,
  roleId: number,
  options: { active?: boolean } = {},
) {
  userCounter += 1;
  const email = `user${userCounter}-${roleId}@test.ie`;
  const password = 'user-password-1';
  const row = await insertUser(t.db, {
    name: `Test User ${userCounter}`,
    email,
    passwordHash: await hashPassword(password),
    roleId,
  });
  const headers = await signIn(t.app, email, password);
  if (options.active === false) {
    await t.db.updateTable('users').set({ is_active: 0 }).where('id', '=', row.id).execute();
  }
  return { id: Number(row.id), email, password, headers };
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

export { VALID_QUOTE } from './sample-quote.js';
