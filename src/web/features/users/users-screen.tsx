import { useMemo, useState } from 'react';
import { UserPlus } from 'lucide-react';
import type { User } from '@shared/user-schema';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/error-message';
import { useProfile } from '@/lib/profile';
import { toast } from '@/lib/toast';
import { useDeleteUser } from './api/use-delete-user';
import { useUpdateUser } from './api/use-update-user';
import { useUsers } from './api/use-users';
import { AddUserDialog } from './add-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { EMPTY_FILTERS, filterUsers } from './user-filters';
import { UserStatCards } from './user-stats';
import { UsersTable } from './users-table';
import { UsersToolbar } from './users-toolbar';

export function UsersScreen() {
  const usersQuery = useUsers();
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();
  const users = useMemo(() => usersQuery.data ?? [], [usersQuery.data]);
  const profile = useProfile();
  const currentUserId = profile ? Number(profile.id) : null;
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);

  const visible = useMemo(() => filterUsers(users, filters), [users, filters]);

  async function toggleActive(user: User) {
    try {
      await updateUser.mutateAsync({ id: user.id, changes: { is_active: !user.is_active } });
      toast.success(user.is_active ? 'User deactivated' : 'User activated');
    } catch (caught) {
      toast.error('Failed to update user', errorMessage(caught));
    }
  }

  async function remove(user: User) {
    try {
      await deleteUser.mutateAsync(user.id);
      toast.success('User deleted successfully');
    } catch (caught) {
      toast.error('Failed to delete user', errorMessage(caught));
    }
  }

  let emptyText = 'No users match your filters.';
  if (users.length === 0 && usersQuery.isFetching) emptyText = 'Loading users…';
  else if (users.length === 0 && usersQuery.isError) emptyText = 'Failed to fetch users';

  return (
    <div className="space-y-6">
      <PageHeader
        title="User Management"
        description="Staff accounts, roles and access to the back office."
        actions={
          <Button onClick={() => setAdding(true)}>
            <UserPlus /> Add User
          </Button>
        }
      />
      <UserStatCards users={users} />
      <UsersToolbar filters={filters} onChange={setFilters} />
      <UsersTable
        users={visible}
        currentUserId={currentUserId}
        emptyText={emptyText}
        onEdit={setEditing}
        onToggleActive={(user) => void toggleActive(user)}
        onDelete={setDeleting}
      />
      <AddUserDialog open={adding} onOpenChange={setAdding} />
      <EditUserDialog key={editing?.id ?? 'none'} user={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete User"
        description={
          deleting
            ? `Delete ${deleting.name} (${deleting.email})? They will no longer be able to sign in. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete User"
        destructive
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </div>
  );
}
