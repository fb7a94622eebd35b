import type { ReactNode } from 'react';
import { Download, MapPinOff, Search, Trash2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { STATUS_FILTER_OPTIONS } from './lead-list-params';

interface LeadToolbarProps {
  searchText: string;
  onSearchTextChange: (value: string) => void;
  status: string;
  onStatusChange: (value: string) => void;
  followUp: boolean;
  onClearFollowUp: () => void;
  needsCounty: boolean;
  onNeedsCountyChange: (on: boolean) => void;
  selectedCount: number;
  exporting: boolean;
  exportFailed: boolean;
  onExport: () => void;
  deleting: boolean;
  onDeleteSelected: () => void;
  /** More filters after the status (the Owner filter). */
  filters?: ReactNode;
  /** Actions on the selection before Delete Selected (status, assign). */
  bulkActions?: ReactNode;
}

/**
 * The filter card: search, status, the follow-up chip, the Needs county toggle,
 * export and bulk delete.
 */
export function LeadToolbar(props: LeadToolbarProps) {
  const { selectedCount } = props;
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
          className="min-w-0 flex-1 sm:w-44 sm:flex-none"
        />
        {props.filters}
        <Button
          variant="outline"
          aria-pressed={props.needsCounty}
          onClick={() => props.onNeedsCountyChange(!props.needsCounty)}
          className="w-fit shrink-0 aria-pressed:border-amber-300 aria-pressed:bg-amber-50 aria-pressed:text-amber-900"
        >
          <MapPinOff aria-hidden />
          Needs county
        </Button>
        {props.followUp ? (
          <span className="inline-flex h-8 w-fit shrink-0 items-center gap-1 rounded-full bg-amber-50 pl-3 pr-1 text-sm font-medium text-amber-800 ring-1 ring-amber-200">
            Follow-up queue
            <button
              type="button"
              onClick={props.onClearFollowUp}
              aria-label="Clear follow-up queue filter"
              className="rounded-full p-1 hover:bg-amber-100"
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-start gap-2 sm:ml-auto">
        {props.bulkActions}
        <div className="flex flex-col items-start">
          <Button
            variant="outline"
            onClick={props.onExport}
            disabled={props.exporting}
            className="h-9 px-3 sm:h-10 sm:px-4"
          >
            <Download aria-hidden />
            {selectedCount > 0 ? 'Export Selected' : 'Export Filtered'}
          </Button>
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
