import { useState } from 'react';
import { Copy, FilePlus } from 'lucide-react';
import type { ContentPage, PageKind } from '@shared/content-schema';
import { DEFAULT_CONTENT } from '@shared/default-content';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { ResponsiveList } from '@/components/responsive-list';
import { errorMessage } from '@/lib/error-message';
import { toastPublishFailed, toastPublishResult } from '@/lib/publish-toasts';
import { toast } from '@/lib/toast';
import { useCreatePage } from './api/use-create-page';
import { useDeletePage } from './api/use-delete-page';
import { useDuplicatePage } from './api/use-duplicate-page';
import { usePages } from './api/use-pages';
import { useUpdatePage } from './api/use-update-page';
import { PAGE_KINDS } from './page-kinds';
import { PageCard, pageColumns, type PageRowHandlers } from './page-row';

/** One list for the three page kinds in the admin's page management. */
export function PageList({ kind }: { kind: PageKind }) {
  const config = PAGE_KINDS[kind];
  const pagesQuery = usePages(kind);
  const createPage = useCreatePage(kind);
  const duplicatePage = useDuplicatePage(kind);
  const updatePage = useUpdatePage(kind);
  const deletePage = useDeletePage(kind);
  const [deleting, setDeleting] = useState<ContentPage | null>(null);
  const pages = pagesQuery.data ?? [];
  const loading = pagesQuery.isPending;
  const loadError = pagesQuery.isError
    ? errorMessage(pagesQuery.error, 'Could not load the pages.')
    : null;
  const creating = createPage.isPending || duplicatePage.isPending;
  // The row whose publish state or deletion is on its way.
  const busyId =
    (updatePage.isPending ? updatePage.variables.id : null) ??
    (deletePage.isPending ? deletePage.variables : null);

  async function duplicate() {
    try {
      await duplicatePage.mutateAsync();
      toast.success('Duplicated');
    } catch (error) {
      toast.error('Duplicate failed', errorMessage(error));
    }
  }

  async function createBasePage() {
    try {
      await createPage.mutateAsync({
        url: config.basePath,
        sublink: '',
        content: structuredClone(DEFAULT_CONTENT[kind]),
        is_published: false,
      });
      toast.success('Created', `${config.basePath} is ready to edit.`);
    } catch (error) {
      toast.error('Create failed', errorMessage(error));
    }
  }

  async function togglePublish(page: ContentPage) {
    const publish = !page.is_published;
    try {
      toastPublishResult(
        publish,
        await updatePage.mutateAsync({ id: page.id, body: { is_published: publish } }),
      );
    } catch {
      toastPublishFailed();
    }
  }

  async function remove(page: ContentPage) {
    try {
      await deletePage.mutateAsync(page.id);
      toast.success('Deleted');
    } catch (error) {
      toast.error('Delete failed', errorMessage(error));
    }
  }

  const handlers: PageRowHandlers = {
    kind,
    busyId,
    onTogglePublish: (page) => void togglePublish(page),
    onDelete: setDeleting,
  };
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
      <ResponsiveList
        label={config.heading}
        columns={pageColumns(handlers)}
        rows={pages}
        rowKey={(page) => String(page.id)}
        empty={<EmptyState title={emptyText} />}
        renderCard={(page) => <PageCard {...handlers} page={page} />}
      />
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
