import { describe, expect, it } from 'vitest';
import { formatMinutes, formatRelative } from './format-date';

describe('formatMinutes', () => {
  it('reads as minutes, hours or days', () => {
    expect(formatMinutes(null)).toBe('—');
    expect(formatMinutes(44.6)).toBe('45 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(150)).toBe('2 h 30 min');
    expect(formatMinutes(60 * 24)).toBe('1 day');
    expect(formatMinutes(60 * 24 * 3.2)).toBe('3 days');
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-06-30T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  it('says how long ago', () => {
    expect(formatRelative(ago(0), now)).toBe('just now');
    expect(formatRelative(ago(5), now)).toBe('5 min ago');
    expect(formatRelative(ago(180), now)).toBe('3 h ago');
    expect(formatRelative(ago(60 * 24), now)).toBe('yesterday');
    expect(formatRelative(ago(60 * 24 * 3), now)).toBe('3 days ago');
    expect(formatRelative('nonsense', now)).toBe('—');
  });
});
