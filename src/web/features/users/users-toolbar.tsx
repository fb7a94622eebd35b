import { Search } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import {
  ROLE_FILTER_OPTIONS,
  STATUS_FILTER_OPTIONS,
  type RoleFilter,
  type StatusFilter,
  type UserFilters,
} from './user-filters';

interface UsersToolbarProps {
  filters: UserFilters;
  onChange: (filters: UserFilters) => void;
}

export function UsersToolbar({ filters, onChange }: UsersToolbarProps) {
  return (
    <Card className="flex flex-col gap-3 p-4 md:flex-row md:items-center">
      <div className="relative flex-1">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          type="search"
          aria-label="Search users"
          placeholder="Search name, email, department"
          className="pl-9"
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex">
        <Select
          aria-label="Filter by role"
          className="md:w-40"
          value={filters.role}
          options={ROLE_FILTER_OPTIONS}
          onValueChange={(role) => onChange({ ...filters, role: role as RoleFilter })}
        />
        <Select
          aria-label="Filter by status"
          className="md:w-40"
          value={filters.status}
          options={STATUS_FILTER_OPTIONS}
          onValueChange={(status) => onChange({ ...filters, status: status as StatusFilter })}
        />
      </div>
    </Card>
  );
}
