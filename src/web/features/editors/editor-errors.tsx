import { createContext, useContext } from 'react';
import { contentSchemas, type PageKind } from '@shared/content-schema';
import { fieldErrors } from '@shared/text-schema';

/** Validation messages of the content being edited, by path (`features.items.2.title`). */
export type ContentErrors = Record<string, string>;

const EditorErrors = createContext<ContentErrors>({});
export const EditorErrorsProvider = EditorErrors.Provider;

export function useFieldError(path: string | undefined): string | undefined {
  const errors = useContext(EditorErrors);
  return path ? errors[path] : undefined;
}

/** The same check the server makes on save (the shared schema), before anything is sent. */
export function contentErrors(kind: PageKind, content: unknown): ContentErrors {
  const result = contentSchemas[kind].safeParse(content);
  return result.success ? {} : fieldErrors(result.error);
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
