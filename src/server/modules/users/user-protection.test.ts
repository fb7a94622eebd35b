import type { InjectOptions } from 'fastify';
import { describe, expect } from 'vitest';
import { HttpError } from '../../http-error.js';
import { apiTest } from '../../test/api-test.js';
import { ADMIN, createUserAndSignIn, json, signIn, type TestApp } from '../../test/test-app.js';
import { countActiveAdmins, findUserByEmail } from './user-repository.js';
import { deleteStaffUser, LAST_ADMIN, updateStaffUser } from './user-service.js';

/** An admin can never lock the team out: not themselves, not the last active admin. */
describe('admin self-protection', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let adminId: number;
  let adminRow: { name: string; password_hash: string };
  apiTest.beforeAll(async ({ t: fileApp, admin: fileAdmin }) => {
    t = fileApp;
    admin = fileAdmin;
    const row = (await findUserByEmail(t.db, ADMIN.email))!;
    adminId = Number(row.id);
    adminRow = { name: row.name, password_hash: row.password_hash };
  });
  // One app for the file; every test starts with the bootstrap admin alone, as it was.
  apiTest.beforeEach(async () => {
    await t.db.deleteFrom('users').where('id', '!=', adminId).execute();
    await t.db
      .updateTable('users')
      .set({ ...adminRow, role_id: 1, is_active: 1 })
      .where('id', '=', adminId)
      .execute();
  });

  const patch = (headers: Record<string, string>, id: number, payload: InjectOptions['payload']) =>
    t.app.inject({ method: 'PATCH', url: `/api/auth/user/${id}`, headers, payload });

  apiTest('refuses to demote, deactivate or delete yourself with 422', async () => {
    const demote = await patch(admin, adminId, { role_id: 2 });
    expect(demote.statusCode).toBe(422);
    expect(json(demote).errors).toEqual({ role_id: 'You cannot remove your own admin role' });

    const deactivate = await patch(admin, adminId, { is_active: false });
    expect(deactivate.statusCode).toBe(422);
    expect(json(deactivate).errors).toEqual({
      is_active: 'You cannot deactivate your own account',
    });

    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/user/${adminId}`,
      headers: admin,
    });
    expect(remove.statusCode).toBe(422);
    expect(json(remove).message).toBe('You cannot delete your own account');

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin });
    expect(json(me)).toMatchObject({ role_id: 1, is_active: true });
  });

  apiTest(
    'lets you edit your own name, keep role 1 and change your password without signing you out',
    async () => {
      const other = await signIn(t.app, ADMIN.email, ADMIN.password);
      const response = await patch(admin, adminId, {
        name: 'Chief',
        role_id: 1,
        is_active: true,
        password: 'a-new-admin-password',
      });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ name: 'Chief', role_id: 1 });
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin });
      expect(me.statusCode).toBe(200);
      const elsewhere = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: other });
      expect(elsewhere.statusCode).toBe(401);
    },
  );

  apiTest(
    'lets an admin demote, deactivate or delete another admin while one remains',
    async () => {
      const second = await createUserAndSignIn(t, 1);
      const demoted = await patch(admin, second.id, { role_id: 2 });
      expect(demoted.statusCode).toBe(200);
      const third = await createUserAndSignIn(t, 1);
      expect((await patch(admin, third.id, { is_active: false })).statusCode).toBe(200);
      const fourth = await createUserAndSignIn(t, 1);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/auth/user/${fourth.id}`,
        headers: admin,
      });
      expect(removed.statusCode).toBe(200);
      expect(await countActiveAdmins(t.db)).toBe(1);
    },
  );

  apiTest('never removes the last active admin, whoever asks', async () => {
    const outsider = { id: 999_999, token: null };
    const dialect = t.config.database.kind;
    for (const change of [{ role_id: 2 }, { is_active: false }]) {
      const attempt = updateStaffUser(t.db, dialect, outsider, adminId, change);
      await expect(attempt).rejects.toBeInstanceOf(HttpError);
      await expect(attempt).rejects.toMatchObject({ statusCode: 422, message: LAST_ADMIN });
    }
    const removal = deleteStaffUser(t.db, dialect, outsider, adminId);
    await expect(removal).rejects.toMatchObject({ statusCode: 422, message: LAST_ADMIN });
    expect(await countActiveAdmins(t.db)).toBe(1);
  });

  apiTest('an inactive admin does not count as the one that remains', async () => {
    const dormant = await createUserAndSignIn(t, 1, { active: false });
    const attempt = updateStaffUser(
      t.db,
      t.config.database.kind,
      { id: dormant.id, token: null },
      adminId,
      { is_active: false },
    );
    await expect(attempt).rejects.toMatchObject({ statusCode: 422, message: LAST_ADMIN });
  });

  apiTest('two demotions racing past the role check still leave one admin', async () => {
    const second = await createUserAndSignIn(t, 1);
    const dialect = t.config.database.kind;
    const results = await Promise.allSettled([
      updateStaffUser(t.db, dialect, { id: adminId, token: null }, second.id, { role_id: 2 }),
      updateStaffUser(t.db, dialect, { id: second.id, token: null }, adminId, { role_id: 2 }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.reason).toMatchObject({ statusCode: 422, message: LAST_ADMIN });
    expect(await countActiveAdmins(t.db)).toBe(1);
  });

  apiTest('two admins demoting each other at once leave one admin standing', async () => {
    const second = await createUserAndSignIn(t, 1);
    const [first, other] = await Promise.all([
      patch(admin, second.id, { role_id: 2 }),
      patch(second.headers, adminId, { role_id: 2 }),
    ]);
    const codes = [first.statusCode, other.statusCode].sort();
    expect(codes[0]).toBe(200);
    // The loser is refused by the guard (422) or, if it started late, by its lost role (403).
    expect([403, 422]).toContain(codes[1]);
    expect(await countActiveAdmins(t.db)).toBe(1);
  });
});
