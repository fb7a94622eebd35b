import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Eye, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import { COUNTY_UNKNOWN_TEXT } from '@shared/lead-county';
import { fullName, type LeadRow } from './lead-row';
import { pageSelectionState } from './lead-selection';
import { LeadStatusBadge } from './lead-status-badge';

const COLUMNS = [
  'Lead ID',
  'Contact Info',
  'Url',
  'Property Address',
  'Property Type',
  'Window Type',
  'Number of Windows',
  'Timeframe',
  'Material',
  'Status',
  'Glazing Type',
] as const;

interface LeadTableProps {
  rows: LeadRow[];
  basePath: string;
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  onTogglePage: (on: boolean) => void;
  onDelete: (row: LeadRow) => void;
  /** Shown in place of rows: loading, the list error, or "no leads". */
  emptyText: string;
}

function SelectAll({
  state,
  onChange,
}: {
  state: 'all' | 'some' | 'none';
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
        aria-label="Select all leads on this page"
        checked={state === 'all'}
        onChange={(event) => onChange(event.target.checked)}
      />
    </span>
  );
}

function Cell({ value, className }: { value: string; className?: string }) {
  return <Td className={className}>{value || <span className="text-slate-400">—</span>}</Td>;
}

/** The lead table with the columns of SPEC 2; scrolls sideways on narrow screens. */
export function LeadTable({
  rows,
  basePath,
  selected,
  onToggle,
  onTogglePage,
  onDelete,
  emptyText,
}: LeadTableProps) {
  return (
    <Table aria-label="Leads">
      <TableHead>
        <tr>
          <Th className="w-10">
            <SelectAll
              state={rows.length ? pageSelectionState(selected, rows) : 'none'}
              onChange={onTogglePage}
            />
          </Th>
          {COLUMNS.map((column) => (
            <Th key={column}>{column}</Th>
          ))}
          <Th className="text-right">Actions</Th>
        </tr>
      </TableHead>
      <TableBody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={COLUMNS.length + 2} className="px-4 py-12 text-center text-slate-500">
              {emptyText}
            </td>
          </tr>
        ) : (
          rows.map((row) => {
            const name = fullName(row);
            return (
              <TableRow
                key={row.id}
                data-selected={selected.has(row.id) || undefined}
                className="data-[selected]:bg-brand-50/60"
              >
                <Td>
                  <Checkbox
                    aria-label={`Select lead ${row.id}`}
                    checked={selected.has(row.id)}
                    onChange={(event) => onToggle(row.id, event.target.checked)}
                  />
                </Td>
                <Td className="whitespace-nowrap font-mono text-slate-500">#{row.id}</Td>
                <Td className="min-w-64">
                  <p className="font-semibold text-slate-900">{name}</p>
                  <p className="break-words text-slate-600">{row.email}</p>
                  <p className="whitespace-nowrap text-slate-500">{row.mobile}</p>
                </Td>
                <Td className="whitespace-nowrap">
                  <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                    {row.url_type || '/'}
                  </code>
                </Td>
                <Td className="min-w-48">
                  {row.property_address || <span className="text-slate-400">—</span>}
                  {row.county ? (
                    <p className="text-xs text-slate-500">
                      {row.eircode ? `Co. ${row.county} · ${row.eircode}` : `Co. ${row.county}`}
                    </p>
                  ) : (
                    <p className="text-xs font-medium text-amber-700">
                      {row.eircode
                        ? `${COUNTY_UNKNOWN_TEXT} · ${row.eircode}`
                        : COUNTY_UNKNOWN_TEXT}
                    </p>
                  )}
                </Td>
                <Cell value={row.property_type} className="whitespace-nowrap" />
                <Cell value={row.window_type} className="whitespace-nowrap" />
                <Cell value={row.number_of_windows} className="whitespace-nowrap" />
                <Cell value={row.preferred_timeframe} className="whitespace-nowrap" />
                <Cell value={row.window_material} className="whitespace-nowrap" />
                <Td>
                  <LeadStatusBadge status={row.status} />
                </Td>
                <Cell value={row.glazing_type} className="whitespace-nowrap" />
                <Td className="whitespace-nowrap text-right">
                  <div className="inline-flex gap-1">
                    <Button asChild variant="ghost" size="sm">
                      <Link to={`${basePath}/leads/${row.id}`} aria-label={`View lead ${row.id}`}>
                        <Eye aria-hidden />
                        View
                      </Link>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-600 hover:bg-red-50 hover:text-red-700"
                      onClick={() => onDelete(row)}
                      aria-label={`Delete lead ${row.id}`}
                    >
                      <Trash2 aria-hidden />
                      Delete
                    </Button>
                  </div>
                </Td>
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
