import { LEAD_FIELD_LABELS } from '../../../shared/lead-fields.js';
import {
  QUOTE_FIELDS,
  QUOTE_SELECT_FIELDS,
  type Lead,
  type LeadUpdate,
  type QuoteRequest,
} from '../../../shared/lead-schema.js';
import { DEFAULT_QUOTE_OPTIONS, type QuoteOptionKey } from '../../../shared/quote-options.js';
import { CONSENT_VERSION } from '../../../shared/consent.js';
import { deriveCounty } from '../../../shared/lead-county.js';
import { inTransaction, isUniqueViolation, nowIso, type Db } from '../../db/connection.js';
import { leadSearchText } from '../../db/lead-search-text.js';
import { leadMatchKeys } from '../../db/lead-match-keys.js';
import { listPublishedContent } from '../content/content-repository.js';
import { dispatchHeldLead } from '../partners/lead-dispatch.js';
import { conflict, validationError } from '../../http-error.js';
import { recordAudit, type AuditActor, type NewAuditEntry } from '../audit/audit-repository.js';
import { recordLeadEvents, type NewLeadEvent } from './lead-event-repository.js';
import { lostReasonChange } from './lead-lost-reason.js';
import { storeSubmittedLead } from './lead-submit.js';
import { assertLeadNotErased } from '../data-rights/data-rights-service.js';
import { newPhoneCheck } from '../phone-verification/phone-code.js';
import {
  findLeadById,
  findLeadByIdempotencyKey,
  recordStaffConsent,
  toLead,
  updateLead,
  type LeadChanges,
  type LeadRow,
} from './lead-repository.js';

type SelectField = keyof typeof QUOTE_SELECT_FIELDS;
type AllowedOptions = Record<SelectField, Set<string>>;

const SELECT_LABELS = Object.fromEntries(
  Object.keys(QUOTE_SELECT_FIELDS).map((field) => [
    field,
    LEAD_FIELD_LABELS[field as SelectField].text,
  ]),
) as Record<SelectField, string>;
const SELECT_FIELDS = Object.keys(QUOTE_SELECT_FIELDS) as SelectField[];

function stringsIn(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string').map((item) => item.trim())
    : [];
}

/**
 * How long options read from the published pages may be trusted to accept a value without
 * reading the pages again. A value they do not hold is always checked against a fresh read,
 * so a newly published option is accepted at once; one removed by a publish may still
 * be accepted for this long, which is harmless (the form offered it moments ago).
 */
export const OPTIONS_TRUSTED_MS = 5_000;

interface ReadOptions {
  /** The published pages' text the options were worked out from. */
  texts: string[];
  allowed: AllowedOptions;
  /** performance.now() of the read: a clock set back cannot stretch the trust. */
  readAt: number;
}

/** The options last read per connection (a transaction reads its own). */
const lastOptions = new WeakMap<Db, ReadOptions>();

/**
 * What each select may hold: the defaults plus whatever any published home page offers.
 * A published page's preset value (quoteDefaults) is allowed too, since the form sends it.
 * The pages are read every time; they are parsed again only when their text changed.
 */
export async function loadAllowedOptions(db: Db): Promise<AllowedOptions> {
  const texts = await listPublishedContent(db, 'index');
  const last = lastOptions.get(db);
  if (last && last.texts.length === texts.length && last.texts.every((t, k) => t === texts[k])) {
    last.readAt = performance.now();
    return last.allowed;
  }
  const allowed = Object.fromEntries(
    SELECT_FIELDS.map((field) => [
      field,
      new Set<string>(DEFAULT_QUOTE_OPTIONS[QUOTE_SELECT_FIELDS[field] as QuoteOptionKey]),
    ]),
  ) as AllowedOptions;
  for (const text of texts) {
    let content: {
      quoteOptions?: Record<string, unknown>;
      quoteDefaults?: Record<string, unknown>;
    };
    try {
      content = JSON.parse(text) ?? {};
    } catch {
      continue; // An unreadable record offers nothing; the defaults still apply.
    }
    for (const field of SELECT_FIELDS) {
      for (const option of stringsIn(content.quoteOptions?.[QUOTE_SELECT_FIELDS[field]])) {
        allowed[field].add(option);
      }
      const preset = content.quoteDefaults?.[field];
      if (typeof preset === 'string') allowed[field].add(preset.trim());
    }
  }
  lastOptions.set(db, { texts, allowed, readAt: performance.now() });
  return allowed;
}

/**
 * Each select value must be empty or an offered option: a 422 naming every field that is not.
 * Options read in the last few seconds accept a submit without a read (OPTIONS_TRUSTED_MS);
 * a refusal always comes from a fresh read.
 */
