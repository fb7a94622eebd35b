import { ROLE_IDS, roleName, type RoleName } from '@shared/roles';
import type { User } from '@shared/user-schema';

export type RoleFilter = 'all' | RoleName;
/** Pending is offered as a filter; no account is ever pending, so it matches none. */
export type StatusFilter = 'all' | 'active' | 'inactive' | 'pending';

export interface UserFilters {
  search: string;
  role: RoleFilter;
  status: StatusFilter;
}

export const EMPTY_FILTERS: UserFilters = { search: '', role: 'all', status: 'all' };

export const ROLE_FILTER_OPTIONS = [
  { value: 'all', label: 'All Roles' },
  { value: 'admin', label: 'Admin' },
  { value: 'manager', label: 'Manager' },
  { value: 'user', label: 'User' },
];

export const STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'All Status' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'pending', label: 'Pending' },
];

/** Search matches name, e-mail and department, ignoring case. */
export function filterUsers(users: readonly User[], filters: UserFilters): User[] {
  const needle = filters.search.trim().toLowerCase();
  return users.filter((user) => {
    if (filters.role !== 'all' && roleName(user.role_id) !== filters.role) return false;
    if (filters.status === 'pending') return false;
    if (filters.status !== 'all' && user.status !== filters.status) return false;
    if (needle === '') return true;
    return [user.name, user.email, user.department].some((field) =>
      (field ?? '').toLowerCase().includes(needle),
    );
  });
}

export interface UserStats {
  total: number;
  active: number;
  admins: number;
  managers: number;
}

export function userStats(users: readonly User[]): UserStats {
  return {
    total: users.length,
    active: users.filter((user) => user.is_active).length,
    admins: users.filter((user) => user.role_id === ROLE_IDS.admin).length,
    managers: users.filter((user) => user.role_id === ROLE_IDS.manager).length,
  };
}
