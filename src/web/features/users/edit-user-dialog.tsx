import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { userEditSchema, type User, type UserEdit, type UserUpdate } from '@shared/user-schema';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useUpdateUser } from './api/use-update-user';
import { applyServerErrors } from '@/lib/apply-server-errors';
import {
  EMPTY_USER_FORM,
  USER_FORM_FIELDS,
  UserFormFields,
  type UserFormValues,
} from './user-form-fields';
import { toastInvalidUserForm } from './user-form-invalid';

function formValuesOf(user: User): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    password: '',
    role_id: user.role_id,
    phone: user.phone ?? '',
    department: user.department ?? '',
    is_active: user.is_active,
  };
}

/** Only what changed, so an admin saving their own unchanged role is never refused. */
export function userChanges(user: User, values: UserEdit): UserUpdate {
  const changes: UserUpdate = {};
  if (values.name !== user.name) changes.name = values.name;
  if (values.email.toLowerCase() !== user.email.toLowerCase()) changes.email = values.email;
  if (values.role_id !== user.role_id) changes.role_id = values.role_id;
  if (values.phone !== (user.phone ?? '')) changes.phone = values.phone;
  if (values.department !== (user.department ?? '')) changes.department = values.department;
  if (values.is_active !== user.is_active) changes.is_active = values.is_active;
  if (values.password !== '') changes.password = values.password;
  return changes;
}

interface EditUserDialogProps {
  /** The account to edit; the screen keys this dialog by it, so each opening starts afresh. */
  user: User | null;
  onClose: () => void;
}

export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const updateUser = useUpdateUser();
  const form = useForm<UserFormValues, unknown, UserEdit>({
    resolver: zodResolver(userEditSchema),
    defaultValues: user ? formValuesOf(user) : EMPTY_USER_FORM,
  });
  const saving = updateUser.isPending;

  const submit = form.handleSubmit(
    async (values) => {
      if (!user) return;
      const changes = userChanges(user, values);
      if (Object.keys(changes).length === 0) {
        onClose();
        return;
      }
      try {
        await updateUser.mutateAsync({ id: user.id, changes });
        toast.success('User updated successfully');
        onClose();
      } catch (error) {
        applyServerErrors(error, USER_FORM_FIELDS, form.setError);
        toast.error('Failed to update user', errorMessage(error));
      }
    },
    (errors) =>
      toastInvalidUserForm(form.getValues(), errors, {
        failureTitle: 'Failed to update user',
        passwordRequired: false,
      }),
  );

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && !saving && onClose()}
      title="Edit User"
      description={user ? `Update ${user.name}'s account.` : undefined}
      footer={
        <>
          <Button variant="outline" disabled={saving} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="edit-user-form" disabled={saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id="edit-user-form" noValidate onSubmit={(event) => void submit(event)}>
          <UserFormFields mode="edit" />
        </form>
      </FormProvider>
    </Dialog>
  );
}
