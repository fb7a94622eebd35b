import { describe, expect, it } from 'vitest';
import {
  dublinDaysBetween,
  dublinIsoTime,
  dublinWallClockDate,
  startOfDublinDay,
} from './dublin-day.js';

const midnight = (now: string) => startOfDublinDay(new Date(now)).toISOString();

describe('startOfDublinDay', () => {
  it('is 00:00 UTC in winter and 23:00 UTC the day before in summer', () => {
    expect(midnight('2026-01-15T12:00:00Z')).toBe('2026-01-15T00:00:00.000Z');
    expect(midnight('2026-07-15T12:00:00Z')).toBe('2026-07-14T23:00:00.000Z');
    // 23:30 UTC on 14 July is already 15 July in Dublin.
    expect(midnight('2026-07-14T23:30:00Z')).toBe('2026-07-14T23:00:00.000Z');
    expect(midnight('2026-07-14T22:30:00Z')).toBe('2026-07-13T23:00:00.000Z');
  });

  it('keeps the offset of midnight on the day the clocks go forward (29 March 2026)', () => {
    // Midnight was still GMT; the clocks went forward at 01:00 UTC.
    expect(midnight('2026-03-29T00:30:00Z')).toBe('2026-03-29T00:00:00.000Z');
    expect(midnight('2026-03-29T12:00:00Z')).toBe('2026-03-29T00:00:00.000Z');
    expect(midnight('2026-03-29T23:30:00Z')).toBe('2026-03-29T23:00:00.000Z');
  });

  it('keeps the offset of midnight on the day the clocks go back (25 October 2026)', () => {
    // Midnight was still IST (23:00 UTC the day before); the clocks went back at 01:00 UTC.
    expect(midnight('2026-10-25T00:30:00Z')).toBe('2026-10-24T23:00:00.000Z');
    expect(midnight('2026-10-25T12:00:00Z')).toBe('2026-10-24T23:00:00.000Z');
    expect(midnight('2026-10-25T23:59:00Z')).toBe('2026-10-24T23:00:00.000Z');
    expect(midnight('2026-10-26T00:00:00Z')).toBe('2026-10-26T00:00:00.000Z');
  });
});

describe('dublinDaysBetween', () => {
  const days = (from: string, to: string) => dublinDaysBetween(new Date(from), new Date(to));

  it('counts Dublin calendar days, not 24-hour spans', () => {
    expect(days('2026-11-22T00:00:00Z', '2026-11-22T23:59:00Z')).toBe(0);
    expect(days('2026-11-21T23:59:00Z', '2026-11-22T00:01:00Z')).toBe(1);
    // 23:30 UTC on 14 July is already 15 July in Dublin.
    expect(days('2026-07-14T23:30:00Z', '2026-07-15T09:00:00Z')).toBe(0);
    expect(days('2026-07-14T22:30:00Z', '2026-07-15T09:00:00Z')).toBe(1);
  });

  it('counts a day of 23 or 25 hours as one', () => {
    expect(days('2026-03-28T12:00:00Z', '2026-03-30T12:00:00Z')).toBe(2);
    expect(days('2026-10-24T12:00:00Z', '2026-10-26T12:00:00Z')).toBe(2);
  });
});

describe('dublinIsoTime', () => {
  it('writes Dublin wall clock time with its offset, winter and summer', () => {
    expect(dublinIsoTime('2026-11-26T08:00:00.000Z')).toBe('2026-11-26T08:00:00+00:00');
    expect(dublinIsoTime('2026-07-01T08:00:00.000Z')).toBe('2026-07-01T09:00:00+01:00');
    // Late on 30 June UTC is already 1 July in Dublin.
    expect(dublinIsoTime('2026-06-30T23:30:15.123Z')).toBe('2026-07-01T00:30:15+01:00');
  });

  it('changes offset exactly when the clocks do (01:00 UTC, 29 March and 25 October 2026)', () => {
    expect(dublinIsoTime('2026-03-29T00:59:59.000Z')).toBe('2026-03-29T00:59:59+00:00');
    expect(dublinIsoTime('2026-03-29T01:00:00.000Z')).toBe('2026-03-29T02:00:00+01:00');
    expect(dublinIsoTime('2026-10-25T00:59:59.000Z')).toBe('2026-10-25T01:59:59+01:00');
    expect(dublinIsoTime('2026-10-25T01:00:00.000Z')).toBe('2026-10-25T01:00:00+00:00');
  });

  it('leaves text that is not a time as it is', () => {
    expect(dublinIsoTime('')).toBe('');
    expect(dublinIsoTime('soon')).toBe('soon');
    expect(dublinIsoTime('2026-07-01T08:61:00.000Z')).toBe('2026-07-01T08:61:00.000Z');
    expect(dublinIsoTime('2026-07-01T25:00:00.000Z')).toBe('2026-07-01T25:00:00.000Z');
  });

  it('writes times of one UTC hour alike, stored or written another way', () => {
    // Seconds and minutes of one hour, the second remembering the first's hour.
    expect(dublinIsoTime('2026-07-01T08:00:00.000Z')).toBe('2026-07-01T09:00:00+01:00');
    expect(dublinIsoTime('2026-07-01T08:59:59.999Z')).toBe('2026-07-01T09:59:59+01:00');
    // Not as toISOString writes it: parsed as it is.
    expect(dublinIsoTime('2026-07-01T08:15:00Z')).toBe('2026-07-01T09:15:00+01:00');
    expect(dublinIsoTime('2026-07-01T08:15:00.000+01:00')).toBe('2026-07-01T08:15:00+01:00');
  });

  it('gives a spreadsheet date whose UTC fields are Dublin time', () => {
    expect(dublinWallClockDate('2026-07-01T08:00:00.000Z')?.toISOString()).toBe(
      '2026-07-01T09:00:00.000Z',
    );
    expect(dublinWallClockDate('')).toBeNull();
  });
});
