import type { FieldErrors } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { UserFormValues } from './user-form-fields';

type RequiredValues = Pick<UserFormValues, 'name' | 'email' | 'password'>;

/** Name, e-mail and (on add) password left blank: the form asks for the required fields. */
export function missesRequiredFields(values: RequiredValues, passwordRequired: boolean): boolean {
  const blank = (value: string | undefined) => (value ?? '').trim() === '';
  return blank(values.name) || blank(values.email) || (passwordRequired && blank(values.password));
}

/**
 * What the add and edit forms say when their checks refuse a submit: blank required fields get
 * "Please fill in required fields", anything else the form's failure toast with the first message.
 */
export function toastInvalidUserForm(
  values: RequiredValues,
  errors: FieldErrors,
  { failureTitle, passwordRequired }: { failureTitle: string; passwordRequired: boolean },
): void {
  if (missesRequiredFields(values, passwordRequired)) {
    toast.error('Please fill in required fields');
    return;
  }
  const first = Object.values(errors)[0]?.message;
  toast.error(failureTitle, typeof first === 'string' ? first : undefined);
}
