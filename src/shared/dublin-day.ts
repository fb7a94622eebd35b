/**
 * The business runs on Irish time: "today" (dashboards, partners' daily caps, the back office's
 * last-login labels) starts at midnight in Dublin, wherever the server or the viewer is.
 */
export const BUSINESS_TIME_ZONE = 'Europe/Dublin';

// Made once: building a DateTimeFormat costs far more than using one.
const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far (ms) Dublin's wall clock is ahead of UTC at an instant: 0 in winter, 1 h in summer. */
function dublinOffsetMs(instant: number): number {
  const parts = wallClock.formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * Midnight of the Dublin day containing `now`, as a UTC instant. On the days the clocks
 * change, midnight keeps the offset that held at midnight, not the one in force now.
 */
export function startOfDublinDay(now: Date = new Date()): Date {
  const offsetNow = dublinOffsetMs(now.getTime());
  const wallNow = new Date(now.getTime() + offsetNow);
  const midnightWall = Date.UTC(
    wallNow.getUTCFullYear(),
    wallNow.getUTCMonth(),
    wallNow.getUTCDate(),
  );
  return new Date(midnightWall - dublinOffsetMs(midnightWall - offsetNow));
}

const DAY_MS = 86_400_000;

/** Whole Dublin calendar days from `from` to `to`: 0 on the same day, 1 from the day before. */
export function dublinDaysBetween(from: Date, to: Date): number {
  const start = startOfDublinDay(from).getTime();
  // Days of 23 or 25 hours (the clocks changing) still count as one.
  return Math.round((startOfDublinDay(to).getTime() - start) / DAY_MS);
}

/**
 * Midnight at the end of the Dublin day containing `now` (the next day's start), as a UTC
 * instant: 23, 24 or 25 hours after startOfDublinDay.
 */
export function endOfDublinDay(now: Date = new Date()): Date {
  // 30 hours after midnight is always inside the next day, whatever the clocks did.
  return startOfDublinDay(new Date(startOfDublinDay(now).getTime() + 30 * 3_600_000));
}

/** The Dublin calendar date (YYYY-MM-DD) and wall-clock hour at an instant. */
export function dublinWallClock(now: Date = new Date()): { date: string; hour: number } {
  const parts = wallClock.formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const pad = (value: string) => value.padStart(2, '0');
  return {
    date: `${get('year')}-${pad(get('month'))}-${pad(get('day'))}`,
    hour: Number(get('hour')),
  };
}

const HOUR_MS = 3_600_000;
/** Dublin's offset per UTC hour (the clocks change on the hour), so a million rows ask Intl rarely. */
const offsetByHour = new Map<number, number>();

function dublinOffsetAt(instant: number): number {
  const hour = Math.floor(instant / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    if (offsetByHour.size > 100_000) offsetByHour.clear();
    offset = dublinOffsetMs(hour * HOUR_MS);
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** An instant (ms) as Dublin's wall clock with its offset, ISO 8601 to the second. */
function dublinIsoAt(instant: number): string {
  const offset = dublinOffsetAt(instant);
  const minutes = Math.abs(offset) / 60_000;
  const sign = offset < 0 ? '-' : '+';
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${new Date(instant + offset).toISOString().slice(0, 19)}${sign}${hh}:${mm}`;
}

/** UTC text as the database stores it (toISOString): 2026-07-01T08:05:09.123Z. */
const STORED_UTC = /^\d{4}-\d\d-\d\dT\d\d:[0-5]\d:[0-5]\d\.\d{3}Z$/;
/**
 * Dublin's date, hour and offset per UTC hour of stored text:
 * '2026-07-01T08' → ['2026-07-01T09', '+01:00'].
 */
const wallHours = new Map<string, readonly [string, string]>();

/**
 * An instant as Dublin's wall clock with its offset, ISO 8601 to the second:
 * 2026-11-26T08:00:00+00:00, 2026-07-01T09:00:00+01:00. Text that is not a time is returned as it is.
 */
export function dublinIsoTime(iso: string): string {
  // Dublin's offset is whole hours, so stored text keeps its minutes and seconds and one
  // answer per UTC hour serves all of them (an export writes two times in each of a million rows).
  if (STORED_UTC.test(iso)) {
    const hour = iso.slice(0, 13);
    let wall = wallHours.get(hour);
    if (wall === undefined) {
      const instant = Date.parse(`${hour}:00:00Z`);
      if (Number.isNaN(instant)) return iso;
      const text = dublinIsoAt(instant);
      if (wallHours.size > 100_000) wallHours.clear();
      wall = [text.slice(0, 13), text.slice(19)];
      wallHours.set(hour, wall);
    }
    return `${wall[0]}${iso.slice(13, 19)}${wall[1]}`;
  }
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? iso : dublinIsoAt(instant);
}

/**
 * An instant as a date whose UTC fields read Dublin's wall clock: what a spreadsheet date cell
 * (which has no time zone) should show.
 */
export function dublinWallClockDate(iso: string): Date | null {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? null : new Date(instant + dublinOffsetAt(instant));
}

/**
 * A Dublin wall-clock time typed by staff (`YYYY-MM-DDTHH:mm`, as a datetime-local input gives
 * it) as a UTC instant. When the clocks go back the earlier of the two instants is meant; a
 * time the clocks skip (01:00-01:59 on the last Sunday of March), or text that is not a time,
 * gives null.
 */
export function dublinWallTimeToInstant(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  for (const offset of [dublinOffsetMs(wall - HOUR_MS), dublinOffsetMs(wall)]) {
    const instant = wall - offset;
    if (dublinOffsetMs(instant) === offset) return new Date(instant);
  }
  return null;
}

/** An instant as the Dublin wall clock in a datetime-local input's form (`YYYY-MM-DDTHH:mm`). */
export function dublinWallTimeOf(instant: Date): string {
  return dublinIsoTime(instant.toISOString()).slice(0, 16);
}
