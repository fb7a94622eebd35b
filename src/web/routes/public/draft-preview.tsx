import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Eye } from 'lucide-react';
import type { ContentPage } from '@shared/content-schema';
import { resolveContent } from '@shared/default-content';
import type { PublicPageData } from '@shared/ssr-contract';
import { apiSlugFor, sublinkCandidates } from '@shared/url-variants';
import { PageDataContext } from '@/features/public-pages/page-data';
import { contentApi } from '@/lib/content-api';
import { PublicContentPage } from './public-content-page';
import { PublicLayout } from './public-layout';

const PREVIEW_BANNER = 'Preview of the draft: visitors see the published page';
const SAVED_BANNER = 'Preview of the saved page: this is what visitors see';

/** The saved record behind a public page, read with the staff session (admins only). */
async function savedRecord(page: NonNullable<PublicPageData['page']>) {
  const apiSlug = apiSlugFor(page.kind, page.slug);
  for (const sublink of sublinkCandidates(page.kind, apiSlug)) {
    const [record] = await contentApi.list(page.kind, { sublink });
    if (record) return record;
  }
  return undefined;
}

function PreviewBanner({ record }: { record: ContentPage }) {
  return (
    <p
      role="status"
      className="sticky top-0 z-50 flex items-center justify-center gap-2 bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-amber-950"
    >
      <Eye aria-hidden className="size-4 shrink-0" />
      {record.is_published && !record.has_draft ? SAVED_BANNER : PREVIEW_BANNER}
    </p>
  );
}

/**
 * Staff preview of a page at its public address: the page is drawn again in the browser
 * from the saved record (a draft included), under a banner that says so. The server never
 * renders a draft; this runs only for a signed-in admin, whose session reads the record
 * from the admin API. Returns false when there is nothing to show, and the page stays as
 * the server sent it.
 */
export async function showDraftPreview(data: PublicPageData): Promise<boolean> {
  if (!data.page) return false;
  let record: ContentPage | undefined;
  try {
    record = await savedRecord(data.page);
  } catch {
    return false;
  }
  if (!record) return false;
  const page = {
    ...data.page,
    published: record.is_published,
    content: resolveContent(data.page.kind, record.content),
  };
  const previewData: PublicPageData = { ...data, page };
  // A fresh container in place of the server's markup, so nothing is half hydrated.
  const container = document.createElement('div');
  container.id = 'root';
  document.getElementById('root')?.replaceWith(container);
  createRoot(container).render(
    <StrictMode>
      <PageDataContext.Provider value={previewData}>
        <PreviewBanner record={record} />
        <PublicLayout>
          <PublicContentPage page={page} />
        </PublicLayout>
      </PageDataContext.Provider>
    </StrictMode>,
  );
  document.title = `Preview: ${document.title}`;
  return true;
}
