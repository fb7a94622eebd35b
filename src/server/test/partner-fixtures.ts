import type { Db } from '../db/connection.js';
import type { LeadForMessage } from '../modules/notifications/templates.js';
import { insertPartner } from '../modules/partners/partner-repository.js';
import { storeNewLeads } from '../modules/leads/lead-submit.js';
import type { LeadRow } from '../modules/leads/lead-repository.js';
import type { LeadFields } from '../../shared/lead-schema.js';
import { anotherHomeowner, VALID_QUOTE } from './sample-quote.js';

let partnerCounter = 0;

/** Start from no partners: their assignments and queued messages go too, and the leads if asked. */
export async function clearPartners(db: Db, { leads = false } = {}): Promise<void> {
  await db.deleteFrom('outbox').execute();
  await db.deleteFrom('lead_partners').execute();
  await db.deleteFrom('partners').execute();
  if (leads) await db.deleteFrom('leads').execute();
}

export async function addPartner(
  db: Db,
  overrides: Partial<{
    name: string;
    counties: string[];
    daily_cap: number;
    is_active: boolean;
    email: string;
  }> = {},
): Promise<number> {
  partnerCounter += 1;
  return insertPartner(db, {
    name: overrides.name ?? `Partner ${partnerCounter}`,
    contact_name: 'Seán',
    email: overrides.email ?? `partner${partnerCounter}@installers.ie`,
    mobile: '087 765 4321',
    counties: (overrides.counties ?? ['Galway']) as never,
    daily_cap: overrides.daily_cap ?? 10,
    is_active: overrides.is_active ?? true,
  });
}

/**
 * A lead row straight into the table, with consent, for tests of what happens after it is
 * stored; marked as passed on (`dispatched_at`) when it has a county, as createLead does.
 */
export async function addLeadRow(
  db: Db,
  county: string,
  givenEmail?: string,
): Promise<LeadForMessage & { dispatched_at: string | null }> {
  const { email, mobile_number, eircode } = anotherHomeowner(givenEmail);
  const now = new Date().toISOString();
  const dispatchedAt = county ? now : null;
  const row = await db
    .insertInto('leads')
    .values({
      first_name: 'Mary',
      last_name: 'Murphy',
      email,
      mobile_number,
      additional_info: 'Six windows',
      url_type: '/',
      property_address: '1 Main Street',
      property_type: 'House',
      window_type: 'Casement Windows',
      number_of_windows: '6-10',
      preferred_timeframe: 'ASAP',
      window_material: 'uPVC',
      glazing_type: 'Double Glazing',
      status: 'new',
      client_ip: '127.0.0.1',
      county,
      eircode,
      consent_at: now,
      dispatched_at: dispatchedAt,
      created_at: now,
      updated_at: now,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  return {
    id: Number(row.id),
    first_name: 'Mary',
    last_name: 'Murphy',
    email,
    mobile_number,
    county,
    eircode,
    property_address: '1 Main Street',
    property_type: 'House',
    window_type: 'Casement Windows',
    number_of_windows: '6-10',
    preferred_timeframe: 'ASAP',
    window_material: 'uPVC',
    glazing_type: 'Double Glazing',
    additional_info: 'Six windows',
    consent_at: now,
    dispatched_at: dispatchedAt,
  };
}

/**
 * A consenting homeowner's lead stored as a quote submit stores it (storeNewLeads): passed to
 * the county's partners, its messages queued.
 */
export async function storeSubmittedLeadRow(
  db: Db,
  county: string,
  email?: string,
): Promise<LeadRow> {
  const now = new Date().toISOString();
  const { consent: _consent, marketing_opt_in: _marketing, ...fields } = VALID_QUOTE;
  const [row] = await storeNewLeads(db, [
    {
      ...fields,
      ...anotherHomeowner(email),
      county: county as LeadFields['county'],
      consent_at: now,
      consent_version: '1',
      dispatched_at: county ? now : null,
      client_ip: '127.0.0.1',
    },
  ]);
  return row!;
}

/** Our SMS to these homeowners failed for good: proof for an installer's wrong-number flag. */
export async function smsFailedTo(
  db: Db,
  leads: { id: number; mobile_number: string }[],
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('outbox')
    .values(
      leads.map((lead) => ({
        lead_id: lead.id,
        kind: 'customer_sms',
        channel: 'sms',
        recipient: lead.mobile_number,
        subject: '',
        body: 'Thanks',
        dedupe_key: `lead:${lead.id}:customer_sms:failed`,
        status: 'failed',
        attempts: 5,
        next_attempt_at: now,
        last_error: 'Unknown subscriber',
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
