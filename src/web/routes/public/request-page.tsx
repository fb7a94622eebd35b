import { Island } from '@/features/public-pages/island';
import { RequestView } from '@/features/homeowner-request/request-view';
import { useDocumentMeta } from '@/features/public-pages/use-document-meta';

/**
 * `/request/<token>`: the homeowner's own page, never indexed. The server
 * renders its frame; the request itself is read in the browser with the link's token.
 */
export function RequestPage({ path }: { path: string }) {
  useDocumentMeta('Your request', 'Follow your window quote request.', { noindex: true });
  return (
    <section className="bg-gradient-to-b from-brand-50 via-white to-white px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          Your window quote request
        </h1>
        {/* As tall as a screen while it loads, so the request drawn in pushes nothing seen. */}
        <div className="min-h-[85dvh]">
          <Island name="request-page">
            <RequestView path={path} />
          </Island>
        </div>
      </div>
    </section>
  );
}
