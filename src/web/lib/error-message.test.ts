import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage, fieldErrors } from './error-message';

describe('errorMessage', () => {
  it("uses the server's message, else the fallback", () => {
    expect(errorMessage(new ApiError(409, 'Email already exists'))).toBe('Email already exists');
    expect(errorMessage(new ApiError(500, '  '), 'Failed to fetch users')).toBe(
      'Failed to fetch users',
    );
    expect(errorMessage('boom', 'Failed')).toBe('Failed');
  });

  it('reads field messages only from API errors', () => {
    expect(fieldErrors(new ApiError(422, 'Invalid', { email: 'Taken' }))).toEqual({
      email: 'Taken',
    });
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});
