import { Link } from 'react-router';
import { Eye, EyeOff, ExternalLink, Pencil, Trash2 } from 'lucide-react';
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
      <Td className="min-w-56">
        <div className="font-medium text-slate-900">
          {pageTitle({ kind, content: page.content })}
        </div>
        <div className="text-xs text-slate-500">
          Slug: <span className="font-mono">{slug}</span>
        </div>
      </Td>
      <Td>
        <UrlCell kind={kind} page={page} onUpdated={onUpdated} />
      </Td>
      <Td className="whitespace-nowrap">{formatDate(page.created_at)}</Td>
      <Td>
        <div className="flex justify-end gap-1.5">
          <Button asChild size="sm" variant="outline">
            <Link to={`${PAGE_KINDS[kind].listPath}/edit/${encodeURIComponent(slug)}`}>
              <Pencil /> Edit
            </Link>
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onTogglePublish(page)}>
            {page.is_published ? <EyeOff /> : <Eye />}
            {page.is_published ? 'Unpublish' : 'Publish'}
          </Button>
          <Button asChild size="sm" variant="ghost">
            <a href={page.url} target="_blank" rel="noopener noreferrer">
              <ExternalLink /> View
            </a>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-600 hover:bg-red-50"
            disabled={busy}
            onClick={() => onDelete(page)}
          >
            <Trash2 /> Delete
          </Button>
        </div>
      </Td>
    </TableRow>
  );
}
