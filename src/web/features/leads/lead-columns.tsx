import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Eye, Trash2 } from 'lucide-react';
import { LEAD_FIELD_LABELS } from '@shared/lead-fields';
import { COUNTY_UNKNOWN_TEXT } from '@shared/lead-county';
import type { SortDirection } from '@/components/data-table';
import { RelativeTime } from '@/components/relative-time';
import { TruncatedText } from '@/components/truncated-text';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { LeadOwnerName } from './lead-owner';
import { fullName, type LeadRow } from './lead-row';
import { LeadStatusBadge } from './lead-status-badge';
import { PhoneUnverifiedMark } from './phone-verification-flag';
import { PickAwaitingMark } from './homeowner-pick-flag';

/** What a cell may need beyond its row: the panel's paths and the list's actions. */
export interface LeadCellContext {
  basePath: string;
  onDelete: (row: LeadRow) => void;
  submittedSort: SortDirection | null;
  onSortSubmitted: () => void;
}

/**
 * One column of the lead table. `pin` keeps it in view while the table scrolls sideways
 * (pinned columns cannot be hidden); the others can be hidden from the Columns menu.
 */
export interface LeadColumn {
  id: string;
  /** The header text (SPEC 2's names for SPEC's columns). */
  header: string;
  cell: (row: LeadRow, context: LeadCellContext) => ReactNode;
  /** Width, wrapping and, for a pinned column, its offset from its edge. */
  className?: string;
  pin?: 'left' | 'right';
  align?: 'left' | 'right';
  /** Sortable on the server: the header sorts by it. */
  sortable?: boolean;
}

/** The next action's label and when it is due (date and time); overdue reads in red. */
export function NextActionText({ row }: { row: LeadRow }) {
  if (!row.nextActionAt) return null;
  const overdue = Date.parse(row.nextActionAt) < Date.now();
  return (
    <span className={overdue ? 'text-red-700' : 'text-slate-700'}>
      <span className="break-words">{row.nextActionLabel || 'Next action'}</span>{' '}
      <time dateTime={row.nextActionAt} className="whitespace-nowrap">
        {overdue ? 'was due ' : 'due '}
        {formatDateTime(row.nextActionAt)}
      </time>
    </span>
  );
}

function NextActionCell({ row }: { row: LeadRow }) {
  return row.nextActionAt ? <NextActionText row={row} /> : <Blank />;
}

function Blank() {
  return <span className="text-slate-500">—</span>;
}

/** A plain text field: blank shows a dash; long text wraps within the column's width. */
function fieldColumn(
  id: keyof typeof LEAD_FIELD_LABELS & keyof LeadRow,
  className = 'min-w-32 max-w-48',
): LeadColumn {
  return {
    id,
    header: LEAD_FIELD_LABELS[id].column,
    className,
    cell: (row) => (row[id] ? <span className="break-words">{row[id]}</span> : <Blank />),
  };
}

export function NameLink({ row, basePath }: { row: LeadRow; basePath: string }) {
  const name = fullName(row);
  return (
    <Link
      to={`${basePath}/leads/${row.id}`}
      title={name}
      className="block truncate font-semibold text-brand-700 hover:underline"
    >
      {name}
    </Link>
  );
}

/** The county, or the flag that it is not known; the Eircode under it when there is one. */
export function County({ row }: { row: LeadRow }) {
  return (
    <span className="flex flex-col">
      {row.county ? (
        <span className="whitespace-nowrap">{row.county}</span>
      ) : (
        <span className="text-xs font-medium text-amber-800">{COUNTY_UNKNOWN_TEXT}</span>
      )}
      {row.eircode ? (
        <span className="whitespace-nowrap text-xs text-slate-500">{row.eircode}</span>
      ) : null}
    </span>
  );
}

export function LeadActions({ row, context }: { row: LeadRow; context: LeadCellContext }) {
  return (
    <div className="inline-flex gap-1">
      <Button asChild variant="ghost" size="sm" className="px-2">
        <Link to={`${context.basePath}/leads/${row.id}`} aria-label={`View lead ${row.id}`}>
          <Eye aria-hidden />
          View
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="px-2 text-red-700 hover:bg-red-50 hover:text-red-800"
        onClick={() => context.onDelete(row)}
        aria-label={`Delete lead ${row.id}`}
      >
        <Trash2 aria-hidden />
        Delete
      </Button>
    </div>
  );
}

// The pinned columns' widths, so each pinned cell knows where the one beside it ends.
const ACTIONS_WIDTH = 'w-[10.5rem] min-w-[10.5rem]';
const STATUS_RIGHT = 'right-[10.5rem]';

/**
 * The lead table's columns, in order: SPEC 2's columns with SPEC's header texts, plus Name,
 * County, Submitted, Owner and Next action. One entry per column: a new column (Owner, Next action) is one more
 * entry here.
 */
export const LEAD_TABLE_COLUMNS: LeadColumn[] = [
  {
    id: 'name',
    header: 'Name',
    pin: 'left',
    className: 'left-10 w-44 min-w-44 max-w-44 border-r border-r-slate-200',
    cell: (row, context) => <NameLink row={row} basePath={context.basePath} />,
  },
  {
    id: 'id',
    header: 'Lead ID',
    className: 'whitespace-nowrap',
    cell: (row) => <span className="font-mono text-slate-600">#{row.id}</span>,
  },
  {
    id: 'contact',
    header: 'Contact Info',
    className: 'min-w-48 max-w-60',
    cell: (row) => (
      <>
        <TruncatedText text={row.email} className="text-slate-700" />
        <span className="block whitespace-nowrap text-slate-600">{row.mobile}</span>
        <PhoneUnverifiedMark row={row} />
        <PickAwaitingMark row={row} />
      </>
    ),
  },
  {
    id: 'submitted',
    header: 'Submitted',
    className: 'whitespace-nowrap',
    sortable: true,
    cell: (row) => <RelativeTime iso={row.submittedAt} />,
  },
  {
    id: 'owner',
    header: 'Owner',
    className: 'min-w-32 max-w-44',
    cell: (row) => <LeadOwnerName row={row} icon={false} />,
  },
  {
    id: 'next_action',
    header: 'Next action',
    className: 'min-w-36 max-w-48',
    cell: (row) => <NextActionCell row={row} />,
  },
  {
    id: 'url_type',
    header: LEAD_FIELD_LABELS.url_type.column,
    className: 'whitespace-nowrap',
    cell: (row) => (
      <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">{row.url_type || '/'}</code>
    ),
  },
  fieldColumn('property_address', 'min-w-44 max-w-56'),
  { id: 'county', header: 'County', cell: (row) => <County row={row} /> },
  fieldColumn('property_type'),
  fieldColumn('window_type'),
  fieldColumn('number_of_windows', 'whitespace-nowrap'),
  fieldColumn('preferred_timeframe'),
  fieldColumn('window_material'),
  fieldColumn('glazing_type'),
  {
    id: 'status',
    header: 'Status',
    pin: 'right',
    className: `${STATUS_RIGHT} w-32 min-w-32 border-l border-l-slate-200`,
    cell: (row) => <LeadStatusBadge status={row.status} />,
  },
  {
    id: 'actions',
    header: 'Actions',
    pin: 'right',
    align: 'right',
    className: `right-0 ${ACTIONS_WIDTH} whitespace-nowrap py-2`,
    cell: (row, context) => <LeadActions row={row} context={context} />,
  },
];

/** The columns a person may hide: every one that is not pinned. */
export const HIDEABLE_LEAD_COLUMNS = LEAD_TABLE_COLUMNS.filter((column) => !column.pin);
