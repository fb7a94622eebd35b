import { createContext, useContext } from 'react';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { set } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrors } from '@shared/text-schema';

/** Validation messages of the content being edited, by path (`features.items.2.title`). */
export type ContentErrors = Record<string, string>;

const EditorErrors = createContext<ContentErrors>({});
export const EditorErrorsProvider = EditorErrors.Provider;

export function useFieldError(path: string | undefined): string | undefined {
  const errors = useContext(EditorErrors);
  return path ? errors[path] : undefined;
}

/**
 * The form's check on save: the same shared schema the server applies, to the content as it
 * will be sent (after `prepare`). The form keeps its own values; only the messages are used.
 */
export function preparedResolver<C extends FieldValues>(
  schema: z.ZodType,
  prepare?: (content: C) => C,
): Resolver<C> {
  return (values) => {
    const result = schema.safeParse(prepare ? prepare(values) : values);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [path, message] of Object.entries(fieldErrors(result.error))) {
      set(errors, path, { type: 'schema', message });
    }
    return { values: {}, errors: errors as FieldErrors<C> };
  };
}

/** Nested form errors as messages by path (`features.items.2.title`). */
export function flattenErrors(errors: FieldErrors, prefix = ''): ContentErrors {
  const flat: ContentErrors = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as FieldError).message;
    if (typeof message === 'string') flat[path] = message;
    else Object.assign(flat, flattenErrors(value as FieldErrors, path));
  }
  return flat;
}

const ITEM_NAMES: Record<string, string> = {
  'features.items': 'Feature',
  'values.items': 'Value',
  'steps.items': 'Step',
  'benefits.items': 'Benefit',
};

/** "Feature 3: Title is required", so the toast says where the problem is. */
export function describeError(path: string, message: string): string {
  const match = /^(\w+\.items)\.(\d+)\./.exec(path);
  const name = match ? ITEM_NAMES[match[1]!] : undefined;
  return name ? `${name} ${Number(match![2]) + 1}: ${message}` : message;
}
