import { expect } from 'vitest';
import { INSTALLER_ROLE_ID } from '../../shared/roles.js';
import type { Db } from '../db/connection.js';
import { createSession } from '../modules/auth/session-repository.js';
import { insertUser } from '../modules/users/user-repository.js';
import { json, type TestApp } from './test-app.js';

type Headers = Record<string, string>;
let counter = 0;

/** Invite an installer of `partnerId` as the admin, take the link from the outbox, set a password. */
export async function inviteAndJoin(t: TestApp, admin: Headers, partnerId: number) {
  counter += 1;
  const email = `fitter${counter}-${process.pid}@installers.ie`;
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/partners/${partnerId}/invitations`,
    headers: admin,
    payload: { name: `Fitter ${counter}`, email },
  });
  expect(invited.statusCode).toBe(201);
  const message = await t.db
    .selectFrom('outbox')
    .select(['body', 'recipient'])
    .where('kind', '=', 'installer_invitation')
    .where('recipient', '=', email)
    .executeTakeFirstOrThrow();
  const token = /\/partner\/invite\/([\w-]+)/.exec(message.body)![1]!;
  const joined = await t.app.inject({
    method: 'POST',
    url: `/api/partner/invitations/${token}`,
    payload: { password: 'fitter-password-1' },
  });
  expect(joined.statusCode).toBe(200);
  const { token: session } = json<{ token: string }>(joined);
  return { email, token, headers: { authorization: `Bearer ${session}` } };
}

/** An active installer of the partner, signed in without an invitation. */
export async function signedInInstaller(db: Db, partnerId: number) {
  counter += 1;
  const user = await insertUser(db, {
    name: `Fitter ${counter}`,
    email: `api-fitter-${counter}-${partnerId}@installers.ie`,
    passwordHash: 'unused: sessions are created directly',
    roleId: INSTALLER_ROLE_ID,
  });
  await db.updateTable('users').set({ partner_id: partnerId }).where('id', '=', user.id).execute();
  const session = await createSession(db, Number(user.id), 1);
  return { id: Number(user.id), headers: { authorization: `Bearer ${session}` } };
}

/** Record that a lead went to a partner, as matching or staff would; returns the assignment id. */
export async function passLead(t: TestApp, leadId: number, partnerId: number): Promise<number> {
  const row = await t.db
    .insertInto('lead_partners')
    .values({
      lead_id: leadId,
      partner_id: partnerId,
      partner_name: `Partner ${partnerId}`,
      method: 'auto',
      assigned_by: null,
      assigned_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
