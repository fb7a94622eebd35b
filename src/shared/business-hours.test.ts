import { describe, expect, it } from 'vitest';
import { addBusinessMinutes } from './business-hours.js';

const due = (start: string, minutes: number) =>
  addBusinessMinutes(new Date(start), minutes).toISOString();

describe('response windows in Irish business hours (08:00-20:00 Dublin, Monday to Saturday)', () => {
  it('counts straight through inside one day (winter: Dublin is UTC)', () => {
    // Thursday 26 November 2026, 09:15.
    expect(due('2026-11-26T09:15:00Z', 240)).toBe('2026-11-26T13:15:00.000Z');
  });

  it('summer time: 08:00-20:00 Dublin is 07:00-19:00 UTC', () => {
    // Wednesday 1 July 2026, 17:00 Dublin (16:00 UTC): 3 hours today, 1 from 08:00 tomorrow.
    expect(due('2026-07-01T16:00:00Z', 240)).toBe('2026-07-02T08:00:00.000Z');
  });

  it('stops the clock at 20:00 and starts it again at 08:00', () => {
    // 19:30: 30 minutes today, 210 from 08:00 Friday.
    expect(due('2026-11-26T19:30:00Z', 240)).toBe('2026-11-27T11:30:00.000Z');
    // Ending exactly at closing time.
    expect(due('2026-11-26T16:00:00Z', 240)).toBe('2026-11-26T20:00:00.000Z');
  });

  it('a lead after 20:00 or before 08:00 counts from the next opening', () => {
    expect(due('2026-11-26T21:10:00Z', 240)).toBe('2026-11-27T12:00:00.000Z');
    expect(due('2026-11-27T03:00:00Z', 240)).toBe('2026-11-27T12:00:00.000Z');
    expect(due('2026-11-27T07:59:59Z', 1)).toBe('2026-11-27T08:01:00.000Z');
    // Just after midnight in summer (23:30 UTC is 00:30 Dublin the next day).
    expect(due('2026-07-01T23:30:00Z', 60)).toBe('2026-07-02T08:00:00.000Z');
  });

  it('skips Sundays: Saturday evening runs on into Monday morning', () => {
    // Saturday 28 November 2026, 18:00: 2 hours Saturday, none Sunday, 2 Monday.
    expect(due('2026-11-28T18:00:00Z', 240)).toBe('2026-11-30T10:00:00.000Z');
    // Sent on a Sunday afternoon: due Monday at noon.
    expect(due('2026-11-29T15:00:00Z', 240)).toBe('2026-11-30T12:00:00.000Z');
  });

  it('spans several nights when the window is longer than a day', () => {
    // 30 business hours from Monday 09:00: 11 Monday, 12 Tuesday, 7 Wednesday.
    expect(due('2026-11-23T09:00:00Z', 30 * 60)).toBe('2026-11-25T15:00:00.000Z');
  });

  it('is right across the spring change (Sunday 29 March 2026, clocks go forward)', () => {
    // Saturday 28 March, 19:00 GMT: 1 hour Saturday, then Monday 30 March from 08:00 IST
    // (07:00 UTC): 3 hours more.
    expect(due('2026-03-28T19:00:00Z', 240)).toBe('2026-03-30T10:00:00.000Z');
  });

  it('is right across the autumn change (Sunday 25 October 2026, clocks go back)', () => {
    // Saturday 24 October, 18:30 IST (17:30 UTC): 90 minutes Saturday, then Monday 26 October
    // from 08:00 GMT (08:00 UTC): 150 minutes more.
    expect(due('2026-10-24T17:30:00Z', 240)).toBe('2026-10-26T10:30:00.000Z');
  });

  it('on the change days themselves opening and closing follow the wall clock', () => {
    // No hours on those Sundays; the Saturday before and Monday after keep 12 hours each.
    expect(due('2026-03-29T10:00:00Z', 12 * 60)).toBe('2026-03-30T19:00:00.000Z');
    expect(due('2026-10-25T10:00:00Z', 12 * 60)).toBe('2026-10-26T20:00:00.000Z');
  });

  it('0 minutes is the start itself in business hours, else the next opening', () => {
    expect(due('2026-11-26T12:00:00Z', 0)).toBe('2026-11-26T12:00:00.000Z');
    expect(due('2026-11-26T22:00:00Z', 0)).toBe('2026-11-27T08:00:00.000Z');
  });
});
