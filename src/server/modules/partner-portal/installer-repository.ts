import type { Installer, InstallerState } from '../../../shared/partner-installers.js';
import { INSTALLER_ROLE_ID } from '../../../shared/roles.js';
import { inTransaction, nowIso, type Db } from '../../db/connection.js';
import { recordAudit, type AuditActor } from '../audit/audit-repository.js';
import { deleteUserSessions, hashToken } from '../auth/session-repository.js';
import { enqueueMessages, type NewMessage } from '../notifications/outbox-repository.js';

/**
 * A partner's installer accounts as the admin manages them: list, send the invitation again,
 * remove. An account is pending while it has no password (inactive, blank
 * hash), active once it set one, and removed when deactivated after having been active.
 */

interface InstallerRow {
  id: number;
  name: string;
  email: string;
  password_hash: string;
  is_active: number;
  last_login_at: string | null;
}

function installers(db: Db, partnerId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'password_hash', 'is_active', 'last_login_at'])
    .where('partner_id', '=', partnerId)
    .where('role_id', '=', INSTALLER_ROLE_ID);
}

/** Every stored invitation of the accounts, keyed by account: only the latest counts. */
async function latestInvitations(db: Db, userIds: number[]) {
  const latest = new Map<number, { created_at: string; expires_at: string }>();
  if (userIds.length === 0) return latest;
  const rows = await db
    .selectFrom('partner_invitations')
    .select(['user_id', 'created_at', 'expires_at'])
    .where('user_id', 'in', userIds)
    .orderBy('id', 'asc')
    .execute();
  for (const row of rows) latest.set(Number(row.user_id), row);
  return latest;
}

function stateOf(row: InstallerRow, expiresAt: string | undefined, now: string): InstallerState {
  if (Number(row.is_active) === 1) return 'active';
  if (row.password_hash !== '') return 'deactivated';
  return expiresAt !== undefined && expiresAt > now ? 'invited' : 'expired';
}

/** The partner's installers, by name; another partner's are never among them. */
export async function listInstallers(
  db: Db,
  partnerId: number,
  onlyId?: number,
): Promise<Installer[]> {
  const rows = await installers(db, partnerId)
    .$if(onlyId !== undefined, (query) => query.where('id', '=', onlyId!))
    .orderBy('name')
    .orderBy('id')
    .execute();
  const invitations = await latestInvitations(
    db,
    rows.map((row) => Number(row.id)),
  );
  const now = nowIso();
  return rows.map((row) => {
    const invitation = invitations.get(Number(row.id));
    return {
      id: Number(row.id),
      name: row.name,
      email: row.email,
      state: stateOf(row, invitation?.expires_at, now),
      invited_at: invitation?.created_at ?? null,
      invitation_expires_at: invitation?.expires_at ?? null,
      last_sign_in_at: row.last_login_at ?? null,
    };
  });
}

/** One of the partner's installers; undefined for another partner's account, staff or none. */
export async function findInstaller(
  db: Db,
  partnerId: number,
  userId: number,
): Promise<Installer | undefined> {
  const [installer] = await listInstallers(db, partnerId, userId);
  return installer;
}

/**
 * Send a pending (or removed) account a new invitation: its earlier links stop working at
 * once, the new one holds for `expiresAt`, and its e-mail is queued, in one transaction. The
 * account's row is updated first, so two resends of one account run one after the other.
 * False when the account is active (or not the partner's) by then.
 */
export async function reinvite(
  db: Db,
  invite: {
    partnerId: number;
    userId: number;
    /** A new name given with the e-mail on the invitation form; the stored one otherwise. */
    name?: string;
    token: string;
    expiresAt: string;
    actor: AuditActor;
    partner: string;
    message: (invitationId: number, name: string) => NewMessage;
  },
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    // A removed account starts again without its password: it is pending until the link is used.
    const account = await trx
      .updateTable('users')
      .set({
        password_hash: '',
        updated_at: now,
        ...(invite.name === undefined ? {} : { name: invite.name }),
      })
      .where('id', '=', invite.userId)
      .where('partner_id', '=', invite.partnerId)
      .where('role_id', '=', INSTALLER_ROLE_ID)
      .where('is_active', '=', 0)
      .returning(['name'])
      .executeTakeFirst();
    if (!account) return false;
    await trx
      .updateTable('partner_invitations')
      .set({ expires_at: now })
      .where('user_id', '=', invite.userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();
    const invitation = await trx
      .insertInto('partner_invitations')
      .values({
        user_id: invite.userId,
        token_hash: hashToken(invite.token),
        expires_at: invite.expiresAt,
        created_by: invite.actor.id,
        created_at: now,
      })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    await enqueueMessages(trx, [invite.message(Number(invitation.id), account.name)]);
    await recordAudit(trx, invite.actor, {
      action: 'installer_invitation_resent',
      detail: { partner: invite.partner, partner_id: invite.partnerId, installer: account.name },
    });
    return true;
  });
}

/**
 * Remove an installer. An account that never set a password is deleted with its invitations
 * (it never answered a lead); an active one is deactivated, so its answers on lead_partners
 * keep their name, and its sessions and the API tokens it made end in the same transaction.
 * Returns what happened; 'none' when the account was already removed.
 */
export async function removeInstaller(
  db: Db,
  partnerId: number,
  userId: number,
  actor: AuditActor,
  partner: string,
): Promise<'deleted' | 'deactivated' | 'none'> {
  return inTransaction(db, async (trx) => {
    const row = await installers(trx, partnerId).where('id', '=', userId).executeTakeFirst();
    if (!row || (Number(row.is_active) === 0 && row.password_hash !== '')) return 'none';
    const now = nowIso();
    let outcome: 'deleted' | 'deactivated';
    if (Number(row.is_active) === 0) {
      await trx.deleteFrom('users').where('id', '=', userId).where('is_active', '=', 0).execute();
      outcome = 'deleted';
    } else {
      await trx
        .updateTable('users')
        .set({ is_active: 0, updated_at: now })
        .where('id', '=', userId)
        .execute();
      await deleteUserSessions(trx, userId);
      await trx
        .updateTable('partner_api_tokens')
        .set({ revoked_at: now })
        .where('created_by', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
      outcome = 'deactivated';
    }
    await recordAudit(trx, actor, {
      action: 'installer_removed',
      detail: {
        partner,
        partner_id: partnerId,
        installer: row.name,
        removed: outcome === 'deleted' ? 'invitation withdrawn' : 'account deactivated',
      },
    });
    return outcome;
  });
}
