import { useState } from 'react';
import { ArchiveRestore, Trash2 } from 'lucide-react';
import { binDaysLeft, BIN_DAYS, type BinEntry } from '@shared/lead-bin';
import type { DataTableColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { ResponsiveList } from '@/components/responsive-list';
import { TruncatedText } from '@/components/truncated-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { formatDublinDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { BIN_PAGE_SIZE, useBin } from './api/use-bin';
import { useRestoreLead } from './api/use-restore-lead';

function DaysLeft({ entry }: { entry: BinEntry }) {
  const days = binDaysLeft(entry.purge_at);
  const text = days === 0 ? 'Purged today' : days === 1 ? '1 day left' : `${days} days left`;
  return (
    <Badge
      tone={days <= 3 ? 'red' : days <= 10 ? 'yellow' : 'neutral'}
      className="shrink-0 whitespace-nowrap"
    >
      {text}
    </Badge>
  );
}

const leadName = (entry: BinEntry) => entry.name || 'No name';

/** Admin screen: leads deleted in the last 30 days, each one Restore away from the lists. */
export function BinScreen() {
  const [offset, setOffset] = useState(0);
  const bin = useBin(offset);
  const restore = useRestoreLead();
  const [restoring, setRestoring] = useState<number | null>(null);

  async function restoreLead(entry: BinEntry) {
    setRestoring(entry.id);
    try {
      await restore.mutateAsync(entry.id);
      toast.success('Lead restored', `#${entry.id} ${leadName(entry)} is back in the lead lists.`);
    } catch (error) {
      toast.error('Failed to restore lead', errorMessage(error));
    } finally {
      setRestoring(null);
    }
  }

  const restoreButton = (entry: BinEntry) => (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void restoreLead(entry)}
      disabled={restoring === entry.id}
      aria-label={`Restore lead ${entry.id} ${leadName(entry)}`}
    >
      <ArchiveRestore aria-hidden />
      Restore
    </Button>
  );

  const columns: DataTableColumn<BinEntry>[] = [
    {
      id: 'lead',
      header: 'Lead',
      className: 'min-w-40 max-w-72',
      cell: (entry) => (
        <>
          <TruncatedText as="div" text={leadName(entry)} className="font-semibold text-slate-900" />
          <div className="text-xs text-slate-500">#{entry.id}</div>
        </>
      ),
    },
    {
      id: 'deleted',
      header: 'Deleted',
      className: 'whitespace-nowrap',
      cell: (entry) => formatDublinDateTime(entry.deleted_at),
    },
    {
      id: 'by',
      header: 'Deleted by',
      className: 'max-w-52',
      cell: (entry) => <TruncatedText as="div" text={entry.deleted_by || '—'} />,
    },
    { id: 'left', header: 'Purged in', cell: (entry) => <DaysLeft entry={entry} /> },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      className: 'w-px whitespace-nowrap',
      cell: restoreButton,
    },
  ];

  const page = bin.data;
  let empty = 'The bin is empty. Deleted leads wait here for 30 days.';
  if (bin.isPending) empty = 'Loading the bin…';
  else if (bin.isError) empty = errorMessage(bin.error, 'Failed to fetch the bin');
  const count = page?.entries.length ?? 0;
  const total = page?.total ?? 0;

  return (
    <>
      <PageHeader
        title="Bin"
        description={`Deleted leads wait here for ${BIN_DAYS} days, then they are purged for good. Restore puts a lead back with its id and history.`}
      />
      <ResponsiveList
        label="Deleted leads"
        columns={columns}
        rows={page?.entries ?? []}
        rowKey={(entry) => String(entry.id)}
        busy={bin.isFetching && !bin.isPending}
        empty={<EmptyState icon={Trash2} title={empty} />}
        renderCard={(entry) => (
          <div className="space-y-2 text-sm">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <TruncatedText
                  as="div"
                  text={leadName(entry)}
                  className="font-semibold text-slate-900"
                />
                <div className="text-xs text-slate-500">#{entry.id}</div>
              </div>
              <DaysLeft entry={entry} />
            </div>
            <p className="text-slate-600">
              Deleted {formatDublinDateTime(entry.deleted_at)}
              {entry.deleted_by ? ` by ${entry.deleted_by}` : ''}
            </p>
            <div className="flex justify-end border-t border-slate-100 pt-2">
              {restoreButton(entry)}
            </div>
          </div>
        )}
      />
      {total > 0 ? (
        <Pager
          text={`Showing ${offset + 1}–${offset + count} of ${total}`}
          hasPrevious={offset > 0}
          hasNext={offset + BIN_PAGE_SIZE < total}
          onPage={(direction) =>
            setOffset((current) => Math.max(0, current + direction * BIN_PAGE_SIZE))
          }
        />
      ) : null}
    </>
  );
}
