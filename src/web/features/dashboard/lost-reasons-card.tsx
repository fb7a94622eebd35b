import { Link } from 'react-router';
import type { DashboardSummary } from '@shared/dashboard';
import { SectionCard } from './dashboard-parts';

/** Lost leads per lost reason, each count opening the list of exactly those leads. */
export function LostReasonsCard({ rows }: { rows: DashboardSummary['lostReasons'] | undefined }) {
  return (
    <SectionCard title="Lost Reasons" description="Why lost leads were lost">
      {!rows ? (
        <p className="py-6 text-center text-sm text-slate-500">Loading…</p>
      ) : rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">No lost leads yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {rows.map((row) => (
            <li key={row.reason} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0 text-slate-700 [overflow-wrap:anywhere]">
                {row.reason || 'No reason given'}
              </span>
              <Link
                to={`/admin/leads?status=lost&lost_reason=${encodeURIComponent(row.reason)}`}
                className="shrink-0 font-semibold text-brand-700 underline-offset-2 hover:underline"
                aria-label={`${row.count} leads lost: ${row.reason || 'no reason given'}`}
              >
                {row.count.toLocaleString('en-IE')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
