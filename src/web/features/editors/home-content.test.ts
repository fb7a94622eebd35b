import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME_CONTENT } from '@shared/default-content';
import { DEFAULT_QUOTE_OPTIONS } from '@shared/quote-options';
import { fillEmptyOptionLists, parseStatCount } from './home-content';

describe('parseStatCount', () => {
  it('parses integers', () => {
    expect(parseStatCount('2847')).toBe(2847);
    expect(parseStatCount(' 12 ')).toBe(12);
    expect(parseStatCount('12.9')).toBe(12);
    expect(parseStatCount('300 homes')).toBe(300);
  });

  it('turns anything not a number into 0', () => {
    expect(parseStatCount('')).toBe(0);
    expect(parseStatCount('abc')).toBe(0);
    expect(parseStatCount('lots')).toBe(0);
  });

  it('keeps the number inside what the server accepts', () => {
    expect(parseStatCount('-5')).toBe(0);
    expect(parseStatCount('999999999999')).toBe(100_000_000);
  });
});

describe('fillEmptyOptionLists', () => {
  it('fills empty lists with the defaults and drops blank entries', () => {
    const content = structuredClone(DEFAULT_HOME_CONTENT);
    content.quoteOptions.property_types = [];
    content.quoteOptions.glazing_types = ['  ', ''];
    content.quoteOptions.window_materials = [' PVC ', '', 'Oak'];
    const filled = fillEmptyOptionLists(content);
    expect(filled.quoteOptions.property_types).toEqual(DEFAULT_QUOTE_OPTIONS.property_types);
    expect(filled.quoteOptions.glazing_types).toEqual(DEFAULT_QUOTE_OPTIONS.glazing_types);
    expect(filled.quoteOptions.window_materials).toEqual(['PVC', 'Oak']);
    expect(filled.quoteOptions.number_of_windows).toEqual(DEFAULT_QUOTE_OPTIONS.number_of_windows);
  });

  it('leaves the rest of the content and the input untouched', () => {
    const content = structuredClone(DEFAULT_HOME_CONTENT);
    content.quoteOptions.preferred_timeframes = [];
    const filled = fillEmptyOptionLists(content);
    expect(content.quoteOptions.preferred_timeframes).toEqual([]);
    expect(filled.hero).toBe(content.hero);
    expect(filled.quoteOptions.preferred_timeframes).toEqual(
      DEFAULT_QUOTE_OPTIONS.preferred_timeframes,
    );
  });
});
