import type { HomeownerRequest, RequestLinkStatus } from '../../../shared/homeowner-request.js';
import { REQUEST_NOT_FOUND, type HomeownerChoice } from '../../../shared/homeowner-request-text.js';
import { QUOTE_FIELDS } from '../../../shared/lead-schema.js';
import { inTransaction, nowIso, type Db } from '../../db/connection.js';
import { notFound, validationError } from '../../http-error.js';
import { recordAudit, type AuditActor } from '../audit/audit-repository.js';
import { recordLeadEvents } from '../leads/lead-event-repository.js';
import { findLeadById } from '../leads/lead-repository.js';
import { enqueueMessages, type NewMessage } from '../notifications/outbox-repository.js';
import { partnerHomeownerEmail } from '../notifications/templates.js';
import { enqueuePartnerEvents } from '../partner-webhooks/partner-events.js';
import {
  cancelHomeownerMessages,
  findLinkByHash,
  findLinkedLead,
  insertChoice,
  insertRequestLink,
  latestLeadLink,
  listChoices,
  listLeadRecipients,
  listRequestInstallers,
  revokeLeadLinks,
  type LinkedLead,
} from './request-repository.js';
import { newRequestLink, requestTokenHash, requestUrl } from './request-token.js';

/**
 * The lead a homeowner's link opens, or undefined for a wrong, expired or revoked one: one
 * hash and one index seek of the links whatever was sent, so the three cost the same; the lead
 * is read only for a working link.
 * Other modules (data download, erasure) find the homeowner's lead here.
 */
export async function findLeadByRequestToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<LinkedLead | undefined> {
  const link = await findLinkByHash(db, requestTokenHash(token));
  if (!link || link.revoked_at !== null) return undefined;
  if (link.expires_at !== null && link.expires_at <= now.toISOString()) return undefined;
  return findLinkedLead(db, Number(link.lead_id));
}

/** findLeadByRequestToken, or the one 404 every bad link gets. */
export async function openRequest(db: Db, token: string): Promise<LinkedLead> {
  const lead = await findLeadByRequestToken(db, token);
  if (!lead) throw notFound(REQUEST_NOT_FOUND);
  return lead;
}

/** A new link to a lead's page (the others keep working); answers its absolute URL, once. */
export async function issueRequestLink(db: Db, leadId: number): Promise<string> {
  const { token, row } = newRequestLink(leadId, nowIso());
  await insertRequestLink(db, row);
  return requestUrl(token);
}

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

function choiceText(choice: HomeownerChoice, hiredWith: string): string {
  if (choice === 'hired') return `You told us you have hired ${hiredWith || 'someone'}`;
  if (choice === 'stop_contact') return 'You asked us to stop contacting you';
  return 'You withdrew your consent to share your details';
}

