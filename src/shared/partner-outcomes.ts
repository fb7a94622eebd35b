import { z } from 'zod';
import { isoTimeSchema, limitSchema, offsetSchema } from './api-schema.js';
import { optionalText } from './text-schema.js';

/**
 * What an installer reports about a lead it accepted, and the bad leads it flags: shared by
 * the portal, the staff review queue and the server.
 */

export const OUTCOMES = ['contacted', 'quoted', 'won', 'lost'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const OUTCOME_LABELS: Record<Outcome, string> = {
  contacted: 'Contacted',
  quoted: 'Quote sent',
  won: 'Won',
  lost: 'Lost',
};

export const OUTCOME_LOST_REASONS = [
  'chose_another_installer',
  'price',
  'not_going_ahead',
  'no_reply',
  'other',
] as const;
export type OutcomeLostReason = (typeof OUTCOME_LOST_REASONS)[number];
export const OUTCOME_LOST_REASON_LABELS: Record<OutcomeLostReason, string> = {
  chose_another_installer: 'Homeowner chose another installer',
  price: 'Price',
  not_going_ahead: 'Homeowner not going ahead',
  no_reply: 'No reply from the homeowner',
  other: 'Other',
};

export const FLAG_REASONS = ['wrong_number', 'not_homeowner', 'duplicate', 'out_of_area'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];
export const FLAG_REASON_LABELS: Record<FlagReason, string> = {
  wrong_number: 'Wrong number',
  not_homeowner: 'Not the homeowner',
  duplicate: 'Duplicate',
  out_of_area: 'Out of area',
};

export const CREDIT_STATUSES = ['review', 'credited', 'rejected'] as const;
export type CreditStatus = (typeof CREDIT_STATUSES)[number];
export const CREDIT_STATUS_LABELS: Record<CreditStatus, string> = {
  review: 'Waiting for review',
  credited: 'Credited',
  rejected: 'Not credited',
};

/** The largest quote or job value accepted, in euro: far above any window job. */
export const MAX_EURO = 1_000_000;

const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** An amount in euro: more than 0, at most MAX_EURO, whole cents. */
export function euroSchema(label: string) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `${label} is required`
          : `${label} must be a number of euro, such as 4250 or 4250.50`,
    })
    .gt(0, `${label} must be more than €0`)
    .max(MAX_EURO, `${label} must be at most €${MAX_EURO.toLocaleString('en-IE')}`)
    .refine(hasCents, `${label} can have at most 2 decimal places (cents)`);
}

/**
 * Text typed into an amount field ("€4,250.50") as a number for euroSchema; NaN when it is
 * not a number, undefined when blank.
 */
