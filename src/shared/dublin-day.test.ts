import { describe, expect, it } from 'vitest';
import { dublinDaysBetween, startOfDublinDay } from './dublin-day.js';

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
