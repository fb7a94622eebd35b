import { z } from 'zod';
import { isoTimeSchema } from './api-schema.js';
import { optionalText, requiredText } from './text-schema.js';

/** The longest note, and the longest note on a logged call. */
export const NOTE_MAX = 2000;
/** The longest next-action label ("Call back", "Send quote", or the caller's own words). */
export const NEXT_ACTION_LABEL_MAX = 60;

/** A call's outcome, with what the detail page and the timeline call it. */
export const CALL_OUTCOME_LABELS = {
  reached: 'Reached',
  no_answer: 'No answer',
  wrong_number: 'Wrong number',
  call_back: 'Call back',
} as const;
export type CallOutcome = keyof typeof CALL_OUTCOME_LABELS;
export const CALL_OUTCOMES = Object.keys(CALL_OUTCOME_LABELS) as [CallOutcome, ...CallOutcome[]];

/** The label a "call back" outcome gives the next action it sets. */
export const CALL_BACK_LABEL = 'Call back';

/** Labels the detail page offers for a next action; any short text is allowed too. */
export const NEXT_ACTION_SUGGESTIONS = ['Call back', 'Send quote', 'Follow up', 'Book survey'];

/** A time the client sends: ISO 8601 with its offset (the browser sends UTC), kept as UTC. */
const dueTime = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(
      (value) => isoTimeSchema.safeParse(value).success && Number.isFinite(Date.parse(value)),
      `${label} must be a date and time`,
    )
    .transform((value) => new Date(value).toISOString());

/** POST /api/quote/{id}/notes */
export const noteInputSchema = z.object({ text: requiredText('Note', NOTE_MAX) });
export type NoteInput = z.infer<typeof noteInputSchema>;

/** POST /api/quote/{id}/calls: a "call back" needs the time to call back. */
export const callInputSchema = z
  .object({
    outcome: z.enum(CALL_OUTCOMES, {
      error: `Outcome must be one of: ${CALL_OUTCOMES.join(', ')}`,
    }),
    note: optionalText('Note', NOTE_MAX).default(''),
    call_back_at: dueTime('Call back time').optional(),
  })
  .superRefine((call, ctx) => {
    if (call.outcome === 'call_back' && !call.call_back_at) {
      ctx.addIssue({
        code: 'custom',
        path: ['call_back_at'],
        message: 'Call back time is required when the outcome is Call back',
      });
    }
  });
export type CallInput = z.infer<typeof callInputSchema>;
export type CallInputBody = z.input<typeof callInputSchema>;

/** PUT /api/quote/{id}/next-action: when it is due and what it is. */
export const nextActionInputSchema = z.object({
  due_at: dueTime('Due time'),
  label: requiredText('Label', NEXT_ACTION_LABEL_MAX),
});
export type NextActionInput = z.infer<typeof nextActionInputSchema>;
export type NextActionInputBody = z.input<typeof nextActionInputSchema>;

/** One field a staff edit changed, as the 'updated' timeline entry shows it. */
export const fieldChangeSchema = z.strictObject({
  field: z.string(),
  from: z.string(),
  to: z.string(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;
