import { z } from 'zod';
import { isoTimeSchema } from './api-schema.js';

/**
 * Data rights without a letter: a homeowner's request to get or erase
 * their personal data, asked by them on their request page or by staff for a request received
 * by phone or post. Recorded with dates so the one-month rule can be shown.
 */
export const DATA_REQUEST_KINDS = ['export', 'erasure'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
export const DATA_REQUEST_VIA = ['homeowner', 'staff'] as const;
export type DataRequestVia = (typeof DATA_REQUEST_VIA)[number];

/** What an erased lead's name reads in lists and on the detail page. */
export const ERASED_FIRST_NAME = 'Erased';
export const ERASED_LAST_NAME = 'request';

export const DATA_RIGHTS_TEXT = {
  cardTitle: 'Personal data',
  download: 'Download data',
  downloadJson: 'Data (JSON)',
  downloadHtml: 'Readable page (HTML)',
  erase: 'Erase personal data',
  confirmTitle: 'Erase this homeowner’s personal data?',
  confirmDescription:
    'Their name, e-mail, phone, address, notes and messages are removed from this request at once and cannot be restored. Each installer that received it is told by e-mail. Queued messages to the homeowner are cancelled. The request stays in the counts, with its county, status and dates.',
  confirmLabel: 'Erase personal data',
  erased: (date: string) => `Erased on ${date}`,
  erasedToast: 'Personal data erased',
  alreadyErased: 'This request’s personal data was erased already',
  erasedLocked: 'This request’s personal data was erased: it can no longer be changed',
} as const;

export const dataRequestSchema = z.strictObject({
  kind: z.enum(DATA_REQUEST_KINDS),
  requested_via: z.enum(DATA_REQUEST_VIA),
  requested_at: isoTimeSchema,
  completed_at: isoTimeSchema.nullable(),
  /** The staff member who acted; blank when the homeowner asked. */
  actor_name: z.string(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;

/** GET /api/quote/{id}/data-rights: whether the lead was erased and the requests so far. */
export const dataRightsStatusSchema = z.strictObject({
  lead_id: z.number().int(),
  erased_at: isoTimeSchema.nullable(),
  requests: z.array(dataRequestSchema),
});
export type DataRightsStatus = z.infer<typeof dataRightsStatusSchema>;

export const dataExportQuerySchema = z.object({
  format: z.enum(['json', 'html'], { error: 'format must be json or html' }).default('json'),
});

const text = z.string();
const at = isoTimeSchema;

/** The homeowner's data as one document: GET /api/quote/{id}/data (and the request page's). */
export const leadDataExportSchema = z.strictObject({
  reference: z.number().int(),
  generated_at: at,
  /** Null unless the personal data was erased: then the fields below hold what is left. */
  erased_at: at.nullable(),
  request: z.strictObject({
    received_at: at,
    status: text,
    first_name: text,
    last_name: text,
    email: text,
    mobile_number: text,
    property_address: text,
    county: text,
    eircode: text,
    property_type: text,
    window_type: text,
    number_of_windows: text,
    preferred_timeframe: text,
    window_material: text,
    glazing_type: text,
    additional_info: text,
    /** The page the request was sent from. */
    page: text,
  }),
  consent: z.strictObject({
    given: z.boolean(),
    consent_at: at.nullable(),
    /** The version of the consent wording agreed to; blank when none was recorded. */
    wording_version: text,
    /** The wording of that version when it is the one we hold, else null. */
    wording: text.nullable(),
    page: text,
    /** Set when staff recorded consent given by phone or e-mail: who recorded it. */
    confirmed_by_staff: text,
    marketing_opt_in: z.boolean(),
  }),
  /** Every installer the request was passed to, and what became of it. */
  recipients: z.array(
    z.strictObject({
      partner: text,
      assigned_at: at,
      how: z.enum(['matched', 'sent by staff']),
      response: text,
      responded_at: at.nullable(),
      released_at: at.nullable(),
      release_reason: text,
      outcome: text,
    }),
  ),
  /** Every e-mail and text message sent (or queued) to the homeowner. */
  messages: z.array(
    z.strictObject({
      kind: text,
      description: text,
      channel: text,
      recipient: text,
      status: text,
      created_at: at,
      sent_at: at.nullable(),
    }),
  ),
  /** What happened to the request, oldest first, in plain words. */
  events: z.array(z.strictObject({ at, text })),
  data_requests: z.array(dataRequestSchema),
});
export type LeadDataExport = z.infer<typeof leadDataExportSchema>;

export const eraseResultSchema = z.strictObject({
  lead_id: z.number().int(),
  erased_at: at,
  /** How many installers were sent an erasure notice. */
  partners_notified: z.number().int(),
  /** How many queued messages to the homeowner were cancelled. */
  messages_cancelled: z.number().int(),
});
export type EraseResult = z.infer<typeof eraseResultSchema>;
