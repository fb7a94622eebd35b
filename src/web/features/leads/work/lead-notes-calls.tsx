import { useState, type FormEvent } from 'react';
import { PhoneCall, StickyNote } from 'lucide-react';
import {
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  callInputSchema,
  NOTE_MAX,
  noteInputSchema,
  type CallOutcome,
} from '@shared/lead-work';
import { fieldErrors as zodFieldErrors } from '@shared/text-schema';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage, fieldErrors } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useAddNote, useLogCall } from '../api/use-lead-work';
import { FieldError } from './field-error';
import { fromLocalInput, tomorrowMorning } from './local-time';

function NoteForm({ leadId }: { leadId: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const addNote = useAddNote();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = noteInputSchema.safeParse({ text });
    if (!parsed.success) return setError(zodFieldErrors(parsed.error).text ?? '');
    setError('');
    addNote.mutate(
      { id: leadId, input: parsed.data.text },
      {
        onSuccess: () => {
          setText('');
          toast.success('Note added');
        },
        onError: (failure) => setError(fieldErrors(failure).text ?? errorMessage(failure)),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="lead-note">Note</Label>
        <Textarea
          id="lead-note"
          rows={3}
          maxLength={NOTE_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="What did you learn? (only staff see notes)"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'lead-note-error' : undefined}
        />
        <FieldError id="lead-note-error" message={error} />
      </div>
      <Button type="submit" className="self-start" disabled={addNote.isPending}>
        <StickyNote aria-hidden />
        {addNote.isPending ? 'Adding…' : 'Add note'}
      </Button>
    </form>
  );
}

function CallForm({ leadId }: { leadId: string }) {
  const [outcome, setOutcome] = useState<CallOutcome>('reached');
  const [callBackAt, setCallBackAt] = useState(tomorrowMorning);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const logCall = useLogCall();

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      outcome,
      note,
      call_back_at: outcome === 'call_back' ? fromLocalInput(callBackAt) || undefined : undefined,
    };
    const parsed = callInputSchema.safeParse(body);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    logCall.mutate(
      { id: leadId, input: body },
      {
        onSuccess: () => {
          setNote('');
          toast.success(
            'Call logged',
            outcome === 'call_back' ? 'The call back is now the next action.' : undefined,
          );
        },
        onError: (failure) => {
          const server = fieldErrors(failure);
          setErrors(Object.keys(server).length > 0 ? server : { form: errorMessage(failure) });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Outcome</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {CALL_OUTCOMES.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/30"
            >
              <input
                type="radio"
                name="call-outcome"
                value={value}
                checked={outcome === value}
                onChange={() => setOutcome(value)}
                className="accent-brand-600"
              />
              {CALL_OUTCOME_LABELS[value]}
            </label>
          ))}
        </div>
        <FieldError id="call-outcome-error" message={errors.outcome} />
      </fieldset>
      {outcome === 'call_back' ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="call-back-at">Call back at</Label>
          <Input
            id="call-back-at"
            type="datetime-local"
            value={callBackAt}
            onChange={(event) => setCallBackAt(event.target.value)}
            className="sm:w-64"
            aria-invalid={errors.call_back_at ? true : undefined}
            aria-describedby={errors.call_back_at ? 'call-back-at-error' : undefined}
          />
          <FieldError id="call-back-at-error" message={errors.call_back_at} />
        </div>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="call-note">Call notes (optional)</Label>
        <Textarea
          id="call-note"
          rows={2}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? 'call-note-error' : undefined}
        />
        <FieldError id="call-note-error" message={errors.note} />
      </div>
      <FieldError id="call-form-error" message={errors.form} />
      <Button type="submit" className="self-start" disabled={logCall.isPending}>
        <PhoneCall aria-hidden />
        {logCall.isPending ? 'Logging…' : 'Log call'}
      </Button>
    </form>
  );
}

/** Add a note or log a call; both land in the timeline with who and when. */
export function LeadNotesCalls({ leadId }: { leadId: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notes &amp; calls</CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="note">
          <TabsList aria-label="Add a note or log a call">
            <TabsTrigger value="note">Note</TabsTrigger>
            <TabsTrigger value="call">Call</TabsTrigger>
          </TabsList>
          <TabsContent value="note">
            <NoteForm leadId={leadId} />
          </TabsContent>
          <TabsContent value="call">
            <CallForm leadId={leadId} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