export async function assertAllowedOptions(
  db: Db,
  values: Partial<Record<SelectField, string>>,
): Promise<void> {
  const present = SELECT_FIELDS.filter((field) => values[field]);
  if (present.length === 0) return;
  const recent = lastOptions.get(db);
  if (
    recent &&
    performance.now() - recent.readAt < OPTIONS_TRUSTED_MS &&
    present.every((field) => recent.allowed[field].has(values[field]!))
  ) {
    return;
  }
  const allowed = await loadAllowedOptions(db);
  const errors: Record<string, string> = {};
  for (const field of present) {
    if (!allowed[field].has(values[field]!)) {
      errors[field] = `${SELECT_LABELS[field]} must be one of the offered options`;
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

export interface CreateLeadMeta {
  clientIp: string;
  /** The client's Idempotency-Key: a repeat returns the first lead instead of storing another. */
  idempotencyKey?: string | null;
  /** Hold the lead until the homeowner types a code texted to them. */
  phoneCheck?: boolean;
}

export interface CreateLeadResult {
  lead: Lead;
  /** The homeowner's page token, only when this submit stored the lead. */
  requestToken?: string;
  /** False when an earlier submit with the same idempotency key already stored it. */
  created: boolean;
  /** The reference the homeowner confirms the phone with, when a code was texted. */
  phoneRef?: string;
  /** How many installers this submit passed it to; unknown for a repeat. */
  partnersMatched?: number;
  /** Held for the homeowner's pick of installers until then. */
  pickUntil?: string;
}

/**
 * A repeated submit answers with the lead it already stored, but only to the same
 * homeowner: a reused key must not hand one person's details to another.
 */
function repeatOf(existing: LeadRow, input: QuoteRequest): CreateLeadResult {
  if (existing.email !== input.email) {
    throw conflict('This Idempotency-Key was already used for a different request');
  }
  return { lead: toLead(existing), created: false };
}

/**
 * Store a quote request. Everything that must happen with the lead (its history, partner
 * matching and the notification outbox) goes inside the one transaction, so a lead is never
 * half-stored. A lead without a county (none sent, derived or found) or without consent is
 * stored and held: it reaches partners once staff supply what is missing.
 */
export async function createLead(
  db: Db,
  input: QuoteRequest,
  meta: CreateLeadMeta,
): Promise<CreateLeadResult> {
  const key = meta.idempotencyKey || null;
  if (key) {
    const existing = await findLeadByIdempotencyKey(db, key);
    if (existing) return repeatOf(existing, input);
  }
  await assertAllowedOptions(db, input);
  const { consent, marketing_opt_in, ...fields } = input;
  const { county, source } = deriveCounty(input);
  const given = consent === true;
  const now = nowIso();
  // Held for its phone check: stored 'pending', with the code to text and a reference.
  const phone = meta.phoneCheck ? newPhoneCheck(new Date(now)) : undefined;
  try {
    // Stored in one transaction with its history, partner matching and the notification
    // outbox, possibly shared with submits that arrived at the same moment.
    // Object.assign rather than a spread: a literal of this many properties is a slow
    // dictionary object in V8 (10 µs more per submit).
    const row = await storeSubmittedLead(
      db,
      Object.assign(fields, {
        county,
        county_source: source,
        // The consent record: the wording's version, when, and from which page.
        // Without consent the record stays "not given", and there is no marketing either.
        consent_at: given ? now : null,
        consent_version: given ? CONSENT_VERSION : '',
        consent_page: given ? input.url_type : '',
        marketing_opt_in: given && marketing_opt_in,
        dispatched_at: given && county !== '' && !phone ? now : null,
        phone_verification: phone ? 'pending' : '',
        phone_check: phone,
        client_ip: meta.clientIp,
        idempotency_key: key,
        created_at: now,
      }),
    );
    return {
      lead: toLead(row),
      created: true,
      phoneRef: phone?.ref,
      requestToken: row.request_token,
      partnersMatched: row.partners_matched,
      pickUntil: row.pick_until,
    };
  } catch (error) {
    // Two submits with one key raced past the check above: the loser answers with the winner's lead.
    if (key && isUniqueViolation(error)) {
      const existing = await findLeadByIdempotencyKey(db, key);
      if (existing) return repeatOf(existing, input);
    }
    throw error;
  }
}

/**
 * A staff edit: only fields that really change are written; a status change and other edits
 * are recorded as events with the staff member. Setting the county of a lead that had none
 * passes it to partners when its consent is recorded. Undefined when the lead
 * does not exist.
 */
export async function updateLeadByStaff(
  db: Db,
  id: number,
  update: LeadUpdate,
  actor: AuditActor | null,
): Promise<Lead | undefined> {
  const userId = actor?.id ?? null;
  return inTransaction(db, async (trx) => {
    const current = await findLeadById(trx, id);
    if (!current) return undefined;
    await assertLeadNotErased(trx, id);
    const changes = changedFields(current, update);
    const lostReason = await lostReasonChange(trx, current, update);
    if (lostReason !== undefined) changes.lost_reason = lostReason;
    if (Object.keys(changes).length === 0) return toLead(current);
    await assertAllowedOptions(trx, changes);

    const now = nowIso();
    const searchText = leadSearchText({ ...current, ...changes });
    const row = await updateLead(trx, id, {
      ...changes,
      ...(changes.county ? { county_source: 'staff' } : {}),
      search_text: searchText,
      ...leadMatchKeys({ ...current, ...changes }),
      updated_at: now,
    });
    if (!row) return undefined;
    const events: NewLeadEvent[] = [];
    if (changes.status) {
      events.push({
        lead_id: id,
        type: 'status_changed',
        from_status: current.status,
        to_status: changes.status,
        user_id: userId,
        created_at: now,
        ...(changes.lost_reason ? { detail: { lost_reason: changes.lost_reason } } : {}),
      });
    }
    // A held lead given its county is named as such; a county corrected is an edit.
    const countySet = Boolean(changes.county) && current.county === '';
    if (countySet) {
      events.push({ lead_id: id, type: 'county_set', user_id: userId, created_at: now });
    }
    // Corrections (any field but the status, and a county set on a held lead) with old and new.
    const edited = (Object.keys(changes) as (keyof LeadChanges)[]).filter(
      (field) =>
        field !== 'status' && field !== 'lost_reason' && !(field === 'county' && countySet),
    );
    if (edited.length > 0) {
      const corrections = edited.map((field) => ({
        field,
        from: String(current[field as keyof LeadRow] ?? ''),
        to: String(changes[field] ?? ''),
      }));
      events.push({
        lead_id: id,
        type: 'updated',
        user_id: userId,
        created_at: now,
        detail: { changes: corrections },
      });
    }
    await recordLeadEvents(trx, events);
    const audits: NewAuditEntry[] = [];
    if (changes.status) {
      const reason = changes.lost_reason ? { lost_reason: changes.lost_reason } : {};
      const detail = { from: current.status, to: changes.status, ...reason };
      audits.push({ action: 'status_changed', leadId: id, detail });
    }
    // A lost reason given with its status change is part of that change.
    const editedFields = Object.keys(changes).filter(
      (field) => field !== 'status' && !(field === 'lost_reason' && changes.status),
    );
    if (editedFields.length > 0) {
      audits.push({ action: 'lead_edited', leadId: id, detail: { fields: editedFields } });
    }
    await recordAudit(trx, actor, ...audits);
    // The row the UPDATE returned is the latest (it waited for any other writer), so a
    // consent confirmed at the same moment is seen here or sees this county.
    if (changes.county && current.county === '' && (await dispatchHeldLead(trx, row))) {
      return toLead((await findLeadById(trx, id))!);
    }
    return toLead(row);
  });
}

export interface StaffMember {
  id: number;
  name: string;
  email: string;
}

/**
 * Staff record that the homeowner agreed (by phone or e-mail) to have their details shared:
 * the consent record names who confirmed it and when, and the lead is passed to partners
 * if its county is known. Undefined when the lead does not exist; 409 when consent is
 * already recorded.
 */
export async function confirmConsentByStaff(
  db: Db,
  id: number,
  staff: StaffMember,
): Promise<Lead | undefined> {
  return inTransaction(db, async (trx) => {
    const row = await recordStaffConsent(
      trx,
      id,
      `${staff.name} <${staff.email}>`,
      CONSENT_VERSION,
    );
    if (!row) {
      if (await findLeadById(trx, id)) throw conflict('Consent is already recorded for this lead');
      return undefined;
    }
    await recordLeadEvents(trx, [
      { lead_id: id, type: 'consent_confirmed', user_id: staff.id, created_at: row.updated_at },
    ]);
    await recordAudit(trx, staff, { action: 'consent_confirmed', leadId: id });
    if (await dispatchHeldLead(trx, row)) return toLead((await findLeadById(trx, id))!);
    return toLead(row);
  });
}

function changedFields(current: LeadRow, update: LeadUpdate): LeadChanges {
  const changes: Record<string, string> = {};
  for (const field of [...QUOTE_FIELDS, 'status'] as const) {
    const value = update[field];
    if (value !== undefined && value !== current[field]) changes[field] = value;
  }
  return changes as LeadChanges;
}
