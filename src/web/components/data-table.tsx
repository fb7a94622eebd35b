import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronDown, ChevronRight } from 'lucide-react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';

export type SortDirection = 'asc' | 'desc';

export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes for this column's cells (width, wrapping, alignment). */
  className?: string;
  /** Classes for the header cell only. */
  headerClassName?: string;
  align?: 'left' | 'right';
  /**
   * Kept in view while the table scrolls sideways. The column's className gives its offset
   * from that edge (`left-10`, `right-0`) and a fixed width, so the next pinned one can follow.
   */
  pin?: 'left' | 'right';
  /** A sortable column: its current direction (null when the list is sorted by another). */
  sort?: { direction: SortDirection | null; onSort: () => void };
}

export interface DataTableSelection<Row> {
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
  /** The accessible name of one row's checkbox ("Select lead 12"). */
  rowLabel: (row: Row) => string;
  /** The accessible name of the header checkbox ("Select all leads on this page"). */
  allLabel: string;
}

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  selection?: DataTableSelection<Row>;
  /** Secondary fields shown under a row when it is opened; adds a toggle column. */
  expanded?: {
    render: (row: Row) => ReactNode;
    isOpen: (id: string) => boolean;
    onToggle: (id: string) => void;
    /** The accessible name of one row's toggle ("Details of lead 12"). */
    toggleLabel: (row: Row) => string;
  };
  /** Shown in place of rows (loading, error, nothing found): in the visible width. */
  empty?: ReactNode;
  busy?: boolean;
  /**
   * The scroll box's height limit, so the header stays put while the rows scroll
   * (default: the window's height less the page's header).
   */
  maxHeightClassName?: string;
}

function SelectAll({
  state,
  label,
  onChange,
}: {
  state: 'all' | 'some' | 'none';
  label: string;
  onChange: (on: boolean) => void;
}) {
  // The shared Checkbox takes no ref, so the "some selected" dash is set through a wrapper.
  const wrapper = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const input = wrapper.current?.querySelector('input');
    if (input) input.indeterminate = state === 'some';
  }, [state]);
  return (
    <span ref={wrapper} className="inline-flex">
      <Checkbox
        aria-label={label}
        checked={state === 'all'}
        onChange={(event) => onChange(event.target.checked)}
      />
    </span>
  );
}

function SortButton({
  header,
  direction,
  onSort,
}: {
  header: ReactNode;
  direction: SortDirection | null;
  onSort: () => void;
}) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onSort}
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase tracking-wide hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {header}
      <Icon
        aria-hidden
        className={cn('size-3.5', direction ? 'text-slate-900' : 'text-slate-400')}
      />
    </button>
  );
}

const STICKY_HEAD = 'sticky top-0 z-20 bg-slate-50';
const STICKY_FIRST = 'sticky left-0 z-10 bg-inherit';
/** A pinned cell: above the cells that scroll under it, with their row's background. */
const PINNED_CELL = 'sticky z-10 bg-inherit';
const PINNED_HEAD = 'z-30';

/**
 * The one list table of the back office: the header row and the select column stay put
 * while the rows scroll; secondary fields may open under a row; the empty state sits in
 * the visible width instead of the middle of a wide table.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  selection,
  expanded,
  empty,
  busy,
  maxHeightClassName = 'max-h-[calc(100dvh-14rem)]',
}: DataTableProps<Row>) {
  const selectedOnPage = selection
    ? rows.filter((row) => selection.selected.has(rowKey(row))).length
    : 0;
  const pageState =
    rows.length === 0 || selectedOnPage === 0
      ? 'none'
      : selectedOnPage === rows.length
        ? 'all'
        : 'some';
  const leadColumns = (selection ? 1 : 0) + (expanded ? 1 : 0);
  const columnCount = columns.length + leadColumns;

  return (
    <div
      aria-busy={busy || undefined}
      className={cn(
        'w-full overflow-hidden rounded-xl border border-slate-200 bg-white',
        busy && 'opacity-70 transition-opacity',
      )}
    >
      <div className={cn('w-full overflow-auto', rows.length > 0 && maxHeightClassName)}>
        <table
          aria-label={label}
          className="w-full border-separate border-spacing-0 text-left text-sm"
        >
          <thead className="text-xs uppercase tracking-wide text-slate-500">
            <tr>
              {selection ? (
                <th
                  scope="col"
                  className={cn(
                    STICKY_HEAD,
                    'left-0 z-30 w-10 border-b border-slate-200 px-3 py-3',
                  )}
                >
                  <SelectAll
                    state={pageState}
                    label={selection.allLabel}
                    onChange={selection.onToggleAll}
                  />
                </th>
              ) : null}
              {expanded ? (
                <th
                  scope="col"
                  className={cn(STICKY_HEAD, 'w-8 border-b border-slate-200 px-1 py-3')}
                >
                  <span className="sr-only">Details</span>
                </th>
              ) : null}
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={
                    column.sort?.direction === 'asc'
                      ? 'ascending'
                      : column.sort?.direction === 'desc'
                        ? 'descending'
                        : undefined
                  }
                  className={cn(
                    STICKY_HEAD,
                    'whitespace-nowrap border-b border-slate-200 px-3 py-3 font-semibold',
                    column.align === 'right' && 'text-right',
                    column.pin && PINNED_HEAD,
                    column.className,
                    column.headerClassName,
                  )}
                >
                  {column.sort ? (
                    <SortButton
                      header={column.header}
                      direction={column.sort.direction}
                      onSort={column.sort.onSort}
                    />
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          {rows.length > 0 ? (
            <tbody>
              {rows.map((row) => {
                const id = rowKey(row);
                const isSelected = selection?.selected.has(id) ?? false;
                const isOpen = expanded?.isOpen(id) ?? false;
                return (
                  <Fragment key={id}>
                    <tr
                      data-selected={isSelected || undefined}
                      className="bg-white hover:bg-slate-50 data-[selected]:bg-brand-50 data-[selected]:[&_.text-slate-500]:text-slate-600"
                    >
                      {selection ? (
                        <td
                          className={cn(
                            STICKY_FIRST,
                            'border-b border-slate-100 px-3 py-3 align-top',
                          )}
                        >
                          <Checkbox
                            aria-label={selection.rowLabel(row)}
                            checked={isSelected}
                            onChange={(event) => selection.onToggle(id, event.target.checked)}
                          />
                        </td>
                      ) : null}
                      {expanded ? (
                        <td className="border-b border-slate-100 px-1 py-2 align-top">
                          <button
                            type="button"
                            aria-expanded={isOpen}
                            aria-label={expanded.toggleLabel(row)}
                            onClick={() => expanded.onToggle(id)}
                            className="inline-flex size-7 items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                          >
                            {isOpen ? (
                              <ChevronDown aria-hidden className="size-4" />
                            ) : (
                              <ChevronRight aria-hidden className="size-4" />
                            )}
                          </button>
                        </td>
                      ) : null}
                      {columns.map((column) => (
                        <td
                          key={column.id}
                          className={cn(
                            'border-b border-slate-100 px-3 py-3 align-top text-slate-700',
                            column.align === 'right' && 'text-right',
                            column.pin && PINNED_CELL,
                            column.className,
                          )}
                        >
                          {column.cell(row)}
                        </td>
                      ))}
                    </tr>
                    {expanded && isOpen ? (
                      <tr className="bg-slate-50/70">
                        <td colSpan={columnCount} className="border-b border-slate-100 px-4 py-3">
                          {expanded.render(row)}
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          ) : null}
        </table>
      </div>
      {rows.length === 0 ? empty : null}
    </div>
  );
}
