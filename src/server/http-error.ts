import type { z } from 'zod';
import { MAX_ROW_ID } from '../shared/row-id.js';
import { fieldErrors } from '../shared/text-schema.js';

/** The one error type routes throw; the error handler turns it into `{ message, errors }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Extra response headers, such as Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new HttpError(409, message, errors);

export function validationError(errors: Record<string, string>): HttpError {
  const first = Object.values(errors)[0] ?? 'Invalid input';
  return new HttpError(422, first, errors);
}

/** Parse with a shared schema; a failure is a 422 naming each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationError(fieldErrors(result.error));
  return result.data;
}

/** A positive integer id from a route parameter, or a 404 (a non-numeric id names nothing). */
export function parseId(value: unknown, what = 'Record'): number {
  const text = String(value);
  const id = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_ROW_ID) throw notFound(`${what} not found`);
  return id;
}
