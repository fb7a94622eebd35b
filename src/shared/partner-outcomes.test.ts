import { describe, expect, it } from 'vitest';
import {
  allowedOutcomes,
  euroSchema,
  formatEuro,
  outcomeInputSchema,
  parseEuroText,
  portalStatus,
  toCents,
} from './partner-outcomes.js';

describe('euro amounts', () => {
  it('reads what an installer types and holds it to whole cents', () => {
    expect(parseEuroText('€4,250.50')).toBe(4250.5);
    expect(parseEuroText(' 300 ')).toBe(300);
    expect(parseEuroText('')).toBeUndefined();
    expect(parseEuroText('four hundred')).toBeNaN();
    const amount = euroSchema('Quote amount');
    expect(amount.safeParse(0.07).success).toBe(true);
    expect(amount.safeParse(1_000_000).success).toBe(true);
    expect(amount.safeParse(12.345).error?.issues[0]?.message).toMatch(/2 decimal places/);
    expect(amount.safeParse(0).error?.issues[0]?.message).toMatch(/more than €0/);
    expect(amount.safeParse(Number.NaN).success).toBe(false);
    expect(toCents(4250.5)).toBe(425050);
    expect(toCents(0.07)).toBe(7);
    expect(formatEuro(4250.5)).toBe('€4,250.50');
    expect(formatEuro(300)).toBe('€300');
  });

  it('asks a job value for a win but not an amount for a quote', () => {
    expect(outcomeInputSchema.safeParse({ outcome: 'quoted' }).success).toBe(true);
    expect(outcomeInputSchema.safeParse({ outcome: 'won' }).success).toBe(false);
    expect(outcomeInputSchema.safeParse({ outcome: 'lost', lost_reason: 'price' }).success).toBe(
      true,
    );
  });
});

describe('outcome steps and the portal status', () => {
  it('moves forward only; won and lost are final', () => {
    expect(allowedOutcomes(null)).toEqual(['contacted', 'quoted', 'won', 'lost']);
    expect(allowedOutcomes('quoted')).toEqual(['quoted', 'won', 'lost']);
    expect(allowedOutcomes('won')).toEqual(['won']);
    expect(allowedOutcomes('lost')).toEqual(['lost']);
  });

  it('lists new, accepted, quoted, won, lost and declined', () => {
    expect(portalStatus({ response: 'pending', outcome: null })).toBe('new');
    expect(portalStatus({ response: 'declined', outcome: null })).toBe('declined');
    expect(portalStatus({ response: 'accepted', outcome: 'contacted' })).toBe('accepted');
    expect(portalStatus({ response: 'accepted', outcome: 'quoted' })).toBe('quoted');
    expect(portalStatus({ response: 'accepted', outcome: 'won' })).toBe('won');
  });
});
