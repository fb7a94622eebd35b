import { useState } from 'react';
import { AlertCircle, CalendarClock, X } from 'lucide-react';
import type { ContentPage } from '@shared/content-schema';
import { dublinWallTimeOf } from '@shared/dublin-day';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import type { ScheduleAction } from '@/lib/content-api';
import { errorMessage } from '@/lib/error-message';
import { formatDublinDateTime } from '@/lib/format-date';

interface ScheduleDialogProps {
  page: ContentPage | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSchedule: (action: ScheduleAction, at: string) => Promise<unknown>;
  onCancel: (action: ScheduleAction) => Promise<unknown>;
  busy: boolean;
}

const TEXTS = {
  publish: {
    label: 'Publish at',
    hint: 'The draft saved by then goes live (Irish time).',
    set: 'Schedule publish',
    cancel: 'Cancel scheduled publish',
  },
  unpublish: {
    label: 'Unpublish at',
    hint: 'The page comes off the site (Irish time).',
    set: 'Schedule unpublish',
    cancel: 'Cancel scheduled unpublish',
  },
} as const;

/** One hour from now, on the hour, as the field's first suggestion. */
function suggestion(): string {
  const next = new Date(Date.now() + 3_600_000);
  next.setUTCMinutes(0, 0, 0);
  return dublinWallTimeOf(next);
}

function ScheduleRow({
  action,
  page,
  busy,
  onSchedule,
  onCancel,
}: Omit<ScheduleDialogProps, 'open' | 'onOpenChange' | 'page'> & {
  action: ScheduleAction;
  page: ContentPage;
}) {
  const pending = page.schedule[action];
  const [value, setValue] = useState(() =>
    pending ? dublinWallTimeOf(new Date(pending.at)) : suggestion(),
  );
  const [error, setError] = useState<string | undefined>();
  const texts = TEXTS[action];

  async function run(work: () => Promise<unknown>) {
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <section className="space-y-2 rounded-lg border border-slate-200 p-4">
      {pending ? (
        <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
          <CalendarClock aria-hidden className="size-4 text-brand-700" />
          {action === 'publish' ? 'Publishes' : 'Unpublishes'} {formatDublinDateTime(pending.at)}
        </p>
      ) : null}
      {pending?.failed ? (
        <p role="alert" className="flex items-start gap-2 text-sm text-red-700">
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          Last try failed: {pending.failed}
        </p>
      ) : null}
      <Field label={texts.label} hint={texts.hint} error={error}>
        {(control) => (
          <Input
            {...control}
            type="datetime-local"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy || value === ''}
          onClick={() => void run(() => onSchedule(action, value))}
        >
          <CalendarClock /> {texts.set}
        </Button>
        {pending ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => void run(() => onCancel(action))}
          >
            <X /> {texts.cancel}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** Publish or unpublish the page at a date and time in Irish time. */
export function ScheduleDialog({ page, open, onOpenChange, ...actions }: ScheduleDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Schedule"
      description="Publish the draft or take the page off the site at a set time. Times are Irish time (Europe/Dublin)."
    >
      {page ? (
        <div className="space-y-4">
          <ScheduleRow action="publish" page={page} {...actions} />
          <ScheduleRow action="unpublish" page={page} {...actions} />
        </div>
      ) : (
        <p className="text-sm text-slate-600">Save the page first.</p>
      )}
    </Dialog>
  );
}
