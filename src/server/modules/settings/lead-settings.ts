import { z } from 'zod';
import { DEFAULT_LOST_REASONS, lostReasonsSchema } from '../../../shared/lead-owner.js';
import type { Setting } from './settings-repository.js';

/** New leads are given to the active managers in turn. */
export const ROUND_ROBIN: Setting<boolean> = {
  key: 'round_robin',
  schema: z.boolean(),
  defaultValue: false,
};

/** How many round-robin turns were ever taken; the next lead goes to turn mod managers. */
export const ROUND_ROBIN_CURSOR: Setting<number> = {
  key: 'round_robin_cursor',
  schema: z.number().int(),
  defaultValue: 0,
};

/** The reasons staff choose from when a lead is lost. */
export const LOST_REASONS: Setting<string[]> = {
  key: 'lost_reasons',
  schema: lostReasonsSchema,
  defaultValue: [...DEFAULT_LOST_REASONS],
};
