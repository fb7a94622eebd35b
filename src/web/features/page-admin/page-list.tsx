import { useCallback, useEffect, useState } from 'react';
import { Copy, FilePlus } from 'lucide-react';
import type { ContentPage, PageKind } from '@shared/content-schema';
import { DEFAULT_CONTENT } from '@shared/default-content';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Table, TableBody, TableHead, Td, Th } from '@/components/ui/table';
import { PageHeader } from '@/components/page-header';
import { contentApi } from '@/lib/content-api';
import { toast } from '@/lib/toast';
import { duplicatePage } from './duplicate';
import { PAGE_KINDS } from './page-kinds';
import { PageRow } from './page-row';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

/** One list for the three page kinds (SPEC 2 "Admin page management lists"). */
export function PageList({ kind }: { kind: PageKind }) {
  const config = PAGE_KINDS[kind];
  const [pages, setPages] = useState<ContentPage[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ContentPage | null>(null);

  const load = useCallback(async () => {
    try {
      setPages(await contentApi.list(kind));
      setLoadError(null);
    } catch (error) {
      setLoadError(messageOf(error) ?? 'Could not load the pages.');
    } finally {
      setLoading(false);
    }
  }, [kind]);

  useEffect(() => {
    setLoading(true);
    void load();
  }, [load]);

  const replace = (updated: ContentPage) =>
    setPages((current) => current.map((page) => (page.id === updated.id ? updated : page)));

  async function duplicate() {
    setCreating(true);
    try {
      await duplicatePage(kind, contentApi.create);
      toast.success('Duplicated');
      await load();
    } catch (error) {
      toast.error('Duplicate failed', messageOf(error));
    } finally {
      setCreating(false);
    }
  }

  async function createBasePage() {
    setCreating(true);
    try {
      await contentApi.create(kind, {
        url: config.basePath,
        sublink: '',
        content: structuredClone(DEFAULT_CONTENT[kind]),
        is_published: false,
      });
      toast.success('Created', `${config.basePath} is ready to edit.`);
      await load();
    } catch (error) {
      toast.error('Create failed', messageOf(error));
    } finally {
      setCreating(false);
    }
  }

  async function togglePublish(page: ContentPage) {
    const publish = !page.is_published;
    setBusyId(page.id);
    try {
      const updated = await contentApi.update(kind, page.id, { is_published: publish });
      replace(updated);
      if (publish) toast.success('Published', 'Page is now live.');
      else toast.success('Unpublished', 'Page is now a draft.');
    } catch {
      toast.error('Error', 'Server error updating publish state.');
    } finally {
      setBusyId(null);
    }
  }

  async function remove(page: ContentPage) {
    setBusyId(page.id);
    try {
      await contentApi.remove(kind, page.id);
      setPages((current) => current.filter((entry) => entry.id !== page.id));
      toast.success('Deleted');
    } catch (error) {
      toast.error('Delete failed', messageOf(error));
    } finally {
      setBusyId(null);
    }
  }

  const hasBasePage = pages.some((page) => page.sublink === '');
  let emptyText = 'No pages yet. Use Duplicate to create one.';
  if (loading) emptyText = 'Loading pages…';
  else if (loadError) emptyText = loadError;

  return (
    <div className="space-y-6">
      <PageHeader
        title={config.heading}
        description={config.description}
        actions={
          <>
            {!loading && !loadError && !hasBasePage ? (
              <Button variant="outline" disabled={creating} onClick={() => void createBasePage()}>
                <FilePlus /> Create {config.basePath}
              </Button>
            ) : null}
            <Button disabled={creating} onClick={() => void duplicate()}>
              <Copy /> Duplicate
            </Button>
          </>
        }
      />
      <Table>
        <TableHead>
          <tr>
            <Th>Status</Th>
            <Th>Title</Th>
            <Th>URL</Th>
            <Th>Created</Th>
            <Th className="text-right">Actions</Th>
          </tr>
        </TableHead>
        <TableBody>
          {pages.length === 0 ? (
            <tr>
              <Td colSpan={5} className="py-10 text-center text-slate-500">
                {emptyText}
              </Td>
            </tr>
          ) : (
            pages.map((page) => (
              <PageRow
                key={page.id}
                kind={kind}
                page={page}
                busy={busyId === page.id}
                onUpdated={replace}
                onTogglePublish={(target) => void togglePublish(target)}
                onDelete={setDeleting}
              />
            ))
          )}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete page"
        description={
          deleting
            ? `Delete the page at ${deleting.url}? Visitors there will see the default content. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        destructive
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </div>
  );
}
