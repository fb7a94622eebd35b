import { useId } from 'react';
import { ROLE_IDS } from '@shared/roles';
import { Input } from '@/components/ui/input';
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

interface UserFormFieldsProps {
  values: UserFormValues;
  onChange: (values: UserFormValues) => void;
  mode: 'add' | 'edit';
}

export function UserFormFields({ values, onChange, mode }: UserFormFieldsProps) {
  const id = useId();
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const required = <span className="text-red-600"> *</span>;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-name`}>Name{required}</Label>
        <Input
          id={`${id}-name`}
          autoComplete="off"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
        />
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-email`}>Email{required}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
        />
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
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-role`}>Role</Label>
        <Select
          id={`${id}-role`}
          value={values.roleId}
          options={ROLE_OPTIONS}
          onValueChange={(roleId) => set('roleId', roleId)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-phone`}>Phone</Label>
        <Input
          id={`${id}-phone`}
          type="tel"
          value={values.phone}
          onChange={(event) => set('phone', event.target.value)}
        />
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-department`}>Department</Label>
        <Input
          id={`${id}-department`}
          value={values.department}
          onChange={(event) => set('department', event.target.value)}
        />
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
