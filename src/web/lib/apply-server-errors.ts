import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrors } from '@/lib/error-message';

/** Put the server's per-field messages (a 422, or a 409 for a taken e-mail) under their fields. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  for (const [name, message] of Object.entries(fieldErrors(error))) {
    if ((fields as readonly string[]).includes(name)) {
      setError(name as Path<T>, { type: 'server', message });
    }
  }
}
