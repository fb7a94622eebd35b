import { useState } from 'react';
import { Link } from 'react-router';
import { Flag } from 'lucide-react';
import {
  CREDIT_STATUS_LABELS,
  CREDIT_STATUSES,
  FLAG_REASON_LABELS,
  type CreditDecision,
  type CreditItem,
  type CreditStatus,
} from '@shared/partner-outcomes';
import type { DataTableColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { ResponsiveList } from '@/components/responsive-list';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/error-message';
import { formatDublinDateTime } from '@/lib/format-date';
import { CREDITS_PAGE_SIZE, useCredits } from './api/use-credits';
import { CreditDecisionDialog } from './credit-decision-dialog';

const EMPTY: Record<CreditStatus, string> = {
  review: 'No flagged leads wait for review.',
  credited: 'No leads have been credited yet.',
  rejected: 'No credits have been refused yet.',
};

function LeadCell({ item }: { item: CreditItem }) {
  return (
    <div className="min-w-0">
      <Link
        to={`/admin/leads/${item.lead_id}`}
        className="font-semibold text-brand-700 hover:underline"
      >
        #{item.lead_id} {item.lead_name || 'No name'}
      </Link>
      <div className="text-xs text-slate-500">{item.county || 'No county'}</div>
    </div>
  );
}

function PartnerCell({ item }: { item: CreditItem }) {
  return (
    <div className="min-w-0">
      <div className="font-medium text-slate-900">{item.partner}</div>
      <div className="text-xs text-slate-500">
        Covers {item.partner_counties.join(', ') || 'no counties'}
      </div>
    </div>
  );
}

function ReasonCell({ item }: { item: CreditItem }) {
  return (
    <div className="min-w-0 space-y-0.5">
      <div className="font-medium text-slate-900">{FLAG_REASON_LABELS[item.reason]}</div>
      {item.note ? (
        <p className="whitespace-pre-line break-words text-sm text-slate-600">“{item.note}”</p>
      ) : null}
      {item.credit_note ? (
        <p className="break-words text-xs text-slate-500">{item.credit_note}</p>
      ) : null}
    </div>
  );
}

const flagged = (item: CreditItem) =>
  `${formatDublinDateTime(item.flagged_at)}${item.flagged_by ? ` by ${item.flagged_by}` : ''}`;

/**
 * Admin screen: bad leads installers flagged that we could not prove at once, each credited
 * (it leaves the partner's cap and goes to the next partner) or refused; and the decided ones.
 */
export function CreditsScreen() {
  const [status, setStatus] = useState<CreditStatus>('review');
  const [offset, setOffset] = useState(0);
  const [deciding, setDeciding] = useState<{ item: CreditItem; decision: CreditDecision } | null>(
    null,
  );
  const credits = useCredits(status, offset);
  const page = credits.data;

  const actions = (item: CreditItem) =>
    item.credit_status === 'review' ? (
      <div className="flex justify-end gap-2">
        <Button
          size="sm"
          onClick={() => setDeciding({ item, decision: 'credit' })}
          aria-label={`Credit lead ${item.lead_id} to ${item.partner}`}
        >
          Credit
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setDeciding({ item, decision: 'reject' })}
          aria-label={`Refuse credit for lead ${item.lead_id} to ${item.partner}`}
        >
          Refuse
        </Button>
      </div>
    ) : (
      <span className="text-sm text-slate-600">{CREDIT_STATUS_LABELS[item.credit_status]}</span>
    );

  const columns: DataTableColumn<CreditItem>[] = [
    {
      id: 'lead',
      header: 'Lead',
      className: 'min-w-40 max-w-64',
      cell: (item) => <LeadCell item={item} />,
    },
    {
      id: 'partner',
      header: 'Partner',
      className: 'min-w-40 max-w-64',
      cell: (item) => <PartnerCell item={item} />,
    },
    {
      id: 'reason',
      header: 'Reason',
      className: 'min-w-48 max-w-80',
      cell: (item) => <ReasonCell item={item} />,
    },
    { id: 'flagged', header: 'Flagged', className: 'max-w-56', cell: flagged },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      className: 'w-px whitespace-nowrap',
      cell: actions,
    },
  ];

  let empty = EMPTY[status];
  if (credits.isPending) empty = 'Loading flagged leads…';
  else if (credits.isError) empty = errorMessage(credits.error, 'Failed to fetch flagged leads');
  const count = page?.items.length ?? 0;
  const total = page?.total ?? 0;

  return (
    <>
      <PageHeader
        title="Bad-lead credits"
        description="Leads installers reported as wrong number, not the homeowner, duplicate or out of area that we could not prove at once. Crediting a lead takes it off the partner's cap for the day and offers it to the next partner."
      />
      <div className="mb-4 max-w-xs space-y-1">
        <Label htmlFor="credit-status">Show</Label>
        <NativeSelect
          id="credit-status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as CreditStatus);
            setOffset(0);
          }}
        >
          {CREDIT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {CREDIT_STATUS_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ResponsiveList
        label="Flagged leads"
        columns={columns}
        rows={page?.items ?? []}
        rowKey={(item) => String(item.id)}
        busy={credits.isFetching && !credits.isPending}
        empty={<EmptyState icon={Flag} title={empty} />}
        renderCard={(item) => (
          <div className="space-y-2 text-sm">
            <LeadCell item={item} />
            <PartnerCell item={item} />
            <ReasonCell item={item} />
            <p className="text-xs text-slate-500">Flagged {flagged(item)}</p>
            <div className="flex justify-end border-t border-slate-100 pt-2">{actions(item)}</div>
          </div>
        )}
      />
      {total > 0 ? (
        <Pager
          text={`Showing ${offset + 1}–${offset + count} of ${total}`}
          hasPrevious={offset > 0}
          hasNext={offset + CREDITS_PAGE_SIZE < total}
          onPage={(direction) =>
            setOffset((current) => Math.max(0, current + direction * CREDITS_PAGE_SIZE))
          }
        />
      ) : null}
      <CreditDecisionDialog
        item={deciding?.item ?? null}
        decision={deciding?.decision ?? 'credit'}
        onClose={() => setDeciding(null)}
      />
    </>
  );
}
