import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey, submitFailureDescription } from './submit-quote';

describe('submitFailureDescription', () => {
  it("prefers the server's message", () => {
    expect(submitFailureDescription(new ApiError(429, 'Too many requests'))).toBe(
      'Too many requests Please check your information and try again.',
    );
  });

  it('falls back to the standard text when there is no message', () => {
    expect(submitFailureDescription(new Error(''))).toBe(
      'There was an error submitting your quote request. Please check your information and try again.',
    );
    expect(submitFailureDescription('oops')).toBe(
      'There was an error submitting your quote request. Please check your information and try again.',
    );
  });
});

describe('newIdempotencyKey', () => {
  it('makes a UUID v4 even where randomUUID is missing (plain HTTP)', () => {
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const key = newIdempotencyKey();
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(newIdempotencyKey()).not.toBe(key);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
