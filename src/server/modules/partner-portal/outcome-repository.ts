import type { Transaction } from 'kysely';
import type { AssignmentReport, CreditStatus } from '../../../shared/partner-outcomes.js';
import { dialectOf, type Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { partnersWithSameHomeowner } from '../leads/lead-duplicate-repository.js';
import type { LeadForMessage } from '../notifications/templates.js';
import { PORTAL_REPORT_COLUMNS, toPortalReport } from './portal-report.js';

/** Outcomes and bad-lead flags on lead_partners, and what proves a flag. */

type Trx = Transaction<Database>;
type DbOrTrx = Db | Trx;

function assignments(db: DbOrTrx) {
  return db
    .selectFrom('lead_partners as lp')
    .select([
      'lp.id',
      'lp.lead_id',
      'lp.partner_id',
      'lp.partner_name',
      'lp.response',
      'lp.released_at',
      'lp.release_reason',
      'lp.outcome',
      'lp.quote_cents',
      'lp.job_value_cents',
      'lp.lost_reason',
      'lp.flag_reason',
      'lp.credit_status',
    ]);
}
export type AssignmentRow = Awaited<
  ReturnType<ReturnType<typeof assignments>['executeTakeFirstOrThrow']>
>;

const locked = <Q extends { forUpdate(): Q }>(db: DbOrTrx, query: Q): Q =>
  dialectOf(db as Db) === 'postgres' ? query.forUpdate() : query;

/**
 * The partner's assignment of a lead, locked for the rest of the transaction on PostgreSQL
 * (two taps of one installer, or an installer and staff, change it one after the other).
 */
export async function lockPartnerAssignment(
  trx: Trx,
  partnerId: number,
  leadId: number,
): Promise<AssignmentRow | undefined> {
  const query = assignments(trx)
    .where('lp.partner_id', '=', partnerId)
    .where('lp.lead_id', '=', leadId);
  return locked(trx, query).executeTakeFirst();
}

/** An assignment by its id (the review queue's key), locked like lockPartnerAssignment. */
export async function lockAssignment(trx: Trx, id: number): Promise<AssignmentRow | undefined> {
  return locked(trx, assignments(trx).where('lp.id', '=', id)).executeTakeFirst();
}

export async function updateAssignment(
  trx: Trx,
  id: number,
  changes: Partial<{
    outcome: string;
    outcome_at: string;
    quote_cents: number | null;
    job_value_cents: number | null;
    lost_reason: string;
    flag_reason: string;
    flag_note: string;
    flagged_at: string;
    flagged_by: number;
    credit_status: CreditStatus;
    credit_note: string;
    released_at: string;
    release_reason: string;
  }>,
): Promise<void> {
  await trx.updateTable('lead_partners').set(changes).where('id', '=', id).execute();
}

/** The lead's status and creation, locked on PostgreSQL so two outcomes move it one at a time. */
export async function lockLeadStatus(trx: Trx, leadId: number) {
  const query = trx
    .selectFrom('leads')
    .select(['status', 'created_at', 'duplicate_of'])
    .where('id', '=', leadId);
  return locked(trx, query).executeTakeFirst();
}

/**
 * Whether staff changed the status by hand after the last status an outcome set; false when
 * no outcome ever set one (then outcomes still move a hand-set status forward).
 */
export async function handSetSinceLastOutcome(trx: Trx, leadId: number): Promise<boolean> {
  const last = await trx
    .selectFrom('lead_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('lead_id', '=', leadId)
    .where('type', '=', 'partner_outcome')
    .where('to_status', 'is not', null)
    .executeTakeFirst();
  if (last?.id === null || last?.id === undefined) return false;
  const later = await trx
    .selectFrom('lead_events')
    .select('id')
    .where('lead_id', '=', leadId)
    .where('type', '=', 'status_changed')
    .where('id', '>', Number(last.id))
    .limit(1)
    .executeTakeFirst();
  return later !== undefined;
}

type ProofLead = LeadForMessage & { duplicate_of: number | null };

/**
 * What proves a flag at once, in words for the review queue and the installer, or null:
 * a wrong number when our SMS to the lead's number failed; a duplicate when the lead is a
 * possible duplicate, had another request merged into it, or the partner has the same
 * homeowner through another lead; out of area when the lead's county is not the partner's.
 * "Not the homeowner" is never proven by us: staff review it.
 */
export async function proofOfFlag(
  trx: Trx,
  lead: ProofLead,
  partnerId: number | null,
  reason: string,
): Promise<string | null> {
  switch (reason) {
    case 'wrong_number': {
      const failed = await trx
        .selectFrom('outbox')
        .select('id')
        .where('lead_id', '=', lead.id)
        .where('channel', '=', 'sms')
        .where('status', '=', 'failed')
        .where('recipient', '=', lead.mobile_number)
        .limit(1)
        .executeTakeFirst();
      return failed ? `Our SMS to ${lead.mobile_number} failed` : null;
    }
    case 'duplicate': {
      if (lead.duplicate_of !== null) return `Possible duplicate of #${lead.duplicate_of}`;
      const merged = await trx
        .selectFrom('lead_events')
        .select('id')
        .where('lead_id', '=', lead.id)
        .where('type', '=', 'merged')
        .limit(1)
        .executeTakeFirst();
      if (merged) return 'Another request of this homeowner was merged into this lead';
      if (partnerId !== null && (await partnersWithSameHomeowner(trx, lead)).has(partnerId)) {
        return 'The partner has this homeowner through another lead';
      }
      return null;
    }
    case 'out_of_area': {
      if (partnerId === null || lead.county === '') return null;
      const partner = await trx
        .selectFrom('partners')
        .select('counties')
        .where('id', '=', partnerId)
        .executeTakeFirst();
      if (!partner) return null;
      const counties = JSON.parse(partner.counties) as string[];
      return counties.includes(lead.county)
        ? null
        : `${lead.county} is not among the partner's counties (${counties.join(', ') || 'none'})`;
    }
    default:
      return null;
  }
}

/** A page of flagged assignments in one state: waiting ones oldest first, decided newest first. */
export async function listCredits(
  db: Db,
  status: CreditStatus,
  page: { limit: number; offset: number },
  /** Only this assignment (the answer of a decision). */
  id?: number,
) {
  const direction = status === 'review' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    db
      .selectFrom('lead_partners as lp')
      .innerJoin('leads as l', 'l.id', 'lp.lead_id')
      .leftJoin('partners as p', 'p.id', 'lp.partner_id')
      .leftJoin('users as u', 'u.id', 'lp.flagged_by')
      .select([
        'lp.id',
        'lp.lead_id',
        'lp.partner_id',
        'lp.partner_name',
        'lp.flag_reason',
        'lp.flag_note',
        'lp.flagged_at',
        'lp.credit_status',
        'lp.credit_note',
        'l.first_name',
        'l.last_name',
        'l.county',
        'p.counties',
        'u.name as flagged_by',
      ])
      .where('lp.credit_status', '=', status)
      .$if(id !== undefined, (query) => query.where('lp.id', '=', id!))
      .orderBy('lp.flagged_at', direction)
      .orderBy('lp.id', direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('lead_partners')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('credit_status', '=', status)
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Each assignment's outcome and flag for the lead's partner card, by assignment id. */
export async function assignmentReports(
  db: Db,
  leadId: number,
): Promise<Map<number, AssignmentReport>> {
  const rows = await db
    .selectFrom('lead_partners as lp')
    .select(['lp.id', ...PORTAL_REPORT_COLUMNS, 'lp.flag_note', 'lp.credit_note'])
    .where('lp.lead_id', '=', leadId)
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { ...toPortalReport(row), flag_note: row.flag_note, credit_note: row.credit_note },
    ]),
  );
}
