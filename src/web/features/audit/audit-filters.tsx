import { X } from 'lucide-react';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@shared/audit';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { AuditFilters } from './api/use-audit';

const ALL = 'all';
const ACTION_OPTIONS = [
  { value: ALL, label: 'All actions' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];

interface AuditFiltersProps {
  filters: AuditFilters;
  people: { id: number; name: string }[];
  onChange: (filters: AuditFilters) => void;
}

/** Person, action and a range of days (Irish time, both ends included). */
export function AuditFilterBar({ filters, people, onChange }: AuditFiltersProps) {
  const set = (key: keyof AuditFilters, value: string) =>
    onChange({ ...filters, [key]: value === ALL ? '' : value });
  const personOptions = [
    { value: ALL, label: 'Everyone' },
    ...people.map((person) => ({ value: String(person.id), label: person.name })),
  ];
  const active = Object.values(filters).some(Boolean);
  return (
    <Card className="mb-4 grid grid-cols-2 items-end gap-3 p-3 sm:p-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
      <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
        <Label htmlFor="audit-person">Person</Label>
        <Select
          id="audit-person"
          value={filters.user_id || ALL}
          onValueChange={(value) => set('user_id', value)}
          options={personOptions}
        />
      </div>
      <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
        <Label htmlFor="audit-action">Action</Label>
        <Select
          id="audit-action"
          value={filters.action || ALL}
          onValueChange={(value) => set('action', value)}
          options={ACTION_OPTIONS}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor="audit-from">From</Label>
        <Input
          id="audit-from"
          type="date"
          value={filters.from ?? ''}
          max={filters.to || undefined}
          onChange={(event) => set('from', event.target.value)}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor="audit-to">To</Label>
        <Input
          id="audit-to"
          type="date"
          value={filters.to ?? ''}
          min={filters.from || undefined}
          onChange={(event) => set('to', event.target.value)}
        />
      </div>
      <Button
        variant="ghost"
        className="col-span-2 w-fit lg:col-span-1"
        disabled={!active}
        onClick={() => onChange({})}
      >
        <X aria-hidden />
        Clear filters
      </Button>
    </Card>
  );
}
