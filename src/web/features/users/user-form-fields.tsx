import { Controller, useFormContext } from 'react-hook-form';
import { ROLE_IDS } from '@shared/roles';
import type { UserEdit } from '@shared/user-schema';
import { Field } from '@/components/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';

/** The fields both user forms hold; the add form has no Active switch. */
export type UserFormValues = UserEdit;

export const EMPTY_USER_FORM: UserFormValues = {
  name: '',
  email: '',
  password: '',
  role_id: ROLE_IDS.user,
  phone: '',
  department: '',
  is_active: true,
};

/** The fields a server message may be put under (a 422, or a 409 for a taken e-mail). */
export const USER_FORM_FIELDS = [
  'name',
  'email',
  'password',
  'role_id',
  'phone',
  'department',
] as const;

const ROLE_OPTIONS = [
  { value: String(ROLE_IDS.admin), label: 'Admin' },
  { value: String(ROLE_IDS.manager), label: 'Manager' },
  { value: String(ROLE_IDS.user), label: 'User' },
];

/** The fields of the add and edit forms, inside the form's FormProvider. */
export function UserFormFields({ mode }: { mode: 'add' | 'edit' }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<UserFormValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Name" required error={errors.name?.message} className="sm:col-span-2">
        {(field) => <Input autoComplete="off" {...field} {...register('name')} />}
      </Field>
      <Field label="Email" required error={errors.email?.message} className="sm:col-span-2">
        {(field) => <Input type="email" autoComplete="off" {...field} {...register('email')} />}
      </Field>
      <Field
        label={mode === 'add' ? 'Password' : 'New password'}
        required={mode === 'add'}
        error={errors.password?.message}
        className="sm:col-span-2"
      >
        {(field) => (
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={mode === 'add' ? 'At least 8 characters' : 'Leave blank to keep it'}
            {...field}
            {...register('password')}
          />
        )}
      </Field>
      <Field label="Role" error={errors.role_id?.message}>
        {(field) => (
          <Controller
            control={control}
            name="role_id"
            render={({ field: { value, onChange } }) => (
              <Select
                id={field.id}
                value={String(value)}
                options={ROLE_OPTIONS}
                onValueChange={(roleId) => onChange(Number(roleId))}
              />
            )}
          />
        )}
      </Field>
      <Field label="Phone" error={errors.phone?.message}>
        {(field) => <Input type="tel" {...field} {...register('phone')} />}
      </Field>
      <Field label="Department" error={errors.department?.message} className="sm:col-span-2">
        {(field) => <Input {...field} {...register('department')} />}
      </Field>
      {mode === 'edit' ? (
        <Controller
          control={control}
          name="is_active"
          render={({ field: { value, onChange } }) => (
            <div className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-3 sm:col-span-2">
              <div>
                <Label htmlFor="user-active">Active</Label>
                <p className="text-xs text-slate-500">Inactive users cannot sign in.</p>
              </div>
              <Switch id="user-active" checked={value} onCheckedChange={onChange} />
            </div>
          )}
        />
      ) : null}
    </div>
  );
}