export function parseEuroText(text: string): number | undefined {
  const cleaned = text.replace(/[€\s,]/g, '');
  if (cleaned === '') return undefined;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export const toCents = (euro: number) => Math.round(euro * 100);
export const fromCents = (cents: number | string | null) =>
  cents === null ? null : Number(cents) / 100;

/** €4,250.50 or €4,250. */
export function formatEuro(euro: number): string {
  return new Intl.NumberFormat('en-IE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(euro) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(euro);
}

/** POST /api/partner/leads/{id}/outcome: one step of the lead's outcome. */
export const outcomeInputSchema = z.discriminatedUnion(
  'outcome',
  [
    z.object({ outcome: z.literal('contacted') }),
    z.object({ outcome: z.literal('quoted'), amount: euroSchema('Quote amount').optional() }),
    z.object({ outcome: z.literal('won'), amount: euroSchema('Job value') }),
    z.object({
      outcome: z.literal('lost'),
      lost_reason: z.enum(OUTCOME_LOST_REASONS, {
        error: `Reason must be one of: ${OUTCOME_LOST_REASONS.join(', ')}`,
      }),
    }),
  ],
  { error: 'Outcome must be contacted, quoted, won or lost' },
);
export type OutcomeInput = z.infer<typeof outcomeInputSchema>;

/** POST /api/partner/leads/{id}/flag: the installer reports a bad lead. */
export const flagInputSchema = z.object({
  reason: z.enum(FLAG_REASONS, {
    error: 'Reason must be wrong number, not the homeowner, duplicate or out of area',
  }),
  note: optionalText('Note', 500).optional(),
});
export type FlagInput = z.infer<typeof flagInputSchema>;

/** What the portal shows of a lead's outcome and flag (added to each portal lead). */
export const portalReportFields = {
  outcome: z.enum(OUTCOMES).nullable(),
  outcome_at: isoTimeSchema.nullable(),
  /** Euro; null when no amount was given. */
  quote_amount: z.number().nullable(),
  job_value: z.number().nullable(),
  lost_reason: z.enum(OUTCOME_LOST_REASONS).nullable(),
  flag_reason: z.enum(FLAG_REASONS).nullable(),
  flagged_at: isoTimeSchema.nullable(),
  credit_status: z.enum(CREDIT_STATUSES).nullable(),
};

/** The statuses of the portal's list: its answer, then its outcome. */
export const PORTAL_STATUSES = ['new', 'accepted', 'quoted', 'won', 'lost', 'declined'] as const;
export type PortalStatus = (typeof PORTAL_STATUSES)[number];
export const PORTAL_STATUS_LABELS: Record<PortalStatus, string> = {
  new: 'Awaiting response',
  accepted: 'Accepted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  declined: 'Declined',
};

export function portalStatus(lead: {
  response: 'pending' | 'accepted' | 'declined';
  outcome: Outcome | null;
}): PortalStatus {
  if (lead.response === 'pending') return 'new';
  if (lead.response === 'declined') return 'declined';
  if (lead.outcome === 'quoted' || lead.outcome === 'won' || lead.outcome === 'lost') {
    return lead.outcome;
  }
  return 'accepted';
}

/**
 * The steps an installer may report from where the lead stands: forward only,
 * the same step again corrects its amount or reason; won and lost are final.
 */
export function allowedOutcomes(current: Outcome | null): Outcome[] {
  switch (current) {
    case null:
      return ['contacted', 'quoted', 'won', 'lost'];
    case 'contacted':
      return ['contacted', 'quoted', 'won', 'lost'];
    case 'quoted':
      return ['quoted', 'won', 'lost'];
    case 'won':
      return ['won'];
    case 'lost':
      return ['lost'];
  }
}

/** GET /api/partner-credits: flagged leads by what became of the flag. */
export const creditListQuerySchema = z.object({
  status: z
    .enum(CREDIT_STATUSES, { error: 'Status must be review, credited or rejected' })
    .optional(),
  limit: limitSchema(100).optional(),
  offset: offsetSchema(100_000).optional(),
});
export type CreditListQuery = z.infer<typeof creditListQuerySchema>;

/** One flagged lead in the staff review queue (an assignment, so `id` is lead_partners.id). */
export const creditItemSchema = z.strictObject({
  id: z.number().int(),
  lead_id: z.number().int(),
  lead_name: z.string(),
  county: z.string(),
  partner_id: z.number().int().nullable(),
  partner: z.string(),
  partner_counties: z.array(z.string()),
  reason: z.enum(FLAG_REASONS),
  note: z.string(),
  flagged_at: isoTimeSchema,
  flagged_by: z.string().nullable(),
  credit_status: z.enum(CREDIT_STATUSES),
  /** What proved the flag, or the staff member's note on their decision. */
  credit_note: z.string(),
});
export type CreditItem = z.infer<typeof creditItemSchema>;

export const creditPageSchema = z.strictObject({
  items: z.array(creditItemSchema),
  total: z.number().int(),
});
export type CreditPage = z.infer<typeof creditPageSchema>;

export const CREDIT_DECISIONS = ['credit', 'reject'] as const;
export type CreditDecision = (typeof CREDIT_DECISIONS)[number];

/** POST /api/partner-credits/{id}/decision: staff credit or refuse, with an optional note. */
export const creditDecisionSchema = z.object({
  decision: z.enum(CREDIT_DECISIONS, { error: 'Decision must be credit or reject' }),
  note: optionalText('Note', 500).optional(),
});
export type CreditDecisionInput = z.infer<typeof creditDecisionSchema>;

/** What staff see on the lead's partner card of each partner's outcome and flag. */
export const assignmentReportSchema = z.strictObject({
  ...portalReportFields,
  flag_note: z.string(),
  credit_note: z.string(),
});
export type AssignmentReport = z.infer<typeof assignmentReportSchema>;
