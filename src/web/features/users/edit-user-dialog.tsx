import { useEffect, useState, type FormEvent } from 'react';
import type { User } from '@shared/user-schema';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import {
  EMPTY_USER_FORM,
  hasRequiredFields,
  UserFormFields,
  userFieldErrors,
  type UserFieldErrors,
  type UserFormValues,
} from './user-form-fields';
import { useUsersStore, type UserChanges } from './users-store';

function formValuesOf(user: User): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    password: '',
    roleId: String(user.role_id),
    phone: user.phone ?? '',
    department: user.department ?? '',
    isActive: user.is_active,
  };
}

/** Only what changed, so an admin saving their own unchanged role is never refused. */
export function userChanges(user: User, values: UserFormValues): UserChanges {
  const changes: UserChanges = {};
  const name = values.name.trim();
  const email = values.email.trim();
  if (name !== user.name) changes.name = name;
  if (email.toLowerCase() !== user.email.toLowerCase()) changes.email = email;
  if (Number(values.roleId) !== user.role_id) changes.role_id = Number(values.roleId);
  if (values.phone.trim() !== (user.phone ?? '')) changes.phone = values.phone.trim();
  if (values.department.trim() !== (user.department ?? ''))
    changes.department = values.department.trim();
  if (values.isActive !== user.is_active) changes.is_active = values.isActive;
  if (values.password !== '') changes.password = values.password;
  return changes;
}

interface EditUserDialogProps {
  user: User | null;
  onClose: () => void;
}

export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const updateUser = useUsersStore((state) => state.updateUser);
  const [values, setValues] = useState<UserFormValues>(EMPTY_USER_FORM);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<UserFieldErrors>({});

  useEffect(() => {
    if (user) setValues(formValuesOf(user));
    setErrors({});
  }, [user]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    if (!hasRequiredFields(values, false)) {
      toast.error('Please fill in required fields');
      return;
    }
    const changes = userChanges(user, values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      await updateUser(user.id, changes);
      toast.success('User updated successfully');
      onClose();
    } catch (error) {
      setErrors(userFieldErrors(error));
      toast.error('Failed to update user', error instanceof Error ? error.message : undefined);
    } finally {
      setSaving(false);
    }
  }

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
      <form id="edit-user-form" noValidate onSubmit={(event) => void submit(event)}>
        <UserFormFields mode="edit" values={values} onChange={setValues} errors={errors} />
      </form>
    </Dialog>
  );
}
