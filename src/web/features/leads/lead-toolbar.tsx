import type { ReactNode } from 'react';
import { Download, FileSpreadsheet, ListFilter, MapPinOff, Search, Trash2, X } from 'lucide-react';
import {
  LEAD_QUEUE_FILTER_LABELS,
  LEAD_QUEUE_FILTERS,
  type LeadQueueFilter,
} from '@shared/lead-schema';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuLabel,
} from '@/components/ui/dropdown-menu';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { STATUS_FILTER_OPTIONS } from './lead-list-params';

interface LeadToolbarProps {
  searchText: string;
  onSearchTextChange: (value: string) => void;
  status: string;
  onStatusChange: (value: string) => void;
  /** The queue filter in force (one at a time), and a change of it (undefined clears it). */
  filter: LeadQueueFilter | undefined;
  onFilterChange: (filter: LeadQueueFilter | undefined) => void;
  /** The Columns menu, shown beside the export on wide screens (the table's columns). */
  columnMenu?: ReactNode;
  selectedCount: number;
  exporting: boolean;
  exportFailed: boolean;
  onExport: () => void;
  /** The same rows as an Excel workbook. */
  onExportXlsx: () => void;
  deleting: boolean;
  onDeleteSelected: () => void;
  /** More filters after the status (the Owner filter). */
  filters?: ReactNode;
  /** Actions on the selection before Delete Selected (status, assign). */
  bulkActions?: ReactNode;
}

/** Every queue filter, so a filter added to LEAD_QUEUE_FILTER_LABELS appears here by itself. */
function FilterMenu({
  filter,
  onFilterChange,
}: Pick<LeadToolbarProps, 'filter' | 'onFilterChange'>) {
  return (
    <DropdownMenu
      align="start"
      trigger={
        <Button variant="outline" className="w-fit shrink-0">
          <ListFilter aria-hidden />
          Filters
        </Button>
      }
    >
      <DropdownMenuLabel>Show only</DropdownMenuLabel>
      {LEAD_QUEUE_FILTERS.map((value) => (
        <DropdownMenuCheckboxItem
          key={value}
          checked={filter === value}
          onCheckedChange={(checked) => onFilterChange(checked ? value : undefined)}
        >
          {LEAD_QUEUE_FILTER_LABELS[value]}
        </DropdownMenuCheckboxItem>
      ))}
    </DropdownMenu>
  );
}

/** The filter in force as a chip that removes it. */
function FilterChip({ label, onClear }: { label: string; onClear: () => void }) {
  // On phones a chip takes a line of its own, so the status select keeps its width.
  return (
    <div className="shrink-0 max-sm:basis-full">
      <span className="inline-flex h-8 w-fit shrink-0 items-center gap-1 rounded-full bg-amber-50 pl-3 pr-1 text-sm font-medium text-amber-800 ring-1 ring-amber-200">
        {label}
        <button
          type="button"
          onClick={onClear}
          aria-label={`Clear ${label.toLowerCase()} filter`}
          className="rounded-full p-1 hover:bg-amber-100"
        >
          <X aria-hidden className="size-3.5" />
        </button>
      </span>
    </div>
  );
}

/**
 * The filter card: search, status, the queue filters (a menu, the one in force as a chip,
 * Needs county also as a toggle), the Columns menu, export and bulk delete.
 */
export function LeadToolbar(props: LeadToolbarProps) {
  const { selectedCount, filter, onFilterChange } = props;
  const needsCounty = filter === 'needs_county';
  return (
    <Card className="flex flex-wrap items-start gap-2 p-3 sm:gap-3 sm:p-4">
      <div className="flex min-w-0 flex-[999_1_38rem] flex-wrap items-center gap-2 sm:flex-nowrap sm:gap-3">
        <div className="relative min-w-0 basis-full sm:flex-1 sm:basis-auto">
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            type="search"
            aria-label="Search leads"
            placeholder="Search by name, email, mobile, or URL"
            value={props.searchText}
            onChange={(event) => props.onSearchTextChange(event.target.value)}
            className="pl-9"
          />
        </div>
        <Select
          aria-label="Filter by status"
          value={props.status}
          onValueChange={props.onStatusChange}
          options={STATUS_FILTER_OPTIONS}
          className="min-w-0 basis-full sm:w-44 sm:flex-none sm:basis-auto"
        />
        <FilterMenu filter={filter} onFilterChange={onFilterChange} />
        {props.filters}
        <Button
          variant="outline"
          aria-pressed={needsCounty}
          onClick={() => onFilterChange(needsCounty ? undefined : 'needs_county')}
          className="w-fit shrink-0 aria-pressed:border-amber-300 aria-pressed:bg-amber-50 aria-pressed:text-amber-900"
        >
          <MapPinOff aria-hidden />
          Needs county
        </Button>
        {/* Needs county shows as its pressed toggle, so it needs no chip. */}
        {filter && !needsCounty ? (
          <FilterChip
            label={LEAD_QUEUE_FILTER_LABELS[filter]}
            onClear={() => onFilterChange(undefined)}
          />
        ) : null}
      </div>
      <div className="flex flex-wrap items-start gap-2 sm:ml-auto">
        {props.bulkActions}
        {props.columnMenu ? <div className="hidden md:block">{props.columnMenu}</div> : null}
        <div className="flex flex-col items-start">
          <div className="flex gap-2">
            <Button
              variant="outline"
              onClick={props.onExport}
              disabled={props.exporting}
              title="CSV"
              className="h-9 px-3 sm:h-10 sm:px-4"
            >
              <Download aria-hidden />
              {selectedCount > 0 ? 'Export Selected' : 'Export Filtered'}
            </Button>
            <Button
              variant="outline"
              onClick={props.onExportXlsx}
              disabled={props.exporting}
              aria-label="Export to Excel"
              title="Excel (.xlsx)"
              className="h-9 px-3 sm:h-10 sm:px-4"
            >
              <FileSpreadsheet aria-hidden />
              Excel
            </Button>
          </div>
          {props.exportFailed ? (
            <p role="alert" className="mt-1 text-sm text-red-600">
              Export failed
            </p>
          ) : null}
        </div>
        <Button
          variant="destructive"
          onClick={props.onDeleteSelected}
          disabled={selectedCount === 0 || props.deleting}
          className="h-9 px-3 sm:h-10 sm:px-4"
        >
          <Trash2 aria-hidden />
          Delete Selected ({selectedCount})
        </Button>
      </div>
    </Card>
  );
}
