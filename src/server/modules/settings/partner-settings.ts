import { z } from 'zod';
import { MAX_PAUSE_AFTER } from '../../../shared/partner-settings.js';
import type { Setting } from './settings-repository.js';

/** Pause a partner after this many leads expired in a row; 0 (the default) is off. */
export const PAUSE_AFTER_EXPIRIES: Setting<number> = {
  key: 'pause_after_expiries',
  schema: z.number().int().min(0).max(MAX_PAUSE_AFTER),
  defaultValue: 0,
};
