import type { ReactNode } from 'react';
import type { DataTableColumn, SortDirection } from '@/components/data-table';
import { RelativeTime } from '@/components/relative-time';
import { ResponsiveList } from '@/components/responsive-list';
import {
  County,
  LEAD_TABLE_COLUMNS,
  LeadActions,
  NameLink,
  NextActionText,
  type LeadCellContext,
} from './lead-columns';
import type { LeadRow } from './lead-row';
import { LeadStatusBadge } from './lead-status-badge';
import { LeadOwnerName } from './lead-owner';
import { PhoneUnverifiedMark } from './phone-verification-flag';
import { PickAwaitingMark } from './homeowner-pick-flag';

interface LeadTableProps {
  rows: LeadRow[];
  basePath: string;
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  onTogglePage: (on: boolean) => void;
  onDelete: (row: LeadRow) => void;
  /** The Submitted column's order, and a click on its header. */
  submittedSort: SortDirection | null;
  onSortSubmitted: () => void;
  /** Columns hidden from the Columns menu (lead-columns.tsx ids). */
  hiddenColumns: ReadonlySet<string>;
  /** Shown in place of rows: loading, the list error, or "no leads". */
  empty: ReactNode;
  busy?: boolean;
}

/**
 * The lead list: on wide screens a table of every column (LEAD_TABLE_COLUMNS) that scrolls
 * sideways inside its card, with the select box and Name pinned left and Status and Actions
 * pinned right; on phones one card per lead.
 */
export function LeadTable({
  rows,
  basePath,
  selected,
  onToggle,
  onTogglePage,
  onDelete,
  submittedSort,
  onSortSubmitted,
  hiddenColumns,
  empty,
  busy,
}: LeadTableProps) {
  const context: LeadCellContext = { basePath, onDelete, submittedSort, onSortSubmitted };
  const columns: DataTableColumn<LeadRow>[] = LEAD_TABLE_COLUMNS.filter(
    (column) => column.pin || !hiddenColumns.has(column.id),
  ).map((column) => ({
    id: column.id,
    header: column.header,
    className: column.className,
    pin: column.pin,
    align: column.align,
    sort: column.sortable ? { direction: submittedSort, onSort: onSortSubmitted } : undefined,
    cell: (row) => column.cell(row, context),
  }));

  return (
    <ResponsiveList
      label="Leads"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      busy={busy}
      empty={empty}
      selection={{
        selected,
        onToggle,
        onToggleAll: onTogglePage,
        rowLabel: (row) => `Select lead ${row.id}`,
        allLabel: 'Select all leads on this page',
      }}
      renderCard={(row) => (
        <div className="flex flex-col gap-2">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <NameLink row={row} basePath={basePath} />
              <span className="font-mono text-xs text-slate-600">#{row.id}</span>
            </div>
            <LeadStatusBadge status={row.status} />
          </div>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <County row={row} />
            <PhoneUnverifiedMark row={row} />
            <PickAwaitingMark row={row} />
            <RelativeTime iso={row.submittedAt} />
            <LeadOwnerName row={row} />
          </div>
          {row.nextActionAt ? (
            <p className="text-sm">
              <NextActionText row={row} />
            </p>
          ) : null}
          <div className="-ml-2">
            <LeadActions row={row} context={context} />
          </div>
        </div>
      )}
    />
  );
}
