import type { Insertable } from 'kysely';
import { QUOTE_FIELDS } from '../../../shared/lead-schema.js';
import type { Db } from '../../db/connection.js';
import { insertRowsQuery } from '../../db/insert-rows.js';
import type {
  HomeownerChoicesTable,
  RequestLinksTable,
} from '../../db/schema-homeowner-requests.js';

export type NewRequestLink = Insertable<RequestLinksTable>;

/** The INSERT of new links (at least one), to run or to pipeline with the leads (lead-submit). */
export function requestLinksQuery(db: Db, links: NewRequestLink[]) {
  return insertRowsQuery(db, 'request_links', links);
}

export async function insertRequestLink(db: Db, link: NewRequestLink): Promise<void> {
  await db.insertInto('request_links').values(link).execute();
}

/** The link with this hash, whatever its state (one index seek, the link's row only). */
export async function findLinkByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('request_links')
    .select(['lead_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The request a working link opens: the lead's id, time, county and quote fields. */
export async function findLinkedLead(db: Db, leadId: number) {
  return db
    .selectFrom('leads')
    .select(['leads.id', 'leads.created_at', 'leads.county'])
    .select(QUOTE_FIELDS.map((field) => `leads.${field}` as const))
    .where('leads.id', '=', leadId)
    .executeTakeFirst();
}
export type LinkedLead = NonNullable<Awaited<ReturnType<typeof findLinkedLead>>>;

/** A lead's newest link, as staff see it. */
export async function latestLeadLink(db: Db, leadId: number) {
  return db
    .selectFrom('request_links')
    .select(['created_at', 'expires_at', 'revoked_at'])
    .where('lead_id', '=', leadId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Revoke every working link of a lead; answers how many were. */
export async function revokeLeadLinks(
  db: Db,
  leadId: number,
  userId: number | null,
  now: string,
): Promise<number> {
  const result = await db
    .updateTable('request_links')
    .set({ revoked_at: now, revoked_by: userId })
    .where('lead_id', '=', leadId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The installers a lead went to, oldest first, with their public profile and what they did. */
export async function listRequestInstallers(db: Db, leadId: number) {
  return db
    .selectFrom('lead_partners as lp')
    .leftJoin('partners as p', 'p.id', 'lp.partner_id')
    .select([
      'lp.partner_id',
      'lp.partner_name',
      'lp.assigned_at',
      'lp.response',
      'lp.responded_at',
      'lp.quote_cents',
      'lp.outcome_at',
      'p.counties',
      'p.years_trading',
      'p.insured_until',
      'p.seai_registered',
    ])
    .where('lp.lead_id', '=', leadId)
    .orderBy('lp.assigned_at')
    .orderBy('lp.id')
    .execute();
}

/** Partners that received a lead and are still on file, with how to reach them. */
export async function listLeadRecipients(db: Db, leadId: number) {
  return db
    .selectFrom('partners as p')
    .select(['p.id', 'p.name', 'p.contact_name', 'p.email', 'p.webhook_url'])
    .where('p.id', 'in', (eb) =>
      eb.selectFrom('lead_partners').select('partner_id').where('lead_id', '=', leadId),
    )
    .orderBy('p.id')
    .execute();
}

export async function listChoices(db: Db, leadId: number) {
  return db
    .selectFrom('homeowner_choices as c')
    .leftJoin('partners as p', 'p.id', 'c.hired_partner_id')
    .select(['c.choice', 'c.created_at', 'c.hired_name', 'p.name as partner_name'])
    .where('c.lead_id', '=', leadId)
    .orderBy('c.id')
    .execute();
}

/** Record a choice once: false when the lead has it already (a second click). */
export async function insertChoice(
  db: Db,
  choice: Insertable<HomeownerChoicesTable>,
): Promise<boolean> {
  const rows = await db
    .insertInto('homeowner_choices')
    .values(choice)
    .onConflict((oc) => oc.columns(['lead_id', 'choice']).doNothing())
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** The homeowner's own messages: every kind named customer_… (confirmations, updates). */
export const HOMEOWNER_MESSAGE_PREFIX = 'customer_';

/** Stop every queued message to the homeowner of a lead; answers how many were stopped. */
export async function cancelHomeownerMessages(db: Db, leadId: number, now: string) {
  const result = await db
    .updateTable('outbox')
    .set({
      status: 'failed',
      last_error: 'Not sent: the homeowner asked us to stop contacting them',
      locked_until: null,
      updated_at: now,
    })
    .where('lead_id', '=', leadId)
    .where('kind', 'like', `${HOMEOWNER_MESSAGE_PREFIX}%`)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Of these leads, those whose homeowner made a choice on their page: no more messages to them. */
export async function leadsNotToContact(db: Db, leadIds: number[]): Promise<Set<number>> {
  if (leadIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('homeowner_choices')
    .select('lead_id')
    .where('lead_id', 'in', leadIds)
    .execute();
  return new Set(rows.map((row) => Number(row.lead_id)));
}

/**
 * The messages less those to a homeowner who made a choice on their page: every
 * path that queues a message to a homeowner goes through enqueueMessages, which calls this. No
 * query unless a homeowner message of a known lead is among them.
 */
export async function withoutStoppedHomeowners<M extends { lead_id: number | null; kind: string }>(
  db: Db,
  messages: M[],
): Promise<M[]> {
  const homeowner = (message: M) =>
    message.lead_id !== null && message.kind.startsWith(HOMEOWNER_MESSAGE_PREFIX);
  const leadIds = [...new Set(messages.filter(homeowner).map((message) => message.lead_id!))];
  if (leadIds.length === 0) return messages;
  const stopped = await leadsNotToContact(db, leadIds);
  if (stopped.size === 0) return messages;
  return messages.filter((message) => !homeowner(message) || !stopped.has(message.lead_id!));
}
