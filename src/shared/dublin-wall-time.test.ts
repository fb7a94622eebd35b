import { describe, expect, it } from 'vitest';
import { dublinWallTimeOf, dublinWallTimeToInstant } from './dublin-day.js';

describe('Dublin wall-clock times typed by staff', () => {
  it('reads winter and summer times with their offsets', () => {
    expect(dublinWallTimeToInstant('2026-12-01T09:00')?.toISOString()).toBe(
      '2026-12-01T09:00:00.000Z',
    );
    expect(dublinWallTimeToInstant('2026-07-01T09:00')?.toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    );
    expect(dublinWallTimeOf(new Date('2026-07-01T08:00:00Z'))).toBe('2026-07-01T09:00');
  });
  it('takes the first 01:30 when the clocks go back, refuses one they skip', () => {
    expect(dublinWallTimeToInstant('2026-10-25T01:30')?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(dublinWallTimeToInstant('2026-03-29T01:30')).toBeNull();
  });
  it('refuses what is not a time', () => {
    for (const text of ['2026-02-30T10:00', '2026-12-01 09:00', '2026-12-01T24:00', 'soon']) {
      expect(dublinWallTimeToInstant(text), text).toBeNull();
    }
  });
});
