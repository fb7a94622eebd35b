import { z } from 'zod';

/**
 * Text both databases store as sent: NUL characters are dropped (never typed on purpose, and
 * PostgreSQL text cannot hold them), and a lone UTF-16 surrogate (broken text from a client)
 * becomes U+FFFD, as encoding it to UTF-8 would; PostgreSQL refuses it inside JSON.
 */
export const storableText = (value: string) =>
  value.replace(/\0/g, '').replace(/\p{Cs}/gu, '\ufffd');

/**
 * The message for a text field that is not a string: left out (or null) is "required";
 * anything else sent (a number, a list) is named for what it is, not called missing.
 */
export function textTypeError(label: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? `${label} is required`
      : `${label} must be text`;
}

/** A trimmed string that must not be blank, with a readable message for each failure. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: textTypeError(label) })
    .overwrite(storableText)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** A trimmed string that may be blank. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .overwrite(storableText)
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
}

export const emailSchema = z
  .string({ error: textTypeError('Email') })
  .overwrite(storableText)
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Email must be a valid email address'))
  .transform((value) => value.toLowerCase());

/** Said of a body that is a list, a number or text where an object of fields was expected. */
export const BODY_NOT_OBJECT_MESSAGE = 'The request body must be a JSON object';

/** Turn zod issues into the `{ field: message }` map the API answers with. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.path.length === 0 && issue.code === 'invalid_type') {
      // zod's own words ("expected object, received array") are not for the people we answer.
      errors.body ??= BODY_NOT_OBJECT_MESSAGE;
      continue;
    }
    const key = issue.path.length > 0 ? issue.path.join('.') : 'body';
    errors[key] ??= issue.message;
  }
  return errors;
}
