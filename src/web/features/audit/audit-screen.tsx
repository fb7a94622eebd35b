import { Link, useSearchParams } from 'react-router';
import { History } from 'lucide-react';
import { AUDIT_ACTION_LABELS, type AuditEntry } from '@shared/audit';
import type { DataTableColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { ResponsiveList } from '@/components/responsive-list';
import { Badge } from '@/components/ui/badge';
import { errorMessage } from '@/lib/error-message';
import { formatDublinDateTime } from '@/lib/format-date';
import { AUDIT_PAGE_SIZE, useAudit, useAuditPeople, type AuditFilters } from './api/use-audit';
import { auditDetailText, auditLeadText } from './audit-detail';
import { AuditFilterBar } from './audit-filters';

const FILTER_KEYS = ['user_id', 'action', 'from', 'to'] as const;

const who = (entry: AuditEntry) => entry.user_name || (entry.user_id ? 'Unknown' : 'System');

/** The lead an entry names, linked while it can still be opened. */
function LeadRef({ entry }: { entry: AuditEntry }) {
  const text = auditLeadText(entry);
  if (entry.lead_id === null || entry.action === 'lead_purged') return <span>{text}</span>;
  return (
    <Link
      to={`/admin/leads/${entry.lead_id}`}
      className="font-medium text-brand-700 hover:underline"
    >
      {text}
    </Link>
  );
}

/** Admin screen: every staff action on leads, newest first, by person, action and day. */
export function AuditScreen() {
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])),
  );
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const audit = useAudit(filters, offset);
  const people = useAuditPeople();

  const update = (next: AuditFilters, nextOffset = 0) => {
    const search = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key]) search.set(key, next[key]!);
    if (nextOffset > 0) search.set('offset', String(nextOffset));
    setParams(search, { replace: true });
  };

  const columns: DataTableColumn<AuditEntry>[] = [
    {
      id: 'at',
      header: 'When',
      className: 'whitespace-nowrap',
      cell: (entry) => formatDublinDateTime(entry.at),
    },
    { id: 'who', header: 'Who', className: 'max-w-44', cell: who },
    {
      id: 'action',
      header: 'Action',
      className: 'whitespace-nowrap',
      cell: (entry) => <Badge>{AUDIT_ACTION_LABELS[entry.action]}</Badge>,
    },
    {
      id: 'lead',
      header: 'Lead',
      className: 'whitespace-nowrap',
      cell: (entry) => <LeadRef entry={entry} />,
    },
    {
      id: 'detail',
      header: 'Detail',
      className: 'min-w-56 max-w-md',
      cell: (entry) => <span className="line-clamp-3">{auditDetailText(entry)}</span>,
    },
  ];

  const page = audit.data;
  let empty = 'No actions match these filters.';
  if (audit.isPending) empty = 'Loading the audit log…';
  else if (audit.isError) empty = errorMessage(audit.error, 'Failed to fetch the audit log');
  const count = page?.entries.length ?? 0;

  return (
    <>
      <PageHeader
        title="Audit Log"
        description="Who did what to which lead, and when (Irish time). Newest first."
      />
      <AuditFilterBar filters={filters} people={people.data ?? []} onChange={(f) => update(f)} />
      <ResponsiveList
        label="Audit log"
        columns={columns}
        rows={page?.entries ?? []}
        rowKey={(entry) => String(entry.id)}
        busy={audit.isFetching && !audit.isPending}
        empty={<EmptyState icon={History} title={empty} />}
        renderCard={(entry) => (
          <div className="min-w-0 space-y-1.5 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Badge>{AUDIT_ACTION_LABELS[entry.action]}</Badge>
              <LeadRef entry={entry} />
            </div>
            <p className="break-words text-slate-800">{auditDetailText(entry)}</p>
            <p className="text-xs text-slate-600">
              {who(entry)} · {formatDublinDateTime(entry.at)}
            </p>
          </div>
        )}
      />
      {count > 0 || offset > 0 ? (
        <Pager
          text={count > 0 ? `Showing ${offset + 1}–${offset + count}` : 'No more entries'}
          hasPrevious={offset > 0}
          hasNext={page?.more ?? false}
          onPage={(direction) => update(filters, Math.max(0, offset + direction * AUDIT_PAGE_SIZE))}
        />
      ) : null}
    </>
  );
}
