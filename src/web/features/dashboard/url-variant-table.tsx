import type { DashboardSummary } from '@shared/dashboard';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';

/** Leads and conversions per page URL: which landing pages bring business. */
export function UrlVariantTable({ rows }: { rows: DashboardSummary['byUrl'] }) {
  if (rows.length === 0) {
    return <p className="py-6 text-center text-sm text-slate-500">No leads yet.</p>;
  }
  return (
    <Table aria-label="Leads by URL variant">
      <TableHead>
        <tr>
          <Th>URL</Th>
          <Th className="text-right">Leads</Th>
          <Th className="text-right">Converted</Th>
          <Th className="text-right">Conversion Rate</Th>
        </tr>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.url_type}>
            <Td>
              <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">
                {row.url_type || '/'}
              </code>
            </Td>
            <Td className="text-right tabular-nums">{row.total}</Td>
            <Td className="text-right tabular-nums">{row.converted}</Td>
            <Td className="text-right tabular-nums">{row.conversionRate}%</Td>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
