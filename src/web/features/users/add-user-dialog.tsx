import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import {
  EMPTY_USER_FORM,
  hasRequiredFields,
  UserFormFields,
  userFieldErrors,
  type UserFieldErrors,
} from './user-form-fields';
import { useUsersStore } from './users-store';

interface AddUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AddUserDialog({ open, onOpenChange }: AddUserDialogProps) {
  const createUser = useUsersStore((state) => state.createUser);
  const [values, setValues] = useState(EMPTY_USER_FORM);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<UserFieldErrors>({});

  function close(next: boolean) {
    if (saving) return;
    if (!next) {
      setValues(EMPTY_USER_FORM);
      setErrors({});
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!hasRequiredFields(values, true)) {
      toast.error('Please fill in required fields');
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      await createUser({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        role_id: Number(values.roleId),
        phone: values.phone.trim(),
        department: values.department.trim(),
      });
      toast.success('User added successfully');
      setValues(EMPTY_USER_FORM);
      onOpenChange(false);
    } catch (error) {
      setErrors(userFieldErrors(error));
      toast.error('Failed to add user', error instanceof Error ? error.message : undefined);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Add User"
      description="Create a staff account. They sign in with this e-mail and password."
      footer={
        <>
          <Button variant="outline" disabled={saving} onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" form="add-user-form" disabled={saving}>
            {saving ? 'Adding...' : 'Add User'}
          </Button>
        </>
      }
    >
      {/* noValidate: the required-fields toast of SPEC 5 replaces the browser's bubbles. */}
      <form id="add-user-form" noValidate onSubmit={(event) => void submit(event)}>
        <UserFormFields mode="add" values={values} onChange={setValues} errors={errors} />
      </form>
    </Dialog>
  );
}
