import type { Transaction } from 'kysely';
import { MAX_PARTNERS_PER_LEAD } from '../../../shared/consent.js';
import type { HomeownerPicks, LeadPickStatus, PickState } from '../../../shared/homeowner-picks.js';
import { inTransaction, nowIso, type Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { conflict, validationError } from '../../http-error.js';
import { recordAudit, type AuditActor } from '../audit/audit-repository.js';
import { findErasedAt } from '../data-rights/data-rights-repository.js';
import { assertLeadNotErased } from '../data-rights/data-rights-service.js';
import { leadsNotToContact } from '../homeowner-requests/request-repository.js';
import { openRequest } from '../homeowner-requests/request-service.js';
import { findLeadById } from '../leads/lead-repository.js';
import { dispatchPickedLead } from '../partners/lead-dispatch.js';
import { findPartner, type PartnerRow } from '../partners/partner-repository.js';
import {
  findPickState,
  leaveAwaiting,
  listOverduePicks,
  listPickOffers,
  markPicked,
} from './pick-repository.js';

type Trx = Transaction<Database>;

const STOPPED = 'You asked us to stop contacting you, so your details go to no installer.';
const ALREADY = 'Your request has already been passed on to installers.';
const NOT_OFFERED = 'Choose installers from the list';

/** The matched installers and the time limit, as the homeowner's page shows them. */
export async function pickView(db: Db, leadId: number): Promise<HomeownerPicks> {
  const [state, offers] = await Promise.all([
    findPickState(db, leadId),
    listPickOffers(db, leadId),
  ]);
  return {
    state: (state?.homeowner_pick ?? '') as PickState,
    until: state?.pick_until ?? null,
    max: Math.min(MAX_PARTNERS_PER_LEAD, offers.length),
    installers: offers.map((row) => ({
      id: Number(row.partner_id),
      name: row.name,
      counties: row.counties ? (JSON.parse(row.counties) as string[]) : [],
      years_trading: row.years_trading === null ? null : Number(row.years_trading),
      insured_until: row.insured_until ?? null,
      seai_registered: Boolean(row.seai_registered),
      picked: row.picked_at !== null,
    })),
  };
}

/** The homeowner's page's picks, opened with its token. */
export async function pickViewByToken(db: Db, token: string): Promise<HomeownerPicks> {
  return pickView(db, Number((await openRequest(db, token)).id));
}

const sameSet = (a: number[], b: number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The homeowner picks who gets their details: some of the installers the
 * request was matched to, at least one and at most the number we promise. One conditional
 * UPDATE moves the lead out of 'awaiting', and only its winner passes the lead on, to the
 * picked installers alone. The same pick sent again answers the same; another is refused.
 */
export async function pickInstallers(
  db: Db,
  token: string,
  partnerIds: number[],
): Promise<{ view: HomeownerPicks; dispatched: boolean }> {
  const lead = await openRequest(db, token);
  const leadId = Number(lead.id);
  const ids = [...new Set(partnerIds)];
  const dispatched = await inTransaction(db, async (trx) => {
    const offers = await listPickOffers(trx, leadId);
    const offered = offers.map((row) => Number(row.partner_id));
    if (offers.length === 0)
      throw conflict('This request is not waiting for you to choose installers.');
    if (ids.some((id) => !offered.includes(id))) {
      throw validationError({ partner_ids: NOT_OFFERED });
    }
    const max = Math.min(MAX_PARTNERS_PER_LEAD, offers.length);
    if (ids.length > max) {
      throw validationError({ partner_ids: `Choose at most ${max} installers` });
    }
    if ((await leadsNotToContact(trx, [leadId])).size > 0) throw conflict(STOPPED);
    const row = await leaveAwaiting(trx, leadId, 'picked', nowIso());
    if (!row) {
      // Already passed on: by this same pick (a second click, or sent twice at once), or not.
      const now = await listPickOffers(trx, leadId);
      const picked = now.filter((o) => o.picked_at !== null).map((o) => Number(o.partner_id));
      const state = await findPickState(trx, leadId);
      if (state?.homeowner_pick === 'picked' && sameSet(picked, ids)) return false;
      throw conflict(ALREADY);
    }
    await markPicked(trx, leadId, ids, row.updated_at);
    const partners: PartnerRow[] = [];
    for (const id of offered) {
      if (!ids.includes(id)) continue;
      const partner = await findPartner(trx, id);
      if (partner) partners.push(partner);
    }
    await dispatchPickedLead(trx, row, partners);
    return true;
  });
  return { view: await pickView(db, leadId), dispatched };
}

/**
 * The time limit passed without a pick: the default matching applies, as a submit's would
 * have, once per lead (the conditional UPDATE), whichever process runs the job.
 */
export async function applyOverduePicks(
  trx: Trx,
  now: Date,
  limit: number,
): Promise<{ due: number; passed_on: number }> {
  const ids = await listOverduePicks(trx, now.toISOString(), limit);
  let passedOn = 0;
  for (const id of ids) {
    const row = await leaveAwaiting(trx, id, 'timed_out', now.toISOString());
    if (!row) continue;
    // Erased while it waited: it goes to no one.
    if (await findErasedAt(trx, id)) continue;
    await dispatchPickedLead(trx, row, null);
    passedOn += 1;
  }
  return { due: ids.length, passed_on: passedOn };
}

/** Staff send a held lead on now, to the default matching; audited. */
export async function releasePick(
  db: Db,
  leadId: number,
  actor: AuditActor,
): Promise<LeadPickStatus | undefined> {
  return inTransaction(db, async (trx) => {
    await assertLeadNotErased(trx, leadId);
    const row = await leaveAwaiting(trx, leadId, 'released', nowIso());
    if (!row) {
      if (await findLeadById(trx, leadId)) {
        throw conflict('This lead is not waiting for the homeowner’s pick');
      }
      return undefined;
    }
    const partners = await dispatchPickedLead(trx, row, null);
    await recordAudit(trx, actor, {
      action: 'pick_released',
      leadId,
      detail: { partners: partners.map((partner) => partner.name) },
    });
    return leadPickStatus(trx, leadId);
  });
}

/** What staff see on the lead: the pick's state, time limit and matched installers. */
export async function leadPickStatus(db: Db, leadId: number): Promise<LeadPickStatus | undefined> {
  const state = await findPickState(db, leadId);
  if (!state) return undefined;
  const offers = await listPickOffers(db, leadId);
  return {
    state: state.homeowner_pick as PickState,
    until: state.pick_until,
    installers: offers.map((row) => ({
      id: Number(row.partner_id),
      name: row.name,
      picked: row.picked_at !== null,
    })),
  };
}
