import { endOfDublinDay, startOfDublinDay } from '../../shared/dublin-day.js';
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

/** Hours since today's Irish midnight. */
export function hoursSinceDublinMidnight(now = new Date()): number {
  return (now.getTime() - startOfDublinDay(now).getTime()) / HOUR_MS;
}

/**
 * When the Irish day ends within `marginMs`, waits until the next one has begun: a test that
 * counts "today" must not see the day change between writing its leads and reading them.
 */
export async function clearOfDublinMidnight(marginMs: number): Promise<void> {
  const left = endOfDublinDay().getTime() - Date.now();
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
}
