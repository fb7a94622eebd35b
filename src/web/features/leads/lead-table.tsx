import { Link } from 'react-router';
import { Eye, Trash2 } from 'lucide-react';
import { LEAD_FIELD_LABELS } from '@shared/lead-fields';
import { COUNTY_UNKNOWN_TEXT } from '@shared/lead-county';
import type { DataTableColumn, SortDirection } from '@/components/data-table';
import { RelativeTime } from '@/components/relative-time';
import { ResponsiveList } from '@/components/responsive-list';
import { TruncatedText } from '@/components/truncated-text';
import { Button } from '@/components/ui/button';
import type { ReactNode } from 'react';
import { fullName, type LeadRow } from './lead-row';
import { LeadStatusBadge } from './lead-status-badge';
import { LeadOwnerName } from './lead-owner';

interface LeadTableProps {
  rows: LeadRow[];
  basePath: string;
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  onTogglePage: (on: boolean) => void;
  onDelete: (row: LeadRow) => void;
  /** The Submitted column's order, and a click on its header. */
  submittedSort: SortDirection;
  onSortSubmitted: () => void;
  /** Leads whose secondary fields are open under their row. */
  opened: ReadonlySet<string>;
  onToggleOpened: (id: string) => void;
  /** Shown in place of rows: loading, the list error, or "no leads". */
  empty: ReactNode;
  busy?: boolean;
}

/** The fields a person reads less often: they open under the row, under their column names. */
const SECONDARY_FIELDS = [
  'url_type',
  'property_address',
  'property_type',
  'window_type',
  'number_of_windows',
  'preferred_timeframe',
  'window_material',
  'glazing_type',
] as const;

const ROW_FIELD = {
  url_type: 'url_type',
  property_address: 'property_address',
  property_type: 'property_type',
  window_type: 'window_type',
  number_of_windows: 'number_of_windows',
  preferred_timeframe: 'preferred_timeframe',
  window_material: 'window_material',
  glazing_type: 'glazing_type',
} as const satisfies Record<(typeof SECONDARY_FIELDS)[number], keyof LeadRow>;

function Blank() {
  return <span className="text-slate-400">—</span>;
}

/** The county, or the flag that it is not known; the Eircode under it when there is one. */
function County({ row }: { row: LeadRow }) {
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

function LeadDetails({ row }: { row: LeadRow }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
      <div className="min-w-0">
        <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Lead ID</dt>
        <dd className="font-mono text-slate-700">#{row.id}</dd>
      </div>
      {SECONDARY_FIELDS.map((field) => (
        <div key={field} className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {LEAD_FIELD_LABELS[field].column}
          </dt>
          <dd className="break-words text-slate-700">
            {field === 'url_type' ? (
              <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">
                {row.url_type || '/'}
              </code>
            ) : (
              row[ROW_FIELD[field]] || <Blank />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Actions({
  row,
  basePath,
  onDelete,
}: {
  row: LeadRow;
  basePath: string;
  onDelete: (row: LeadRow) => void;
}) {
  return (
    <div className="inline-flex gap-1">
      <Button asChild variant="ghost" size="sm" className="px-2">
        <Link to={`${basePath}/leads/${row.id}`} aria-label={`View lead ${row.id}`}>
          <Eye aria-hidden />
          View
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="px-2 text-red-700 hover:bg-red-50 hover:text-red-800"
        onClick={() => onDelete(row)}
        aria-label={`Delete lead ${row.id}`}
      >
        <Trash2 aria-hidden />
        Delete
      </Button>
    </div>
  );
}

function NameLink({ row, basePath }: { row: LeadRow; basePath: string }) {
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

/**
 * The lead list: on wide screens a table whose scanned columns fit without a sideways scroll
 * (the rest open under each row), on phones one card per lead.
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
  opened,
  onToggleOpened,
  empty,
  busy,
}: LeadTableProps) {
  const columns: DataTableColumn<LeadRow>[] = [
    {
      id: 'name',
      header: 'Name',
      className: 'w-[22%] max-w-0',
      cell: (row) => (
        <>
          <NameLink row={row} basePath={basePath} />
          <span className="font-mono text-xs text-slate-500">#{row.id}</span>
        </>
      ),
    },
    {
      id: 'contact',
      header: 'Contact Info',
      className: 'w-[26%] max-w-0',
      cell: (row) => (
        <>
          <TruncatedText text={row.email} className="text-slate-700" />
          <span className="block whitespace-nowrap text-slate-500">{row.mobile}</span>
        </>
      ),
    },
    { id: 'county', header: 'County', cell: (row) => <County row={row} /> },
    {
      id: 'submitted',
      header: 'Submitted',
      className: 'whitespace-nowrap',
      sort: { direction: submittedSort, onSort: onSortSubmitted },
      cell: (row) => <RelativeTime iso={row.submittedAt} />,
    },
    {
      id: 'owner',
      header: 'Owner',
      className: 'w-[13%] max-w-0',
      cell: (row) => <LeadOwnerName row={row} icon={false} />,
    },
    { id: 'status', header: 'Status', cell: (row) => <LeadStatusBadge status={row.status} /> },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      className: 'whitespace-nowrap py-2',
      cell: (row) => <Actions row={row} basePath={basePath} onDelete={onDelete} />,
    },
  ];

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
      expanded={{
        render: (row) => <LeadDetails row={row} />,
        isOpen: (id) => opened.has(id),
        onToggle: onToggleOpened,
        toggleLabel: (row) => `Details of lead ${row.id}`,
      }}
      renderCard={(row) => (
        <div className="flex flex-col gap-2">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <NameLink row={row} basePath={basePath} />
              <span className="font-mono text-xs text-slate-500">#{row.id}</span>
            </div>
            <LeadStatusBadge status={row.status} />
          </div>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <County row={row} />
            <RelativeTime iso={row.submittedAt} />
            <LeadOwnerName row={row} />
          </div>
          <div className="-ml-2">
            <Actions row={row} basePath={basePath} onDelete={onDelete} />
          </div>
        </div>
      )}
    />
  );
}
