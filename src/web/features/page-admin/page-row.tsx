import { Link } from 'react-router';
import { ExternalLink, Trash2 } from 'lucide-react';
import type { ContentPage, PageKind } from '@shared/content-schema';
import { editorSlug } from '@shared/url-variants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableRow, Td } from '@/components/ui/table';
import { formatDate } from '@/lib/format-date';
import { PAGE_KINDS, pageTitle } from './page-kinds';
import { UrlCell } from './url-cell';

interface PageRowProps {
  kind: PageKind;
  page: ContentPage;
  busy: boolean;
  onUpdated: (page: ContentPage) => void;
  onTogglePublish: (page: ContentPage) => void;
  onDelete: (page: ContentPage) => void;
}

export function PageRow({ kind, page, busy, onUpdated, onTogglePublish, onDelete }: PageRowProps) {
  const slug = editorSlug(page.sublink);
  return (
    <TableRow data-testid={`page-row-${page.id}`}>
      <Td>
        <Badge tone={page.is_published ? 'green' : 'yellow'}>
          {page.is_published ? 'Published' : 'Draft'}
        </Badge>
      </Td>
      <Td className="min-w-40">
        <div className="font-medium text-slate-900">
          {pageTitle({ kind, content: page.content })}
        </div>
        <div className="text-xs text-slate-500">
          Slug: <span className="font-mono">{slug}</span>
        </div>
      </Td>
      <Td>
        <div className="flex items-start gap-1">
          <UrlCell kind={kind} page={page} onUpdated={onUpdated} />
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
      </Td>
      <Td className="whitespace-nowrap">{formatDate(page.created_at)}</Td>
      <Td>
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
      </Td>
    </TableRow>
  );
}
