import { useState } from 'react';
import { AlertCircle, CalendarClock, History, Trash2, Upload } from 'lucide-react';
import type { PageKind } from '@shared/content-schema';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ScheduleAction } from '@/lib/content-api';
import { errorMessage } from '@/lib/error-message';
import { formatDublinDateTime } from '@/lib/format-date';
import { scheduleLines } from '@/lib/page-schedule';
import { toast } from '@/lib/toast';
import { HistoryDialog } from './history-dialog';
import { ScheduleDialog } from './schedule-dialog';
import type { ContentEditor } from './use-content-editor';

/** Who saved the draft and when, and which version visitors see. */
function statusText<K extends PageKind>(record: NonNullable<ContentEditor<K>['record']>): string {
  const live =
    record.is_published && record.version !== null
      ? `Visitors see version ${record.version}, published ${formatDublinDateTime(record.published_at)}.`
      : '';
  if (!record.has_draft) return live || 'Not published yet.';
  const saved = `Draft saved ${formatDublinDateTime(record.draft_saved_at)}${record.draft_saved_by ? ` by ${record.draft_saved_by}` : ''}.`;
  return record.is_published ? `${saved} ${live}` : saved;
}

/**
 * The draft beside the live page: what visitors see, Publish changes and
 * Discard draft while a draft differs from it, the page's History and its Schedule.
 */
export function DraftPanel<K extends PageKind>({ editor }: { editor: ContentEditor<K> }) {
  const [dialog, setDialog] = useState<'history' | 'schedule' | 'discard' | null>(null);
  const [busy, setBusy] = useState(false);
  const record = editor.record;
  if (!record) return null;
  const lines = scheduleLines(record);
  const close = (open: boolean) => !open && setDialog(null);

  async function act<T>(work: () => Promise<T>, done: (result: T) => void): Promise<boolean> {
    setBusy(true);
    try {
      done(await work());
      return true;
    } catch (error) {
      toast.error('Update failed', errorMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const schedule = (action: ScheduleAction, at: string) =>
    editor.changePage({ type: 'schedule', action, at }).then(() => {
      toast.success(
        'Scheduled',
        `${action === 'publish' ? 'Publish' : 'Unpublish'} set for ${at.replace('T', ' ')} (Irish time).`,
      );
    });
  const unschedule = (action: ScheduleAction) =>
    editor.changePage({ type: 'unschedule', action }).then(() => {
      toast.success('Schedule cancelled', `The scheduled ${action} will not happen.`);
    });

  return (
    <div className="space-y-3 border-t border-slate-200 pt-3">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {record.has_draft && record.is_published ? (
          <Badge tone="yellow">Draft not published</Badge>
        ) : null}
        <span>{statusText(record)}</span>
      </div>
      {lines.length > 0 ? (
        <ul className="space-y-1 text-sm" aria-label="Schedule">
          {lines.map((line) => (
            <li key={line.action} className="flex flex-wrap items-center gap-2">
              <CalendarClock aria-hidden className="size-4 text-brand-700" />
              <span className="font-medium text-slate-900">{line.text}</span>
              {line.failed ? (
                <span role="alert" className="inline-flex items-center gap-1 text-red-700">
                  <AlertCircle aria-hidden className="size-4" /> Failed: {line.failed}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {record.is_published && record.has_draft ? (
          <Button
            size="sm"
            disabled={busy || editor.publishState !== 'idle' || editor.saving}
            title={
              editor.dirty
                ? 'Publishes the saved draft; save your edits first to include them'
                : undefined
            }
            onClick={() => void editor.setPublished(true)}
          >
            <Upload /> Publish
          </Button>
        ) : null}
        {record.has_draft ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setDialog('discard')}>
            <Trash2 /> Discard draft
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => setDialog('history')}>
          <History /> History
        </Button>
        <Button size="sm" variant="outline" onClick={() => setDialog('schedule')}>
          <CalendarClock /> Schedule
        </Button>
      </div>
      <ConfirmDialog
        open={dialog === 'discard'}
        onOpenChange={close}
        title="Discard the draft?"
        description={`The saved draft of ${editor.url} is dropped and the editor shows the ${record.is_published ? 'published page' : 'page as first saved'} again. Unsaved edits are dropped too.`}
        confirmLabel="Discard draft"
        destructive
        onConfirm={() =>
          act(
            () => editor.changePage({ type: 'discard' }),
            () => toast.success('Draft discarded', 'The editor shows the published page again.'),
          )
        }
      />
      <HistoryDialog
        kind={editor.kind}
        page={record}
        open={dialog === 'history'}
        onOpenChange={close}
        busy={busy}
        onRestore={(version) =>
          act(
            () => editor.changePage({ type: 'restore', version }),
            () =>
              toast.success(
                'Version restored',
                `Version ${version} is now the draft. Publish to make it live.`,
              ),
          )
        }
      />
      <ScheduleDialog
        page={record}
        open={dialog === 'schedule'}
        onOpenChange={close}
        busy={busy}
        onSchedule={schedule}
        onCancel={unschedule}
      />
    </div>
  );
}
