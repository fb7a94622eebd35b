import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { apiTest } from '../../test/api-test.js';
import { type TestApp } from '../../test/test-app.js';
import { verifyPassword } from '../auth/password.js';
import { bootstrapAdmin } from './bootstrap-admin.js';
import { findUserByEmail } from './user-repository.js';

/** Collects what start-up would print. */
function recordingLog() {
  const lines: string[] = [];
  const log = {
    info: (...args: unknown[]) => lines.push(args.map(String).join(' ')),
    warn: (...args: unknown[]) => lines.push(args.map(String).join(' ')),
  } as unknown as FastifyBaseLogger;
  return { lines, log };
}

describe('first admin', () => {
  let t: TestApp;
  apiTest.beforeAll(({ t: fileApp }) => {
    t = fileApp;
  });

  async function emptyUsers() {
    await t.db.deleteFrom('sessions').execute();
    await t.db.deleteFrom('users').execute();
  }

  it('creates admin@example.com with a random password printed once when none is configured', async () => {
    await emptyUsers();
    const { lines, log } = recordingLog();
    await bootstrapAdmin(t.db, loadConfig({}), log);
    const admin = await findUserByEmail(t.db, 'admin@example.com');
    expect(admin?.role_id).toBe(1);
    const password = /with password (\S+)/.exec(lines.join('\n'))?.[1];
    expect(password).toBeTruthy();
    expect(await verifyPassword(admin!.password_hash, password!)).toBe(true);
  });

  it('never touches an existing user', async () => {
    const { log } = recordingLog();
    const before = await findUserByEmail(t.db, 'admin@example.com');
    await bootstrapAdmin(
      t.db,
      loadConfig({ ADMIN_EMAIL: 'other@test.ie', ADMIN_PASSWORD: 'another-password' }),
      log,
    );
    expect(await findUserByEmail(t.db, 'other@test.ie')).toBeUndefined();
    expect((await findUserByEmail(t.db, 'admin@example.com'))?.password_hash).toBe(
      before?.password_hash,
    );
  });

  it('creates one admin when two processes start at once', async () => {
    await emptyUsers();
    const config = loadConfig({ ADMIN_EMAIL: 'boss@test.ie', ADMIN_PASSWORD: 'boss-password-1' });
    await Promise.all([
      bootstrapAdmin(t.db, config, recordingLog().log),
      bootstrapAdmin(t.db, config, recordingLog().log),
    ]);
    const users = await t.db.selectFrom('users').select('email').execute();
    expect(users).toEqual([{ email: 'boss@test.ie' }]);
  });
});
