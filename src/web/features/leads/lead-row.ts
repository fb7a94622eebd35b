import {
  ATTRIBUTION_FLAG_FIELDS,
  ATTRIBUTION_TEXT_FIELDS,
  emptyAttribution,
  type Attribution,
} from '@shared/attribution';
import type { Lead } from '@shared/lead-schema';
import { deriveLeadStatus, type LeadStatus } from '@shared/lead-status';

/** A lead as the list and detail screens hold it. */
export interface LeadRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  additionalInfo: string;
  url_type: string;
  property_address: string;
  property_type: string;
  window_type: string;
  number_of_windows: string;
  preferred_timeframe: string;
  window_material: string;
  glazing_type: string;
  /** Where the job is; blank while it is not known (shown as "County unknown"). */
  county: string;
  /** Where the county came from: form, eircode, address or staff. */
  countySource: string;
  eircode: string;
  status: LeadStatus;
  submittedAt: string | null;
  updatedAt: string | null;
  /** The consent record the lead was sent with. */
  consent: boolean;
  consentAt: string | null;
  consentVersion: string;
  consentPage: string;
  /** The staff member who recorded consent by hand; blank when given on a form. */
  consentConfirmedBy: string;
  marketingOptIn: boolean;
  /** When the lead was passed to partners; null while held for a county or consent. */
  dispatchedAt: string | null;
  /** When the next action is due (null: none) and what it is. */
  nextActionAt: string | null;
  nextActionLabel: string;
  /** The earlier lead of the same homeowner this one matched; null when none. */
  duplicateOf: string | null;
  /** The staff member working the lead; null when unassigned. */
  ownerId: number | null;
  ownerName: string;
  /** Why a lost lead was lost; blank when none was given. */
  lostReason: string;
  /** Where the visit that sent it came from (the Source card). */
  attribution: Attribution;
  /** '' not asked; 'pending' while held for the homeowner's texted code. */
  phoneVerification: string;
  /** 'awaiting' while held for the homeowner's pick of installers. */
  homeownerPick: string;
}

function attributionOf(lead: Partial<Lead>): Attribution {
  const attribution = emptyAttribution();
  for (const field of ATTRIBUTION_TEXT_FIELDS) attribution[field] = text(lead[field]);
  for (const field of ATTRIBUTION_FLAG_FIELDS) attribution[field] = lead[field] === true;
  return attribution;
}

function text(value: unknown): string {
  return typeof value === 'string'
    ? value
    : value === null || value === undefined
      ? ''
      : String(value);
}

/** Map an API lead (or a partial one) to a row; a missing status is derived from its age. */
export function toLeadRow(
  lead: Partial<Lead> & { id: number | string },
  now = new Date(),
): LeadRow {
  const submittedAt = lead.created_at ? text(lead.created_at) : null;
  return {
    id: String(lead.id),
    first_name: text(lead.first_name),
    last_name: text(lead.last_name),
    email: text(lead.email),
    mobile: text(lead.mobile_number),
    additionalInfo: text(lead.additional_info),
    url_type: text(lead.url_type),
    property_address: text(lead.property_address),
    property_type: text(lead.property_type),
    window_type: text(lead.window_type),
    number_of_windows: text(lead.number_of_windows),
    preferred_timeframe: text(lead.preferred_timeframe),
    window_material: text(lead.window_material),
    glazing_type: text(lead.glazing_type),
    county: text(lead.county),
    countySource: text(lead.county_source),
    eircode: text(lead.eircode),
    status: deriveLeadStatus(lead.status, submittedAt, now),
    submittedAt,
    updatedAt: lead.updated_at ? text(lead.updated_at) : null,
    consent: lead.consent === true,
    consentAt: lead.consent_at ? text(lead.consent_at) : null,
    consentVersion: text(lead.consent_version),
    consentPage: text(lead.consent_page),
    consentConfirmedBy: text(lead.consent_confirmed_by),
    marketingOptIn: lead.marketing_opt_in === true,
    dispatchedAt: lead.dispatched_at ? text(lead.dispatched_at) : null,
    nextActionAt: lead.next_action_at ? text(lead.next_action_at) : null,
    nextActionLabel: text(lead.next_action_label),
    duplicateOf:
      lead.duplicate_of === null || lead.duplicate_of === undefined
        ? null
        : String(lead.duplicate_of),
    ownerId: typeof lead.owner_id === 'number' ? lead.owner_id : null,
    ownerName: text(lead.owner_name),
    lostReason: text(lead.lost_reason),
    attribution: attributionOf(lead),
    phoneVerification: text(lead.phone_verification),
    homeownerPick: text(lead.homeowner_pick),
  };
}

export function fullName(row: Pick<LeadRow, 'first_name' | 'last_name'>): string {
  return `${row.first_name} ${row.last_name}`.trim() || 'Unnamed lead';
}
