import { Link } from 'react-router';
import { AlertCircle, CalendarClock, ExternalLink, Trash2 } from 'lucide-react';
import type { ContentPage, PageKind } from '@shared/content-schema';
import { editorSlug } from '@shared/url-variants';
import type { DataTableColumn } from '@/components/data-table';
import { TruncatedText } from '@/components/truncated-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { scheduleLines } from '@/lib/page-schedule';
import { PAGE_KINDS, pageTitle } from './page-kinds';
import { UrlCell } from './url-cell';

export interface PageRowHandlers {
  kind: PageKind;
  /** The page whose publish state or deletion is on its way. */
  busyId: number | null;
  onTogglePublish: (page: ContentPage) => void;
  onDelete: (page: ContentPage) => void;
}

function StatusBadge({ page }: { page: ContentPage }) {
  return (
    <Badge tone={page.is_published ? 'green' : 'yellow'}>
      {page.is_published ? 'Published' : 'Draft'}
    </Badge>
  );
}

/** A live page's unpublished draft and its scheduled publish or unpublish. */
function StatusNotes({ page }: { page: ContentPage }) {
  const lines = scheduleLines(page);
  if (!(page.is_published && page.has_draft) && lines.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
      {page.is_published && page.has_draft ? <li>Draft not published</li> : null}
      {lines.map((line) => (
        <li key={line.action}>
          <span className="flex items-start gap-1">
            <CalendarClock aria-hidden className="mt-px size-3.5 shrink-0 text-brand-700" />
            {line.text}
          </span>
          {line.failed ? (
            <span className="mt-0.5 flex items-start gap-1 text-red-700">
              <AlertCircle aria-hidden className="mt-px size-3.5 shrink-0" />
              <span>Failed: {line.failed}</span>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function StatusCell({ page }: { page: ContentPage }) {
  return (
    <div className="max-w-36">
      <StatusBadge page={page} />
      <StatusNotes page={page} />
    </div>
  );
}

function TitleCell({ kind, page }: { kind: PageKind; page: ContentPage }) {
  const slug = editorSlug(page.sublink);
  return (
    // The id marks the page's row for the browser tests, whatever its URL becomes.
    <div data-testid={`page-row-${page.id}`} className="min-w-0">
      <TruncatedText
        as="div"
        lines={2}
        text={pageTitle({ kind, content: page.content })}
        className="font-medium text-slate-900"
      />
      <div className="truncate text-xs text-slate-500" title={slug}>
        Slug: <span className="font-mono">{slug}</span>
      </div>
    </div>
  );
}

function UrlWithView({
  kind,
  page,
  wide = false,
}: {
  kind: PageKind;
  page: ContentPage;
  /** On a card the field takes the card's width. */
  wide?: boolean;
}) {
  return (
    <div className="flex items-start gap-1">
      <UrlCell kind={kind} page={page} className={wide ? 'min-w-0 flex-1' : undefined} />
      <Button asChild size="icon" variant="ghost" className="size-9 shrink-0 text-slate-500">
        <a
          href={page.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="View"
          title={`Open ${page.url} in a new tab`}
        >
          <ExternalLink />
        </a>
      </Button>
    </div>
  );
}

function Actions({
  kind,
  page,
  busyId,
  onTogglePublish,
  onDelete,
}: PageRowHandlers & { page: ContentPage }) {
  const busy = busyId === page.id;
  const slug = editorSlug(page.sublink);
  return (
    <div className="flex items-center justify-end gap-1.5 whitespace-nowrap">
      <Button asChild size="sm" variant="outline">
        <Link to={`${PAGE_KINDS[kind].listPath}/edit/${encodeURIComponent(slug)}`}>Edit</Link>
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => onTogglePublish(page)}>
        {page.is_published ? 'Unpublish' : 'Publish'}
      </Button>
      <Button
        size="icon"
        variant="ghost"
        className="size-8 text-red-600 hover:bg-red-50"
        aria-label="Delete"
        title="Delete this page"
        disabled={busy}
        onClick={() => onDelete(page)}
      >
        <Trash2 />
      </Button>
    </div>
  );
}

/** The columns of a page list on wide screens. */
export function pageColumns(handlers: PageRowHandlers): DataTableColumn<ContentPage>[] {
  const { kind } = handlers;
  return [
    { id: 'status', header: 'Status', cell: (page) => <StatusCell page={page} /> },
    {
      id: 'title',
      header: 'Title',
      className: 'min-w-40 max-w-72',
      cell: (page) => <TitleCell kind={kind} page={page} />,
    },
    { id: 'url', header: 'URL', cell: (page) => <UrlWithView kind={kind} page={page} /> },
    {
      id: 'created',
      header: 'Created',
      className: 'whitespace-nowrap',
      cell: (page) => formatDate(page.created_at),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (page) => <Actions {...handlers} page={page} />,
    },
  ];
}

/** One page as a card on a phone: title, state, address and every action. */
export function PageCard(props: PageRowHandlers & { page: ContentPage }) {
  const { kind, page } = props;
  return (
    <div className="space-y-3 text-sm">
      <div className="flex items-start justify-between gap-2">
        <TitleCell kind={kind} page={page} />
        <StatusBadge page={page} />
      </div>
      <StatusNotes page={page} />
      <UrlWithView kind={kind} page={page} wide />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-slate-500">Created {formatDate(page.created_at)}</span>
        <Actions {...props} />
      </div>
    </div>
  );
}
