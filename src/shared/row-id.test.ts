import { describe, expect, it } from 'vitest';
import { isNumericId } from './row-id';

describe('isNumericId', () => {
  it('accepts only digits', () => {
    expect(isNumericId('42')).toBe(true);
    expect(isNumericId('4a')).toBe(false);
    expect(isNumericId('')).toBe(false);
    expect(isNumericId('-1')).toBe(false);
  });
});
