import { MoreHorizontal, Pencil, Power, Trash2 } from 'lucide-react';
import { roleName, ROLE_LABELS } from '@shared/roles';
import type { User } from '@shared/user-schema';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import { formatDate } from '@/lib/format-date';
import { lastLoginLabel } from './last-login';

const ROLE_TONES: Record<ReturnType<typeof roleName>, BadgeTone> = {
  admin: 'purple',
  manager: 'blue',
  user: 'neutral',
};

interface UsersTableProps {
  users: User[];
  /** The signed-in admin: their own row offers neither Deactivate nor Delete. */
  currentUserId: number | null;
  /** Shown in place of rows when there are none: loading, an error or no match. */
  emptyText: string;
  onEdit: (user: User) => void;
  onToggleActive: (user: User) => void;
  onDelete: (user: User) => void;
}

export function UsersTable({
  users,
  currentUserId,
  emptyText,
  onEdit,
  onToggleActive,
  onDelete,
}: UsersTableProps) {
  return (
    <Table>
      <TableHead>
        <tr>
          <Th>User</Th>
          <Th>Role</Th>
          <Th>Status</Th>
          <Th>Department</Th>
          <Th>Last Login</Th>
          <Th>Created</Th>
          <Th className="text-right">Actions</Th>
        </tr>
      </TableHead>
      <TableBody>
        {users.length === 0 ? (
          <tr>
            <Td colSpan={7} className="py-10 text-center text-slate-500">
              {emptyText}
            </Td>
          </tr>
        ) : (
          users.map((user) => (
            <TableRow key={user.id} data-testid={`user-row-${user.id}`}>
              <Td className="min-w-48">
                <div className="font-medium text-slate-900">{user.name}</div>
                <div className="text-slate-500">{user.email}</div>
              </Td>
              <Td>
                <Badge tone={ROLE_TONES[roleName(user.role_id)]}>
                  {ROLE_LABELS[roleName(user.role_id)]}
                </Badge>
              </Td>
              <Td>
                <Badge tone={user.is_active ? 'green' : 'red'}>
                  {user.is_active ? 'Active' : 'Inactive'}
                </Badge>
              </Td>
              <Td>{user.department || <span className="text-slate-400">—</span>}</Td>
              <Td className="whitespace-nowrap">{lastLoginLabel(user.last_login_at)}</Td>
              <Td className="whitespace-nowrap">{formatDate(user.created_at)}</Td>
              <Td className="text-right">
                <DropdownMenu
                  trigger={
                    <Button variant="ghost" size="icon" aria-label={`Actions for ${user.name}`}>
                      <MoreHorizontal />
                    </Button>
                  }
                >
                  <DropdownMenuItem onSelect={() => onEdit(user)}>
                    <Pencil aria-hidden className="size-4" /> Edit User
                  </DropdownMenuItem>
                  {user.id === currentUserId ? null : (
                    <>
                      <DropdownMenuItem onSelect={() => onToggleActive(user)}>
                        <Power aria-hidden className="size-4" />
                        {user.is_active ? 'Deactivate' : 'Activate'}
                      </DropdownMenuItem>
                      <DropdownMenuItem destructive onSelect={() => onDelete(user)}>
                        <Trash2 aria-hidden className="size-4" /> Delete User
                      </DropdownMenuItem>
                    </>
                  )}
                </DropdownMenu>
              </Td>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
