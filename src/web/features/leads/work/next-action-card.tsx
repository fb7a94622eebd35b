import { useState, type FormEvent } from 'react';
import { CalendarClock, X } from 'lucide-react';
import {
  NEXT_ACTION_LABEL_MAX,
  NEXT_ACTION_SUGGESTIONS,
  nextActionInputSchema,
} from '@shared/lead-work';
import { fieldErrors as zodFieldErrors } from '@shared/text-schema';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage, fieldErrors } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useSetNextAction } from '../api/use-lead-work';
import type { LeadRow } from '../lead-row';
import { FieldError } from './field-error';
import { fromLocalInput, toLocalInput, tomorrowMorning } from './local-time';

/** Overdue before now; due today until the end of the viewer's day (the server's lists use Dublin's). */
function dueState(iso: string, now = new Date()): 'overdue' | 'today' | null {
  const due = new Date(iso);
  if (due < now) return 'overdue';
  return due.toDateString() === now.toDateString() ? 'today' : null;
}

/** The lead's next action (what and when), set, changed or cleared here or by a call back. */
export function NextActionCard({ lead }: { lead: LeadRow }) {
  const [editing, setEditing] = useState(false);
  const [label, setLabel] = useState('');
  const [dueAt, setDueAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSetNextAction();
  const state = lead.nextActionAt ? dueState(lead.nextActionAt) : null;

  function open() {
    setLabel(lead.nextActionLabel || NEXT_ACTION_SUGGESTIONS[0]!);
    setDueAt(lead.nextActionAt ? toLocalInput(lead.nextActionAt) : tomorrowMorning());
    setErrors({});
    setEditing(true);
  }

  function failed(failure: unknown) {
    const server = fieldErrors(failure);
    setErrors(Object.keys(server).length > 0 ? server : { form: errorMessage(failure) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { label, due_at: fromLocalInput(dueAt) };
    const parsed = nextActionInputSchema.safeParse(body);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    save.mutate(
      { id: lead.id, input: body },
      {
        onSuccess: () => {
          setEditing(false);
          toast.success('Next action set');
        },
        onError: failed,
      },
    );
  }

  function clear() {
    save.mutate(
      { id: lead.id, input: null },
      { onSuccess: () => toast.success('Next action cleared'), onError: failed },
    );
  }

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Next action</CardTitle>
        {state === 'overdue' ? <Badge tone="red">Overdue</Badge> : null}
        {state === 'today' ? <Badge tone="yellow">Due today</Badge> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {!editing ? (
          <>
            {lead.nextActionAt ? (
              <div className="flex items-start gap-3" data-testid="next-action">
                <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">
                    {lead.nextActionLabel || 'Next action'}
                  </p>
                  <p className="text-slate-600">
                    Due{' '}
                    <time dateTime={lead.nextActionAt}>{formatDateTime(lead.nextActionAt)}</time>
                  </p>
                </div>
              </div>
            ) : (
              <p className="text-sm text-slate-500">
                No next action. Set one so this lead is not forgotten.
              </p>
            )}
            <FieldError id="next-action-error" message={errors.form} />
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={open}>
                <CalendarClock aria-hidden />
                {lead.nextActionAt ? 'Change' : 'Set next action'}
              </Button>
              {lead.nextActionAt ? (
                <Button variant="ghost" onClick={clear} disabled={save.isPending}>
                  <X aria-hidden />
                  Clear
                </Button>
              ) : null}
            </div>
          </>
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="next-action-label">What</Label>
              <Input
                id="next-action-label"
                list="next-action-suggestions"
                maxLength={NEXT_ACTION_LABEL_MAX}
                value={label}
                onChange={(event) => setLabel(event.target.value)}
                aria-invalid={errors.label ? true : undefined}
                aria-describedby={errors.label ? 'next-action-label-error' : undefined}
              />
              <datalist id="next-action-suggestions">
                {NEXT_ACTION_SUGGESTIONS.map((suggestion) => (
                  <option key={suggestion} value={suggestion} />
                ))}
              </datalist>
              <FieldError id="next-action-label-error" message={errors.label} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="next-action-due">Due</Label>
              <Input
                id="next-action-due"
                type="datetime-local"
                value={dueAt}
                onChange={(event) => setDueAt(event.target.value)}
                aria-invalid={errors.due_at ? true : undefined}
                aria-describedby={errors.due_at ? 'next-action-due-error' : undefined}
              />
              <FieldError id="next-action-due-error" message={errors.due_at} />
            </div>
            <FieldError id="next-action-form-error" message={errors.form} />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save next action'}
              </Button>
              <Button variant="ghost" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
