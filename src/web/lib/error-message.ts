import { ApiError } from './api-client';

/** The one way to turn a failure into text for a person: the server's message, else the fallback. */
export function errorMessage(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message.trim();
  return fallback;
}

/** The server's per-field messages of a failed save (422, or 409 for a taken e-mail). */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.errors : {};
}
