import { nowIso, type Db } from '../../db/connection.js';
import { INSTALLER_ROLE_ID } from '../../../shared/roles.js';
import type { PartnerResponse } from '../../../shared/partner-portal.js';
import { recordAudit, type AuditActor } from '../audit/audit-repository.js';
import { hashToken } from '../auth/session-repository.js';
import { enqueueMessages, type NewMessage } from '../notifications/outbox-repository.js';
import type { UserRow } from '../users/user-repository.js';
import {
  RELEASED_COLUMNS,
  toReleased,
  type ReleasedAssignment,
} from '../partner-reassignment/reassignment-repository.js';
import { PORTAL_REPORT_COLUMNS } from './portal-report.js';

/** Installer accounts, their invitations and their partner's leads. */

export async function findPartnerName(db: Db, partnerId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('partners')
    .select('name')
    .where('id', '=', partnerId)
    .executeTakeFirst();
  return row?.name;
}

/**
 * A pending installer account (inactive, no password), its invitation (only the token's
 * hash) and the e-mail carrying the link, in one transaction. Returns the account's id.
 */
export async function createInvitation(
  db: Db,
  invite: {
    partnerId: number;
    name: string;
    email: string;
    token: string;
    expiresAt: string;
    createdBy: number;
    message: (userId: number) => NewMessage;
    /** Who invited, for the audit log, and the partner's name. */
    actor: AuditActor;
    partner: string;
  },
): Promise<number> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({
        name: invite.name,
        email: invite.email,
        password_hash: '',
        role_id: INSTALLER_ROLE_ID,
        phone: '',
        department: '',
        is_active: 0,
        partner_id: invite.partnerId,
        created_at: now,
        updated_at: now,
      })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    const userId = Number(row.id);
    await trx
      .insertInto('partner_invitations')
      .values({
        user_id: userId,
        token_hash: hashToken(invite.token),
        expires_at: invite.expiresAt,
        created_by: invite.createdBy,
        created_at: now,
      })
      .execute();
    await enqueueMessages(trx, [invite.message(userId)]);
    await recordAudit(trx, invite.actor, {
      action: 'installer_invited',
      detail: { partner: invite.partner, partner_id: invite.partnerId, installer: invite.name },
    });
    return userId;
  });
}

export async function findInvitation(db: Db, token: string) {
  return db
    .selectFrom('partner_invitations as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .innerJoin('partners as p', 'p.id', 'u.partner_id')
    .select([
      'i.id',
      'i.user_id',
      'i.expires_at',
      'i.used_at',
      'u.name',
      'u.email',
      'p.name as partner',
      // A later invitation of the same account replaced this one (a resend).
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('partner_invitations as n')
              .select('n.id')
              .whereRef('n.user_id', '=', 'i.user_id')
              .whereRef('n.id', '>', 'i.id'),
          )
          .as('replaced'),
    ])
    .where('i.token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

/**
 * Use an invitation: only the first caller marks it used (single use) and gets the account,
 * now active with its password; a second caller gets undefined.
 */
export async function useInvitation(
  db: Db,
  invitation: { id: number; user_id: number },
  passwordHash: string,
): Promise<UserRow | undefined> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('partner_invitations')
      .set({ used_at: now })
      .where('id', '=', invitation.id)
      .where('used_at', 'is', null)
      // A resend ends the old link at once, even one already checked by this request.
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return undefined;
    return trx
      .updateTable('users')
      .set({ password_hash: passwordHash, is_active: 1, last_login_at: now, updated_at: now })
      .where('id', '=', invitation.user_id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

function portalLeads(db: Db, partnerId: number) {
  return db
    .selectFrom('lead_partners as lp')
    .innerJoin('leads as l', 'l.id', 'lp.lead_id')
    .select([
      'lp.id as assignment_id',
      'lp.assigned_at',
      'lp.response',
      'lp.responded_at',
      'lp.decline_reason',
      'lp.respond_by',
      'lp.released_at',
      'lp.release_reason',
      'l.id',
      'l.county',
      'l.eircode',
      'l.property_type',
      'l.number_of_windows',
      'l.window_type',
      'l.preferred_timeframe',
      'l.window_material',
      'l.glazing_type',
      'l.additional_info',
      'l.first_name',
      'l.last_name',
      'l.email',
      'l.mobile_number',
      'l.property_address',
      ...PORTAL_REPORT_COLUMNS,
    ])
    .where('lp.partner_id', '=', partnerId);
}

export type PortalRow = Awaited<
  ReturnType<ReturnType<typeof portalLeads>['executeTakeFirstOrThrow']>
>;

/** A page of the partner's leads, newest first (index lead_partners_portal_idx), and their count. */
export async function listPortalLeads(
  db: Db,
  partnerId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: PortalRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    portalLeads(db, partnerId)
      .orderBy('lp.assigned_at', 'desc')
      .orderBy('lp.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('lead_partners')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('partner_id', '=', partnerId)
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** One lead passed to this partner; undefined for a lead of another partner or none. */
export async function findPortalLead(
  db: Db,
  partnerId: number,
  leadId: number,
): Promise<PortalRow | undefined> {
  return portalLeads(db, partnerId).where('lp.lead_id', '=', leadId).executeTakeFirst();
}

/**
 * Record the installer's answer; only a pending one the partner still holds changes, so two
 * taps record one answer and a lead taken back cannot be answered. An acceptance must also
 * come before the response window ends (`deadlineFrom`). A decline also takes
 * the lead back, in the same statement: a second UPDATE of the row in one transaction would
 * make PostgreSQL check its partner key again and hold the partner's row KEY SHARE, and two
 * declines for one partner then deadlock on its lock before the hand-on. Returns the
 * assignment recorded, undefined when nothing changed.
 */
export async function recordResponse(
  db: Db,
  assignmentId: number,
  userId: number | null,
  answer: {
    response: PartnerResponse;
    decline_reason?: string;
    decline_note?: string;
    /** portal, api or link, and the API token when via api. */
    responded_via?: string;
    responded_token_id?: number | null;
  },
  deadlineFrom?: string,
): Promise<ReleasedAssignment | undefined> {
  const now = nowIso();
  const row = await db
    .updateTable('lead_partners')
    .set({ ...answer, responded_at: now, responded_by: userId })
    .$if(answer.response === 'declined', (query) =>
      query.set({ released_at: now, release_reason: 'declined' }),
    )
    .where('id', '=', assignmentId)
    .where('response', '=', 'pending')
    .where('released_at', 'is', null)
    .$if(deadlineFrom !== undefined, (query) =>
      query.where((eb) =>
        eb.or([eb('respond_by', 'is', null), eb('respond_by', '>', deadlineFrom!)]),
      ),
    )
    .returning(RELEASED_COLUMNS)
    .executeTakeFirst();
  return row && toReleased(row);
}
