import { INSTALLER_ROLE_ID } from '../../shared/roles.js';
import type { Db } from '../db/connection.js';
import { createSession } from '../modules/auth/session-repository.js';
import { insertUser } from '../modules/users/user-repository.js';

let counter = 0;

/** An active installer of the partner, signed in (tests of decision 0905). */
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

/** Pass a lead to a partner as the dispatcher would, awaiting its answer. */
export async function passLead(db: Db, leadId: number, partnerId: number): Promise<void> {
  await db
    .insertInto('lead_partners')
    .values({
      lead_id: leadId,
      partner_id: partnerId,
      partner_name: `Partner ${partnerId}`,
      method: 'auto',
      assigned_by: null,
      assigned_at: new Date().toISOString(),
    })
    .execute();
}
