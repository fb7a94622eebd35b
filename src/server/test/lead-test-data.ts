import type { NewLead } from '../modules/leads/lead-repository.js';
import { VALID_QUOTE } from './sample-quote.js';

const HOUR_MS = 60 * 60 * 1000;

/** A lead for bulk inserts in tests: the valid quote with some fields replaced. */
export function leadData(overrides: Partial<NewLead> = {}): NewLead {
  return { ...VALID_QUOTE, ...overrides };
}

/** An ISO time the given number of hours before `now`. */
export function hoursAgo(hours: number, now = new Date()): string {
  return new Date(now.getTime() - hours * HOUR_MS).toISOString();
}
