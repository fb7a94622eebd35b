import { describe, expect, it } from 'vitest';
import { activeCampaign, campaignOf } from './campaign';

describe('campaignOf', () => {
  it.each([
    ['/', null],
    ['/about', null],
    ['/how-it-works', null],
    ['/thank-you', null],
    ['/dublin', 'dublin'],
    ['/dublin/about', 'dublin'],
    ['/dublin/how-it-works', 'dublin'],
    ['/about/x1', 'x1'],
    ['/about-x1', 'x1'],
    ['/how-it-works/x2', 'x2'],
    ['/how-it-works/hiw-x2', 'x2'],
    ['/how-it-works-x3', 'x3'],
    ['/no/such/page', null],
  ])('%s is campaign %s', (path, name) => {
    expect(campaignOf(path)).toBe(name);
  });

  it('applies a campaign only on its own paths', () => {
    const dublin = { name: 'dublin', home: '/dublin', about: null, howItWorks: null };
    expect(activeCampaign('/dublin/about', dublin)).toBe(dublin);
    expect(activeCampaign('/about', dublin)).toBeNull();
    expect(activeCampaign('/cork', dublin)).toBeNull();
  });
});
