import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format-date';
import { lastLoginLabel } from './last-login';

// In November Dublin keeps UTC, so these instants are also Irish wall-clock times.
const now = new Date('2026-11-22T09:30:00Z');
const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();

describe('lastLoginLabel', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('says Never when there has been no sign-in', () => {
    expect(lastLoginLabel(null, now)).toBe('Never');
    expect(lastLoginLabel(undefined, now)).toBe('Never');
    expect(lastLoginLabel('not a date', now)).toBe('Never');
  });

  it('says Today for any time earlier the same day, and for clock skew into the future', () => {
    expect(lastLoginLabel(at(22, 0), now)).toBe('Today');
    expect(lastLoginLabel(at(22, 23), now)).toBe('Today');
  });

  it('says Yesterday for the previous calendar day, even under 24 hours ago', () => {
    expect(lastLoginLabel(at(21, 23), now)).toBe('Yesterday');
    expect(lastLoginLabel(at(21, 1), now)).toBe('Yesterday');
  });

  it('counts n-1 days ago up to day 7', () => {
    expect(lastLoginLabel(at(20), now)).toBe('2 days ago');
    expect(lastLoginLabel(at(18), now)).toBe('4 days ago');
    expect(lastLoginLabel(at(16), now)).toBe('6 days ago');
  });

  it('shows the date beyond day 7', () => {
    expect(lastLoginLabel(at(15), now)).toBe(formatDate(at(15)));
    expect(lastLoginLabel(at(15), now)).toMatch(/15 Nov 2026/);
    expect(lastLoginLabel('2025-01-03T10:00:00.000Z', now)).toMatch(/Jan 2025/);
  });

  it('counts Irish days, not the viewer’s', () => {
    // 01:00 in Dublin is still the evening before in New York.
    process.env.TZ = 'America/New_York';
    expect(lastLoginLabel(at(22, 1), now)).toBe('Today');
    expect(lastLoginLabel(at(21, 23), now)).toBe('Yesterday');
    // 23:30 UTC on 14 July is 00:30 on 15 July in Dublin (summer time).
    process.env.TZ = 'UTC';
    expect(lastLoginLabel('2026-07-14T23:30:00Z', new Date('2026-07-15T09:00:00Z'))).toBe('Today');
  });
});
