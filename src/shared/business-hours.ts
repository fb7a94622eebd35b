import { dublinWallClock, startOfDublinDay } from './dublin-day.js';

/**
 * Irish business hours for installers' response windows: 08:00 to
 * 20:00 on Dublin's wall clock, Monday to Saturday. Minutes outside them do not count, so a
 * lead sent at 19:30 with a 240-minute window is due at 11:30 the next working morning.
 */
export const BUSINESS_OPEN_HOUR = 8;
export const BUSINESS_CLOSE_HOUR = 20;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The instant the Dublin wall clock reads `hour`:00 on the day that starts at `midnight`. */
function atHour(midnight: number, hour: number): number {
  const guess = midnight + hour * HOUR_MS;
  // On the two days the clocks change (at 01:00 UTC) the day has 23 or 25 hours.
  return guess + (hour - dublinWallClock(new Date(guess)).hour) * HOUR_MS;
}

interface BusinessDay {
  open: number;
  close: number;
  /** Sunday: no business hours at all. */
  closed: boolean;
  /** Midnight starting the next Dublin day. */
  next: number;
}

// Dublin's days begin on whole UTC hours, so every instant of one UTC hour has the same day:
// a submit pays for Intl once an hour, not on every lead.
const dayByHour = new Map<number, BusinessDay>();

function businessDay(instant: number): BusinessDay {
  const hour = Math.floor(instant / HOUR_MS);
  let day = dayByHour.get(hour);
  if (!day) {
    if (dayByHour.size > 10_000) dayByHour.clear();
    day = computeBusinessDay(instant);
    dayByHour.set(hour, day);
  }
  return day;
}

function computeBusinessDay(instant: number): BusinessDay {
  const midnight = startOfDublinDay(new Date(instant)).getTime();
  const { date } = dublinWallClock(new Date(midnight + 12 * HOUR_MS));
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return {
    open: atHour(midnight, BUSINESS_OPEN_HOUR),
    close: atHour(midnight, BUSINESS_CLOSE_HOUR),
    closed: weekday === 0,
    // 30 hours after midnight is always inside the next day, whatever the clocks did.
    next: startOfDublinDay(new Date(midnight + 30 * HOUR_MS)).getTime(),
  };
}

/**
 * The instant `minutes` business minutes after `start`: time before 08:00, after 20:00 and on
 * Sundays is skipped. A start outside business hours counts from the next opening. Real
 * elapsed time is counted, so the clocks changing never adds or removes a minute.
 */
export function addBusinessMinutes(start: Date, minutes: number): Date {
  let remaining = Math.max(0, minutes) * MINUTE_MS;
  let cursor = start.getTime();
  // A window is at most a few weeks of business days; the bound only guards bad input.
  for (let day = 0; day < 3660; day += 1) {
    const today = businessDay(cursor);
    if (!today.closed && cursor < today.close) {
      const from = Math.max(cursor, today.open);
      if (from + remaining <= today.close) return new Date(from + remaining);
      remaining -= today.close - from;
    }
    cursor = today.next;
  }
  return new Date(cursor);
}
