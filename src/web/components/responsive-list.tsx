import type { ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { DataTable, type DataTableProps } from './data-table';
import { useMediaQuery, WIDE_LIST_QUERY } from './use-media-query';

export interface ResponsiveListProps<Row> extends DataTableProps<Row> {
  /** One row as a card on a phone: its name, state and actions. */
  renderCard: (row: Row) => ReactNode;
}

/**
 * A list that is a table on wide screens and a column of cards on phones, so nothing a
 * person needs hides behind a sideways scroll. The selection works in both.
 */
export function ResponsiveList<Row>({ renderCard, ...table }: ResponsiveListProps<Row>) {
  const wide = useMediaQuery(WIDE_LIST_QUERY);
  if (wide) return <DataTable {...table} />;

  const { label, rows, rowKey, selection, empty, busy } = table;
  return (
    <div aria-busy={busy || undefined} className={cn(busy && 'opacity-70 transition-opacity')}>
      {selection && rows.length > 0 ? (
        <label className="mb-2 flex items-center gap-2 px-1 text-sm text-slate-600">
          <Checkbox
            checked={rows.every((row) => selection.selected.has(rowKey(row)))}
            onChange={(event) => selection.onToggleAll(event.target.checked)}
          />
          {selection.allLabel}
        </label>
      ) : null}
      {rows.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white">{empty}</div>
      ) : (
        <ul aria-label={label} className="flex flex-col gap-3">
          {rows.map((row) => {
            const id = rowKey(row);
            const isSelected = selection?.selected.has(id) ?? false;
            return (
              <li
                key={id}
                data-selected={isSelected || undefined}
                className="flex min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm data-[selected]:border-brand-300 data-[selected]:bg-brand-50 data-[selected]:[&_.text-slate-500]:text-slate-600"
              >
                {selection ? (
                  <Checkbox
                    className="mt-1 shrink-0"
                    aria-label={selection.rowLabel(row)}
                    checked={isSelected}
                    onChange={(event) => selection.onToggle(id, event.target.checked)}
                  />
                ) : null}
                <div className="min-w-0 flex-1">{renderCard(row)}</div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
