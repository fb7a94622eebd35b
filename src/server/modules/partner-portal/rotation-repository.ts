import { MAX_PARTNERS_PER_LEAD } from '../../../shared/consent.js';
import { startOfDublinDay } from '../../../shared/dublin-day.js';
import type { CountyRotation, MissedLead, MissedReason } from '../../../shared/partner-rotation.js';
import type { Db } from '../../db/connection.js';
import {
  listCountyPartners,
  rankPartners,
  type PartnerRow,
} from '../partners/partner-repository.js';

/**
 * The partner's place in one county's rotation, in rankPartners' order: fewest leads today,
 * then least recently sent, then id; partners at their cap come after all of those.
 */
export async function countyRotation(
  db: Db,
  partner: PartnerRow,
  county: string,
  now = new Date(),
): Promise<CountyRotation> {
  const rows = await listCountyPartners(db, county, now);
  const of = rows.length;
  if (!partner.is_active) return { county, state: 'paused', place: null, of };
  const ranked = rankPartners(rows, rows.length);
  const index = ranked.findIndex((row) => Number(row.id) === Number(partner.id));
  if (index < 0) return { county, state: 'at_cap', place: null, of };
  const place = index + 1;
  let state: CountyRotation['state'] = 'waiting';
  if (place === 1) state = 'next';
  else if (place <= MAX_PARTNERS_PER_LEAD) state = 'in_next_lead';
  return { county, state, place, of };
}

/**
 * Leads of the partner's counties, matched since `since` and after the partner joined, that
 * went to other partners and never to this one, newest first.
 */
function missedLeads(db: Db, partner: PartnerRow, counties: string[], since: string) {
  const joined = partner.created_at > since ? partner.created_at : since;
  return db
    .selectFrom('leads as l')
    .where('l.created_at', '>=', joined)
    .where('l.county', 'in', counties)
    .where('l.dispatched_at', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('lead_partners as mine')
            .select('mine.id')
            .whereRef('mine.lead_id', '=', 'l.id')
            .where('mine.partner_id', '=', Number(partner.id)),
        ),
      ),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('lead_partners as other')
          .select('other.id')
          .whereRef('other.lead_id', '=', 'l.id'),
      ),
    );
}

export async function listMissedLeads(
  db: Db,
  partner: PartnerRow,
  page: { since: string; limit: number; offset: number },
): Promise<{ items: MissedLead[]; total: number }> {
  const counties = JSON.parse(partner.counties) as string[];
  if (counties.length === 0) return { items: [], total: 0 };
  const [rows, count] = await Promise.all([
    missedLeads(db, partner, counties, page.since)
      .select(['l.id', 'l.county', 'l.created_at', 'l.number_of_windows', 'l.duplicate_of'])
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    missedLeads(db, partner, counties, page.since)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  const items = await Promise.all(
    rows.map(async (row) => {
      const { reason, matchedAt } = await missedReason(db, partner, {
        id: Number(row.id),
        duplicate_of: row.duplicate_of === null ? null : Number(row.duplicate_of),
        created_at: row.created_at,
      });
      return {
        county: row.county,
        matched_at: new Date(matchedAt).toISOString(),
        number_of_windows: row.number_of_windows,
        reason,
      };
    }),
  );
  return { items, total: Number(count?.n ?? 0) };
}

/**
 * Why one lead went elsewhere, from what is stored, first that holds:
 * only staff's sends by hand; the same homeowner already with the partner; the partner at its
 * cap when the lead was matched; the lead went to a full five each with at least as many leads
 * that day as the partner (not their turn); otherwise the partner was not among the candidates
 * then (paused or not covering the county).
 */
async function missedReason(
  db: Db,
  partner: PartnerRow,
  lead: { id: number; duplicate_of: number | null; created_at: string },
): Promise<{ reason: MissedReason; matchedAt: string }> {
  const assignments = await db
    .selectFrom('lead_partners')
    .select(['partner_id', 'method', 'assigned_at'])
    .where('lead_id', '=', lead.id)
    .orderBy('assigned_at')
    .orderBy('id')
    .execute();
  const first = assignments.find((row) => row.method === 'auto');
  if (!first) {
    return { reason: 'sent_by_staff', matchedAt: assignments[0]?.assigned_at ?? lead.created_at };
  }
  const at = first.assigned_at;
  const partnerId = Number(partner.id);
  if (lead.duplicate_of !== null && (await hadHomeowner(db, partnerId, lead.duplicate_of, at))) {
    return { reason: 'same_homeowner', matchedAt: at };
  }
  const chosen = assignments
    .filter((row) => row.method === 'auto' && row.assigned_at === at && row.partner_id !== null)
    .map((row) => Number(row.partner_id));
  const counts = await leadsHeldAt(db, [partnerId, ...chosen], lead.id, at);
  const own = counts.get(partnerId) ?? 0;
  if (own >= Number(partner.daily_cap)) return { reason: 'cap_reached', matchedAt: at };
  const busiestChosen = Math.max(0, ...chosen.map((id) => counts.get(id) ?? 0));
  if (chosen.length >= MAX_PARTNERS_PER_LEAD && own >= busiestChosen) {
    return { reason: 'not_their_turn', matchedAt: at };
  }
  return { reason: 'unavailable', matchedAt: at };
}

/** Whether the partner had, before `at`, a lead of the same homeowner (the lead's first match). */
async function hadHomeowner(db: Db, partnerId: number, root: number, at: string) {
  const row = await db
    .selectFrom('lead_partners as lp')
    .innerJoin('leads as l', 'l.id', 'lp.lead_id')
    .select('lp.id')
    .where('lp.partner_id', '=', partnerId)
    .where('lp.assigned_at', '<=', at)
    .where((eb) => eb.or([eb('l.id', '=', root), eb('l.duplicate_of', '=', root)]))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Each partner's leads of the Irish day at the moment a lead was matched: those sent earlier
 * that day (or earlier in the same batch) and not taken back by then, as its cap counted them.
 */
async function leadsHeldAt(db: Db, partnerIds: number[], leadId: number, at: string) {
  const dayStart = startOfDublinDay(new Date(at)).toISOString();
  const rows = await db
    .selectFrom('lead_partners')
    .select(['partner_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('partner_id', 'in', partnerIds)
    .where('assigned_at', '>=', dayStart)
    .where((eb) =>
      eb.or([
        eb('assigned_at', '<', at),
        eb.and([eb('assigned_at', '=', at), eb('lead_id', '<', leadId)]),
      ]),
    )
    .where((eb) => eb.or([eb('released_at', 'is', null), eb('released_at', '>', at)]))
    .groupBy('partner_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.partner_id), Number(row.n)]));
}
