import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import type { PageKind } from '@shared/content-schema';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { formatDublinDateTime } from '@/lib/format-date';
import { useVersion, useVersions } from './api/use-page-history';
import { ChangeList } from './change-list';

interface HistoryDialogProps {
  kind: PageKind;
  pageId: number | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Restore the version as the draft; resolves once done (the dialog then closes). */
  onRestore: (version: number) => Promise<boolean>;
  busy: boolean;
}

/**
 * The page's history (decision 0911): every publish, newest first, with who and when; the one
 * chosen shows what it changed from the version before, and can be restored as the draft.
 */
export function HistoryDialog({
  kind,
  pageId,
  open,
  onOpenChange,
  onRestore,
  busy,
}: HistoryDialogProps) {
  const versions = useVersions(kind, pageId, open);
  const [chosen, setChosen] = useState<number | null>(null);
  const list = versions.data?.versions ?? [];
  const selected = chosen ?? list[0]?.version ?? null;
  const detail = useVersion(kind, pageId, open ? selected : null);

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
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">This page has not been published yet.</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-[14rem_1fr]">
          <ol
            className="flex gap-2 overflow-x-auto pb-1 md:flex-col md:overflow-visible"
            aria-label="Versions"
          >
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
          <section aria-label={`Version ${selected ?? ''}`} className="min-w-0 space-y-3">
            {detail.data ? (
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
                    disabled={busy}
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
