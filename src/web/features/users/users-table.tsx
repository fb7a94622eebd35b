import { MoreHorizontal, Pencil, Power, Trash2 } from 'lucide-react';
import { roleName, ROLE_LABELS } from '@shared/roles';
import type { User } from '@shared/user-schema';
import type { DataTableColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ResponsiveList } from '@/components/responsive-list';
import { TruncatedText } from '@/components/truncated-text';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuItem } from '@/components/ui/dropdown-menu';
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

function RoleBadge({ user }: { user: User }) {
  return (
    <Badge tone={ROLE_TONES[roleName(user.role_id)]}>{ROLE_LABELS[roleName(user.role_id)]}</Badge>
  );
}

function StatusBadge({ user }: { user: User }) {
  return (
    <Badge tone={user.is_active ? 'green' : 'red'}>{user.is_active ? 'Active' : 'Inactive'}</Badge>
  );
}

export function UsersTable({
  users,
  currentUserId,
  emptyText,
  onEdit,
  onToggleActive,
  onDelete,
}: UsersTableProps) {
  const actions = (user: User) => (
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
  );

  const columns: DataTableColumn<User>[] = [
    {
      id: 'user',
      header: 'User',
      className: 'max-w-64',
      cell: (user) => (
        <>
          <TruncatedText as="div" text={user.name} className="font-medium text-slate-900" />
          <TruncatedText as="div" text={user.email} className="text-slate-500" />
        </>
      ),
    },
    { id: 'role', header: 'Role', cell: (user) => <RoleBadge user={user} /> },
    { id: 'status', header: 'Status', cell: (user) => <StatusBadge user={user} /> },
    {
      id: 'department',
      header: 'Department',
      className: 'max-w-48',
      cell: (user) =>
        user.department ? (
          <TruncatedText text={user.department} lines={2} />
        ) : (
          <span className="text-slate-400">—</span>
        ),
    },
    {
      id: 'last-login',
      header: 'Last Login',
      className: 'whitespace-nowrap',
      cell: (user) => lastLoginLabel(user.last_login_at),
    },
    {
      id: 'created',
      header: 'Created',
      className: 'whitespace-nowrap',
      cell: (user) => formatDate(user.created_at),
    },
    { id: 'actions', header: 'Actions', align: 'right', cell: actions },
  ];

  return (
    <ResponsiveList
      label="Users"
      columns={columns}
      rows={users}
      rowKey={(user) => String(user.id)}
      empty={<EmptyState title={emptyText} />}
      renderCard={(user) => (
        <div data-testid={`user-card-${user.id}`} className="space-y-2 text-sm">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <TruncatedText text={user.name} className="font-medium text-slate-900" />
              <TruncatedText text={user.email} className="text-slate-500" />
            </div>
            <div className="-mr-2 -mt-1 shrink-0">{actions(user)}</div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <RoleBadge user={user} />
            <StatusBadge user={user} />
            {user.department ? (
              <TruncatedText text={user.department} className="text-slate-600" />
            ) : null}
          </div>
          <p className="text-xs text-slate-500">
            Last Login: {lastLoginLabel(user.last_login_at)} · Created {formatDate(user.created_at)}
          </p>
        </div>
      )}
    />
  );
}
