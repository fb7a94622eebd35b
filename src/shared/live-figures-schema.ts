import { z } from 'zod';
import {
  ABOUT_FIGURE_PLACES,
  FIGURE_PLACES,
  HOW_IT_WORKS_FIGURE_PLACES,
  LIVE_VALUE_KEYS,
  VALUE_TOKEN,
} from './live-figures.js';

/** Models of the live figures, apart from the pure helpers. */
export const liveValuesSchema = z.strictObject({
  homeowners_this_year: z.number().int().nullable(),
  median_minutes_to_accept: z.number().int().nullable(),
  active_installers: z.number().int().nullable(),
  computed_at: z.string().nullable(),
});

/** A binding to one of a page kind's places (home, about or how-it-works). */
function bindingSchema<P extends readonly [string, ...string[]]>(places: P) {
  return z.object({
    place: z.enum(places, { error: 'Unknown place' }),
    index: z.number({ error: 'Must be a number' }).int().min(0).max(49),
    value: z.enum(LIVE_VALUE_KEYS, { error: 'Unknown live value' }),
    template: z
      .string({ error: 'Must be text' })
      .trim()
      .max(200, 'Must be at most 200 characters')
      .refine((text) => text.includes(VALUE_TOKEN), `The text must contain ${VALUE_TOKEN}`),
  });
}

export const figureBindingSchema = bindingSchema(FIGURE_PLACES);
export const aboutFigureBindingSchema = bindingSchema(ABOUT_FIGURE_PLACES);
export const howItWorksFigureBindingSchema = bindingSchema(HOW_IT_WORKS_FIGURE_PLACES);
