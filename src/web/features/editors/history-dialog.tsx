import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import type { ContentPage, PageKind } from '@shared/content-schema';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { formatDublinDateTime } from '@/lib/format-date';
import { useDraftChanges, useVersion, useVersions } from './api/use-page-history';
import { ChangeList } from './change-list';

interface HistoryDialogProps {
  kind: PageKind;
  page: ContentPage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Restore the version as the draft; resolves once done (the dialog then closes). */
  onRestore: (version: number) => Promise<boolean>;
  busy: boolean;
}

/**
 * The page's history: every publish, newest first, with who and when; the one
 * chosen shows what it changed from the version before, and can be restored as the draft.
 */
export function HistoryDialog({
  kind,
  page,
  open,
  onOpenChange,
  onRestore,
  busy,
}: HistoryDialogProps) {
  const versions = useVersions(kind, page, open);
  // 0 stands for the unpublished draft, listed first while there is one.
  const [chosen, setChosen] = useState<number | null>(null);
  const list = versions.data?.versions ?? [];
  const selected = chosen ?? (page.has_draft ? 0 : (list[0]?.version ?? null));
  const detail = useVersion(kind, page.id, open && selected !== 0 ? selected : null);
  const draft = useDraftChanges(kind, page, open && selected === 0);
  // Restoring what visitors see already, with no draft, would change nothing.
  const isLive = (version: number) =>
    page.is_published && !page.has_draft && version === page.version;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setChosen(null);
        onOpenChange(next);
      }}
      title="History"
      description="Every publish of this page. Restoring a version makes it the draft; visitors see it once you publish."
      className="max-w-3xl"
    >
      {versions.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading history…
        </p>
      ) : versions.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Could not load the history.
        </p>
      ) : list.length === 0 && !page.has_draft ? (
        <p className="text-sm text-slate-600">This page has not been published yet.</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-[14rem_1fr]">
          <ol
            className="flex gap-2 overflow-x-auto pb-1 md:flex-col md:overflow-visible"
            aria-label="Versions"
          >
            {page.has_draft ? (
              <li className="shrink-0">
                <button
                  type="button"
                  aria-current={selected === 0 ? 'true' : undefined}
                  onClick={() => setChosen(0)}
                  className={cn(
                    'w-44 rounded-md border border-dashed px-3 py-2 text-left text-sm md:w-full',
                    selected === 0
                      ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                      : 'border-slate-300 hover:bg-slate-50',
                  )}
                >
                  <span className="block font-semibold text-slate-900">Draft</span>
                  <span className="block text-xs text-slate-600">
                    {formatDublinDateTime(page.draft_saved_at)}
                  </span>
                  <span className="block truncate text-xs text-slate-600">Not published</span>
                </button>
              </li>
            ) : null}
            {list.map((version) => (
              <li key={version.version} className="shrink-0">
                <button
                  type="button"
                  aria-current={version.version === selected ? 'true' : undefined}
                  onClick={() => setChosen(version.version)}
                  className={cn(
                    'w-44 rounded-md border px-3 py-2 text-left text-sm md:w-full',
                    version.version === selected
                      ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                      : 'border-slate-200 hover:bg-slate-50',
                  )}
                >
                  <span className="block font-semibold text-slate-900">
                    Version {version.version}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {formatDublinDateTime(version.published_at)}
                  </span>
                  <span className="block truncate text-xs text-slate-600">
                    {version.published_by || 'Unknown'}
                    {version.note ? ` · ${version.note}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <section
            aria-label={selected === 0 ? 'Draft' : `Version ${selected ?? ''}`}
            className="min-w-0 space-y-3"
          >
            {selected === 0 ? (
              draft.data ? (
                <>
                  <h3 className="text-sm font-semibold text-slate-900">
                    {page.is_published
                      ? `Draft: changes from version ${page.version ?? ''}, which visitors see`
                      : 'Draft: changes from the built-in defaults'}
                  </h3>
                  <ChangeList changes={draft.data.changes} empty="No changes." />
                </>
              ) : (
                <p role="status" className="text-sm text-slate-600">
                  Loading draft…
                </p>
              )
            ) : detail.data ? (
              <>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold text-slate-900">
                    {detail.data.previous === null
                      ? `Version ${detail.data.version}: changes from the built-in defaults`
                      : `Version ${detail.data.version}: changes from version ${detail.data.previous}`}
                  </h3>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy || isLive(detail.data.version)}
                    title={
                      isLive(detail.data.version) ? 'Visitors see this version now' : undefined
                    }
                    onClick={async () => {
                      if (await onRestore(detail.data.version)) onOpenChange(false);
                    }}
                  >
                    <RotateCcw /> Restore as draft
                  </Button>
                </div>
                <ChangeList
                  changes={detail.data.changes}
                  empty="No changes from the version before."
                />
              </>
            ) : detail.isError ? (
              <p role="alert" className="text-sm text-red-700">
                Could not load this version.
              </p>
            ) : (
              <p role="status" className="text-sm text-slate-600">
                Loading version…
              </p>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}
