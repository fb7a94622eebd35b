import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ExternalLink, RotateCcw, Save, Undo2 } from 'lucide-react';
import type { PageKind } from '@shared/content-schema';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { previewHref } from '@/lib/draft-preview';
import { EditorErrorsProvider } from './editor-errors';
import { EDITOR_KINDS, editorPagePath, editorTitle } from './editor-paths';
import { DraftPanel } from './draft-panel';
import { PublishToggle } from './publish-toggle';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import type { ContentEditor } from './use-content-editor';

interface EditorShellProps<K extends PageKind> {
  kind: K;
  slug: string;
  editor: ContentEditor<K>;
  /** The tabs of this page kind. */
  children: ReactNode;
}

/** What every page editor shares: title, buttons, publish switch, unsaved-changes guard. */
export function EditorShell<K extends PageKind>({
  kind,
  slug,
  editor,
  children,
}: EditorShellProps<K>) {
  const texts = EDITOR_KINDS[kind];
  const [confirmRestore, setConfirmRestore] = useState(false);
  const busy = editor.loading || editor.saving;
  const title = editorTitle(kind, slug);
  const path = editorPagePath(kind, slug);
  // A live page with a saved draft is previewed too: its address shows the published version.
  const showsLive = Boolean(editor.record?.is_published && !editor.record.has_draft);

  return (
    <div className="space-y-5">
      <Button asChild variant="ghost" size="sm" className="-mb-2 -ml-3 text-slate-600">
        <Link to={texts.listPath}>
          <ArrowLeft /> Back to Pages
        </Link>
      </Button>
      <PageHeader
        documentTitle={title}
        title={
          <>
            {title.slice(0, title.length - path.length)}
            {/* The path moves to its own line whole rather than breaking at a hyphen. */}
            <span className="inline-block max-w-full [overflow-wrap:anywhere]">{path}</span>
          </>
        }
        description={
          editor.loading ? (
            <span role="status">Loading content…</span>
          ) : (
            'Changes stay on this screen until you press Save Changes, which saves the draft.'
          )
        }
        actions={
          <>
            <Button
              variant="ghost"
              className="px-3 sm:px-4"
              disabled={busy}
              onClick={() => setConfirmRestore(true)}
            >
              <Undo2 /> Restore Defaults
            </Button>
            <Button
              variant="outline"
              className="px-3 sm:px-4"
              disabled={busy || !editor.dirty}
              title={editor.dirty ? 'Discard the edits you have not saved' : 'No unsaved changes'}
              onClick={editor.discard}
            >
              <RotateCcw /> Reset Changes
            </Button>
            <Button className="px-3 sm:px-4" disabled={busy} onClick={() => void editor.save()}>
              <Save /> {editor.saving ? 'Saving...' : 'Save Changes'}
            </Button>
          </>
        }
      />
      <Card className="space-y-3 p-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <PublishToggle
            published={editor.record?.is_published ?? false}
            state={editor.publishState}
            disabled={editor.loading}
            onChange={(publish) => void editor.setPublished(publish)}
          />
          <div className="flex flex-wrap items-center gap-3 text-sm">
            {editor.dirty ? <Badge tone="yellow">Unsaved changes</Badge> : null}
            {/* A draft opens as a preview: visitors at that address see the published page. */}
            <a
              href={showsLive ? editor.url : previewHref(editor.url)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
            >
              {showsLive ? 'View' : 'Preview'} {editor.url}{' '}
              <ExternalLink aria-hidden className="size-3.5" />
            </a>
          </div>
        </div>
        <DraftPanel editor={editor} />
      </Card>
      {/* Edits made while loading would be overwritten by what loads. */}
      <fieldset disabled={editor.loading} className="min-w-0">
        <EditorErrorsProvider value={editor.errors}>{children}</EditorErrorsProvider>
      </fieldset>
      <UnsavedChangesGuard dirty={editor.dirty} />
      <ConfirmDialog
        open={confirmRestore}
        onOpenChange={setConfirmRestore}
        title="Restore the built-in defaults?"
        description={`The draft of ${editor.url} will be replaced by the built-in default content${editor.record?.is_published ? '; visitors keep the published page until you publish' : ''}. Unsaved edits are dropped too.`}
        confirmLabel="Restore Defaults"
        destructive
        onConfirm={() => editor.restoreDefaults()}
      />
    </div>
  );
}

/** Shown instead of an editor when the route slug cannot name a page. */
export function InvalidSlug({ kind }: { kind: PageKind }) {
  return (
    <Card className="p-6">
      <h1 className="text-lg font-semibold text-slate-900">This page address is not valid</h1>
      <p className="mt-1 text-sm text-slate-600">
        Page slugs may only contain letters, digits, dash, underscore, dot and tilde.
      </p>
      <Button asChild variant="outline" className="mt-4">
        <Link to={EDITOR_KINDS[kind].listPath}>
          <ArrowLeft /> Back to Pages
        </Link>
      </Button>
    </Card>
  );
}
