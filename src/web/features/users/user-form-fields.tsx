import { useId } from 'react';
import { ROLE_IDS } from '@shared/roles';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';

export interface UserFormValues {
  name: string;
  email: string;
  password: string;
  roleId: string;
  phone: string;
  department: string;
  isActive: boolean;
}

export const EMPTY_USER_FORM: UserFormValues = {
  name: '',
  email: '',
  password: '',
  roleId: String(ROLE_IDS.user),
  phone: '',
  department: '',
  isActive: true,
};

const ROLE_OPTIONS = [
  { value: String(ROLE_IDS.admin), label: 'Admin' },
  { value: String(ROLE_IDS.manager), label: 'Manager' },
  { value: String(ROLE_IDS.user), label: 'User' },
];

/** Name, e-mail and password must not be blank (SPEC 5); a new password is optional on edit. */
export function hasRequiredFields(values: UserFormValues, passwordRequired: boolean): boolean {
  const filled = (value: string) => value.trim() !== '';
  return (
    filled(values.name) && filled(values.email) && (!passwordRequired || filled(values.password))
  );
}

/** The server's field messages (422, or 409 for a taken e-mail) by API field name. */
export type UserFieldErrors = Partial<
  Record<'name' | 'email' | 'password' | 'role_id' | 'phone' | 'department', string>
>;

/** Field messages from a failed save, so each shows under its own field too. */
export function userFieldErrors(error: unknown): UserFieldErrors {
  return error instanceof ApiError ? error.errors : {};
}

interface UserFormFieldsProps {
  values: UserFormValues;
  onChange: (values: UserFormValues) => void;
  mode: 'add' | 'edit';
  errors?: UserFieldErrors;
}

export function UserFormFields({ values, onChange, mode, errors = {} }: UserFormFieldsProps) {
  const id = useId();
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const required = <span className="text-red-600"> *</span>;
  /** Links a field to its message for assistive technology. */
  const described = (field: keyof UserFieldErrors) =>
    errors[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` }
      : {};
  const message = (field: keyof UserFieldErrors) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm text-red-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-name`}>Name{required}</Label>
        <Input
          id={`${id}-name`}
          autoComplete="off"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          {...described('name')}
        />
        {message('name')}
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-email`}>Email{required}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          {...described('email')}
        />
        {message('email')}
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-password`}>
          {mode === 'add' ? 'Password' : 'New password'}
          {mode === 'add' ? required : null}
        </Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          placeholder={mode === 'add' ? 'At least 8 characters' : 'Leave blank to keep it'}
          value={values.password}
          onChange={(event) => set('password', event.target.value)}
          {...described('password')}
        />
        {message('password')}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-role`}>Role</Label>
        <Select
          id={`${id}-role`}
          value={values.roleId}
          options={ROLE_OPTIONS}
          onValueChange={(roleId) => set('roleId', roleId)}
        />
        {message('role_id')}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-phone`}>Phone</Label>
        <Input
          id={`${id}-phone`}
          type="tel"
          value={values.phone}
          onChange={(event) => set('phone', event.target.value)}
          {...described('phone')}
        />
        {message('phone')}
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-department`}>Department</Label>
        <Input
          id={`${id}-department`}
          value={values.department}
          onChange={(event) => set('department', event.target.value)}
          {...described('department')}
        />
        {message('department')}
      </div>
      {mode === 'edit' ? (
        <div className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-3 sm:col-span-2">
          <div>
            <Label htmlFor={`${id}-active`}>Active</Label>
            <p className="text-xs text-slate-500">Inactive users cannot sign in.</p>
          </div>
          <Switch
            id={`${id}-active`}
            checked={values.isActive}
            onCheckedChange={(checked) => set('isActive', checked)}
          />
        </div>
      ) : null}
    </div>
  );
}
