import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { userCreateSchema, type UserCreate } from '@shared/user-schema';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useCreateUser } from './api/use-create-user';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { EMPTY_USER_FORM, USER_FORM_FIELDS, UserFormFields } from './user-form-fields';
import { toastInvalidUserForm } from './user-form-invalid';

interface AddUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AddUserDialog({ open, onOpenChange }: AddUserDialogProps) {
  const createUser = useCreateUser();
  const form = useForm<z.input<typeof userCreateSchema>, unknown, UserCreate>({
    resolver: zodResolver(userCreateSchema),
    defaultValues: EMPTY_USER_FORM,
  });
  const saving = createUser.isPending;

  function close(next: boolean) {
    if (saving) return;
    if (!next) form.reset(EMPTY_USER_FORM);
    onOpenChange(next);
  }

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await createUser.mutateAsync(values);
        toast.success('User added successfully');
        form.reset(EMPTY_USER_FORM);
        onOpenChange(false);
      } catch (error) {
        applyServerErrors(error, USER_FORM_FIELDS, form.setError);
        toast.error('Failed to add user', errorMessage(error));
      }
    },
    (errors) =>
      toastInvalidUserForm(form.getValues(), errors, {
        failureTitle: 'Failed to add user',
        passwordRequired: true,
      }),
  );

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
      {/* noValidate: the form's own messages and toast replace the browser's bubbles. */}
      <FormProvider {...form}>
        <form id="add-user-form" noValidate onSubmit={(event) => void submit(event)}>
          <UserFormFields mode="add" />
        </form>
      </FormProvider>
    </Dialog>
  );
}
