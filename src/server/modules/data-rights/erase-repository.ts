import type { Transaction } from 'kysely';
import { ERASED_FIRST_NAME, ERASED_LAST_NAME } from '../../../shared/data-rights.js';
import { normalizeEircode } from '../../../shared/eircode.js';
import { leadSearchText } from '../../db/lead-search-text.js';
import type { Database } from '../../db/schema.js';
import { containsAnySql, type LeadPersonalRow } from './data-rights-repository.js';
import { replaceAll, scrubDetail } from './personal-data.js';

type Trx = Transaction<Database>;

/** Why a queued message was not sent (the outbox has no cancelled state: a failure with this). */
export const CANCELLED_BY_ERASURE = "Cancelled: the homeowner's personal data was erased";

/**
 * The lead row without its personal fields (personal-data.ts). The columns the counters
 * watch (status, county, page, dates) are not written, so every count stays as it was.
 */
export async function eraseLeadRow(trx: Trx, lead: LeadPersonalRow): Promise<void> {
  const erased = {
    first_name: ERASED_FIRST_NAME,
    last_name: ERASED_LAST_NAME,
    email: '',
    mobile_number: '',
    additional_info: '',
    property_address: '',
    eircode: normalizeEircode(lead.eircode)?.split(' ')[0] ?? '',
  };
  await trx
    .updateTable('leads')
    .set({
      ...erased,
      search_text: leadSearchText({
        ...erased,
        url_type: lead.url_type,
        county: lead.county,
      }),
      idempotency_key: null,
      client_ip: '',
      next_action_label: '',
      mobile_key: '',
      place_key: '',
      referrer_host: '',
      utm_term: '',
      utm_content: '',
      marketing_opt_in: 0,
    })
    .where('id', '=', lead.id)
    .execute();
}

/** Event details (notes, calls, edits, merges): free text blanked, codes kept. */
export async function eraseEvents(trx: Trx, leadId: number, personal: string[]): Promise<void> {
  const events = await trx
    .selectFrom('lead_events')
    .select(['id', 'detail'])
    .where('lead_id', '=', leadId)
    .where('detail', '!=', '')
    .execute();
  for (const event of events) {
    const detail = scrubDetail(event.detail, personal);
    if (detail !== event.detail) {
      await trx.updateTable('lead_events').set({ detail }).where('id', '=', event.id).execute();
    }
  }
}

/** Installers' and staff's notes on the lead's assignments. */
export async function erasePartnerNotes(trx: Trx, leadId: number): Promise<void> {
  await trx
    .updateTable('lead_partners')
    .set({ decline_note: '', flag_note: '', credit_note: '' })
    .where('lead_id', '=', leadId)
    .execute();
}

/**
 * The homeowner's own page: its links stop working (the page would show an erased request)
 * and whom they said they hired is forgotten.
 */
export async function eraseHomeownerPage(trx: Trx, leadId: number, at: string): Promise<void> {
  await trx
    .updateTable('request_links')
    .set({ revoked_at: at })
    .where('lead_id', '=', leadId)
    .where('revoked_at', 'is', null)
    .execute();
  await trx
    .updateTable('homeowner_choices')
    .set({ hired_name: '' })
    .where('lead_id', '=', leadId)
    .execute();
  // A new e-mail or mobile awaiting its code.
  await trx.deleteFrom('contact_changes').where('lead_id', '=', leadId).execute();
}

/**
 * The lead's messages: queued ones are cancelled (none reaches anyone after erasure); every
 * subject, body and error is blanked (installers' e-mails and webhooks quoted the request
 * too); the homeowner's address is removed from theirs. Returns how many were cancelled.
 */
export async function eraseMessages(trx: Trx, lead: LeadPersonalRow, at: string): Promise<number> {
  const cancelled = await trx
    .updateTable('outbox')
    .set({ status: 'failed', last_error: CANCELLED_BY_ERASURE, locked_until: null, updated_at: at })
    .where('lead_id', '=', lead.id)
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirst();
  const homeowner = [lead.email, lead.mobile_number].filter((address) => address !== '');
  await trx
    .updateTable('outbox')
    .set((eb) => ({
      subject: '',
      body: '',
      recipient: eb
        .case()
        .when(
          eb.or([
            eb('kind', 'like', 'customer_%'),
            // Codes sent to a new e-mail or mobile the homeowner gave.
            eb('kind', 'like', 'contact_code_%'),
            ...(homeowner.length > 0 ? [eb('recipient', 'in', homeowner)] : []),
          ]),
        )
        .then('')
        .else(eb.ref('recipient'))
        .end(),
      last_error: eb
        .case()
        .when('last_error', '=', CANCELLED_BY_ERASURE)
        .then(CANCELLED_BY_ERASURE)
        .else(null)
        .end(),
    }))
    .where('lead_id', '=', lead.id)
    .execute();
  // An endpoint's error may echo the payload it was sent.
  await trx
    .updateTable('webhook_deliveries')
    .set({ error: '' })
    .where('outbox_id', 'in', (eb) =>
      eb.selectFrom('outbox').select('id').where('lead_id', '=', lead.id),
    )
    .where('error', '!=', '')
    .execute();
  return Number(cancelled.numUpdatedRows);
}

/**
 * Audit entries of the lead lose their free text; any other entry or message not about one
 * lead (a digest, an export's search) that quotes the homeowner has those values replaced.
 */
export async function scrubElsewhere(trx: Trx, leadId: number, personal: string[]): Promise<void> {
  const entries = await trx
    .selectFrom('audit_log')
    .select(['id', 'detail', 'lead_id'])
    .where((eb) =>
      personal.length === 0
        ? eb('lead_id', '=', leadId)
        : eb.or([eb('lead_id', '=', leadId), containsAnySql('detail', personal)]),
    )
    .execute();
  for (const entry of entries) {
    const detail =
      Number(entry.lead_id) === leadId
        ? scrubDetail(entry.detail, personal)
        : replaceAll(entry.detail, personal);
    if (detail !== entry.detail) {
      await trx.updateTable('audit_log').set({ detail }).where('id', '=', entry.id).execute();
    }
  }
  if (personal.length === 0) return;
  const messages = await trx
    .selectFrom('outbox')
    .select(['id', 'subject', 'body', 'recipient'])
    .where('lead_id', 'is', null)
    .where((eb) =>
      eb.or([
        containsAnySql('subject', personal),
        containsAnySql('body', personal),
        containsAnySql('recipient', personal),
      ]),
    )
    .execute();
  for (const message of messages) {
    await trx
      .updateTable('outbox')
      .set({
        subject: replaceAll(message.subject, personal),
        body: replaceAll(message.body, personal),
        recipient:
          replaceAll(message.recipient, personal) === message.recipient ? message.recipient : '',
      })
      .where('id', '=', message.id)
      .execute();
  }
}
