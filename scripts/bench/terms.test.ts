import { describe, expect, it } from 'vitest';
import { Terms } from './terms.js';

/** The bench's search terms: a different one on every request, the same run to run. */
describe('bench search terms', () => {
  it('never repeats a search, however it is spelt, and says when a broad kind runs out', () => {
    const terms = new Terms(50_000);
    const surnames = Array.from({ length: 20 }, () => terms.next('surname'));
    expect(new Set(surnames).size).toBe(20);
    expect(terms.next('surname')).toBeNull();
    const firstNames = Array.from({ length: 20 }, () => terms.next('first-name')!);
    const folded = firstNames.map((name) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
    expect(new Set(folded.map((name) => name.toLowerCase())).size).toBe(20);
  });

  it('gives two apps measured in one run the same requests', () => {
    const a = new Terms(50_000);
    const b = new Terms(50_000);
    const kinds = ['phone', 'email', 'eircode', 'full-name'] as const;
    expect(kinds.map((kind) => a.next(kind))).toEqual(kinds.map((kind) => b.next(kind)));
  });

  it('writes mobiles as people type them', () => {
    const terms = new Terms(50_000);
    const phones = Array.from({ length: 40 }, () => terms.next('phone')!);
    expect(phones.every((phone) => /^(\+353 ?)?[0-9 ]{7,12}$/.test(phone))).toBe(true);
    expect(phones.some((phone) => phone.startsWith('+353 8'))).toBe(true);
  });
});