/** What the homeowner's page shows: the request, its installers, and what happened, in words. */
export async function requestView(db: Db, lead: LinkedLead): Promise<HomeownerRequest> {
  const leadId = Number(lead.id);
  const [rows, choiceRows] = await Promise.all([
    listRequestInstallers(db, leadId),
    listChoices(db, leadId),
  ]);
  const installers = rows.map((row) => ({
    id: row.partner_id === null ? 0 : Number(row.partner_id),
    name: row.partner_name,
    counties: row.counties ? (JSON.parse(row.counties) as string[]) : [],
    years_trading: row.years_trading === null ? null : Number(row.years_trading),
    insured_until: row.insured_until ?? null,
    seai_registered: Boolean(row.seai_registered),
    sent_at: row.assigned_at,
    accepted_at: row.response === 'accepted' ? row.responded_at : null,
    quote_euro: row.quote_cents === null ? null : Number(row.quote_cents) / 100,
    outcome_at: row.outcome_at,
  }));
  const choices = choiceRows.map((row) => ({
    choice: row.choice as HomeownerChoice,
    at: row.created_at,
    hired_with: row.partner_name ?? row.hired_name,
  }));
  const timeline = [
    { at: lead.created_at, text: `We received your request (reference ${leadId})` },
    ...installers.flatMap(({ name, sent_at, accepted_at, quote_euro, outcome_at }) => [
      { at: sent_at, text: `Passed to ${name}` },
      ...(accepted_at ? [{ at: accepted_at, text: `${name} accepted your request` }] : []),
      ...(quote_euro !== null
        ? [
            {
              at: outcome_at ?? sent_at,
              text: `${name} reported a quote of ${euro.format(quote_euro)}`,
            },
          ]
        : []),
    ]),
    ...choices.map((entry) => ({ at: entry.at, text: choiceText(entry.choice, entry.hired_with) })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const details: Record<string, string> = {};
  for (const field of QUOTE_FIELDS) {
    const value = lead[field as keyof LinkedLead];
    if (typeof value === 'string' && value !== '') details[field] = value;
  }
  return {
    reference: leadId,
    received_at: lead.created_at,
    details,
    installers: installers.map(({ outcome_at: _, ...installer }) => installer),
    choices,
    timeline,
  };
}

export interface ChoiceInput {
  choice: HomeownerChoice;
  partner_id?: number;
  hired_name?: string;
}

/**
 * Record a homeowner's choice once: every queued message to them is stopped
 * (and enqueueMessages queues no new one), each installer that received the lead is told by
 * e-mail and webhook, and staff see it on the lead. A second click changes nothing.
 */
export async function recordHomeownerChoice(
  db: Db,
  token: string,
  input: ChoiceInput,
): Promise<HomeownerRequest> {
  return inTransaction(db, async (trx) => {
    const lead = await openRequest(trx, token);
    const leadId = Number(lead.id);
    let hiredWith = '';
    let hiredPartner: number | null = null;
    if (input.choice === 'hired') {
      if (input.partner_id !== undefined) {
        const installers = await listRequestInstallers(trx, leadId);
        const chosen = installers.find((row) => Number(row.partner_id) === input.partner_id);
        if (!chosen) throw validationError({ partner_id: 'Choose one of your installers' });
        hiredPartner = input.partner_id;
        hiredWith = chosen.partner_name;
      } else {
        hiredWith = input.hired_name ?? '';
      }
    }
    const now = nowIso();
    const recorded = await insertChoice(trx, {
      lead_id: leadId,
      choice: input.choice,
      hired_partner_id: hiredPartner,
      hired_name: hiredPartner === null ? hiredWith : '',
      created_at: now,
    });
    if (recorded) {
      await cancelHomeownerMessages(trx, leadId, now);
      const recipients = await listLeadRecipients(trx, leadId);
      const messages = recipients.map((partner): NewMessage => {
        const email = partnerHomeownerEmail(
          { id: leadId, county: lead.county },
          partner,
          input.choice,
          hiredWith,
        );
        return {
          lead_id: leadId,
          kind: 'partner_homeowner_update',
          channel: 'email',
          recipient: partner.email,
          subject: email.subject,
          body: email.body,
          dedupe_key: `lead:${leadId}:partner:${partner.id}:homeowner:${input.choice}`,
        };
      });
      await enqueueMessages(trx, messages);
      await enqueuePartnerEvents(
        trx,
        recipients.map((partner) => ({
          partnerId: Number(partner.id),
          type: 'lead.homeowner_update' as const,
          leadId,
          data: { choice: input.choice, ...(hiredWith ? { hired_with: hiredWith } : {}) },
        })),
      );
      await recordLeadEvents(trx, [
        {
          lead_id: leadId,
          type: 'homeowner_choice',
          created_at: now,
          detail: { choice: input.choice, hired_with: hiredWith },
        },
      ]);
    }
    return requestView(trx, lead);
  });
}

/** A lead's page link and the homeowner's choices, as staff see them; undefined: no such lead. */
export async function requestLinkStatus(
  db: Db,
  leadId: number,
): Promise<RequestLinkStatus | undefined> {
  if (!(await findLeadById(db, leadId))) return undefined;
  const [link, choices] = await Promise.all([latestLeadLink(db, leadId), listChoices(db, leadId)]);
  return {
    link: link ?? null,
    choices: choices.map((row) => ({
      choice: row.choice as HomeownerChoice,
      at: row.created_at,
      hired_with: row.partner_name ?? row.hired_name,
    })),
  };
}

/**
 * Staff revoke a lead's page links and, when asked, issue a new one (its URL answered once),
 * recorded in the lead's timeline and the audit log. Undefined when there is no such lead.
 */
export async function changeRequestLink(
  db: Db,
  leadId: number,
  actor: AuditActor,
  reissue: boolean,
): Promise<{ url: string | null } | undefined> {
  return inTransaction(db, async (trx) => {
    if (!(await findLeadById(trx, leadId))) return undefined;
    const now = nowIso();
    const revoked = await revokeLeadLinks(trx, leadId, actor.id, now);
    const url = reissue ? await issueRequestLink(trx, leadId) : null;
    if (revoked === 0 && !reissue) return { url };
    const action = reissue ? 'issued' : 'revoked';
    await recordLeadEvents(trx, [
      {
        lead_id: leadId,
        type: 'request_link',
        user_id: actor.id,
        created_at: now,
        detail: { action, revoked },
      },
    ]);
    await recordAudit(trx, actor, {
      action: reissue ? 'request_link_issued' : 'request_link_revoked',
      leadId,
      detail: { revoked },
    });
    return { url };
  });
}
