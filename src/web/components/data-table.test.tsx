import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';
import { EmptyState } from './empty-state';

interface Item {
  id: string;
  name: string;
}

const columns: DataTableColumn<Item>[] = [{ id: 'name', header: 'Name', cell: (row) => row.name }];

describe('DataTable', () => {
  it('selects rows and reports a partly selected page on the header box', () => {
    const onToggle = vi.fn();
    render(
      <DataTable
        label="Items"
        columns={columns}
        rows={[
          { id: '1', name: 'One' },
          { id: '2', name: 'Two' },
        ]}
        rowKey={(row) => row.id}
        selection={{
          selected: new Set(['1']),
          onToggle,
          onToggleAll: vi.fn(),
          rowLabel: (row) => `Select ${row.name}`,
          allLabel: 'Select all items',
        }}
      />,
    );
    expect(screen.getByLabelText('Select all items')).toHaveProperty('indeterminate', true);
    fireEvent.click(screen.getByLabelText('Select Two'));
    expect(onToggle).toHaveBeenCalledWith('2', true);
  });

  it('marks the sorted column and sorts on a click of its header', () => {
    const onSort = vi.fn();
    render(
      <DataTable
        label="Items"
        columns={[{ ...columns[0]!, sort: { direction: 'desc', onSort } }]}
        rows={[{ id: '1', name: 'One' }]}
        rowKey={(row) => row.id}
      />,
    );
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(within(header).getByRole('button'));
    expect(onSort).toHaveBeenCalledOnce();
  });

  it('opens secondary fields under a row', () => {
    const table = (open: boolean) => (
      <DataTable
        label="Items"
        columns={columns}
        rows={[{ id: '1', name: 'One' }]}
        rowKey={(row) => row.id}
        expanded={{
          render: (row) => `More about ${row.name}`,
          isOpen: () => open,
          onToggle: vi.fn(),
          toggleLabel: (row) => `Details of ${row.name}`,
        }}
      />
    );
    const { rerender } = render(table(false));
    expect(screen.getByLabelText('Details of One')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('More about One')).toBeNull();
    rerender(table(true));
    expect(screen.getByText('More about One')).toBeInTheDocument();
  });

  it('shows the empty state outside the table when there are no rows', () => {
    render(
      <DataTable
        label="Items"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        empty={<EmptyState title="Nothing here yet." />}
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Nothing here yet.');
    expect(screen.getByRole('table', { name: 'Items' })).not.toContainElement(status);
  });
});
