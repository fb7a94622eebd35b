import { X } from 'lucide-react';
import { OWNER_FILTER_LABELS } from '@shared/lead-owner';
import { Select } from '@/components/ui/select';
import { useStaffOwners } from './api/use-lead-owners';

/** The toolbar's Owner filter: anyone, mine and/or unassigned, or one staff member. */
export function OwnerFilterSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (owner: string) => void;
}) {
  const staff = useStaffOwners();
  const options = [
    { value: 'all', label: 'Any owner' },
    { value: 'me_or_none', label: OWNER_FILTER_LABELS.me_or_none },
    { value: 'me', label: OWNER_FILTER_LABELS.me },
    { value: 'none', label: OWNER_FILTER_LABELS.none },
    ...(staff.data ?? []).map((member) => ({ value: String(member.id), label: member.name })),
  ];
  const current = value || 'all';
  if (!options.some((option) => option.value === current)) {
    options.push({ value: current, label: `Owner #${current}` });
  }
  return (
    <Select
      aria-label="Filter by owner"
      value={current}
      onValueChange={onChange}
      options={options}
      className="min-w-[8.5rem] flex-1 sm:w-48 sm:min-w-0 sm:flex-none"
    />
  );
}

/** The lost-reason filter a dashboard link set, with a button to clear it. */
export function LostReasonChip({ reason, onClear }: { reason: string; onClear: () => void }) {
  return (
    <span className="inline-flex h-8 w-fit shrink-0 items-center gap-1 rounded-full bg-slate-100 pl-3 pr-1 text-sm font-medium text-slate-800 ring-1 ring-slate-200">
      Lost: {reason || 'no reason given'}
      <button
        type="button"
        onClick={onClear}
        aria-label="Clear lost reason filter"
        className="rounded-full p-1 hover:bg-slate-200"
      >
        <X aria-hidden className="size-3.5" />
      </button>
    </span>
  );
}

/** A UTM source or campaign filter in force (from the Source card's links), as a chip that removes it. */
export function AttributionChip({
  label,
  value,
  onClear,
}: {
  label: string;
  value: string;
  onClear: () => void;
}) {
  return (
    <span className="inline-flex h-8 w-fit max-w-full shrink-0 items-center gap-1 rounded-full bg-slate-100 pl-3 pr-1 text-sm font-medium text-slate-800 ring-1 ring-slate-200">
      <span className="truncate">
        {label}: {value}
      </span>
      <button
        type="button"
        onClick={onClear}
        aria-label={`Clear ${label.toLowerCase()} filter`}
        className="rounded-full p-1 hover:bg-slate-200"
      >
        <X aria-hidden className="size-3.5" />
      </button>
    </span>
  );
}
