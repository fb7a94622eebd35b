import { useState, type FormEvent } from 'react';
import type { HomeownerChoiceInput, HomeownerRequest } from '@shared/homeowner-request';
import { HOMEOWNER_CHOICE_LABELS, type HomeownerChoice } from '@shared/homeowner-request-text';
import { buttonClasses } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

const OTHER = 'other';

/**
 * "I've hired someone" (with whom, optional), "Stop contacting me" and "Withdraw consent": each
 * tells every installer at once and stops our messages; a second click changes nothing.
 */
export function RequestChoices({
  token,
  request,
  onChange,
}: {
  token: string;
  request: HomeownerRequest;
  onChange: (request: HomeownerRequest) => void;
}) {
  const [hiring, setHiring] = useState(false);
  const [hiredWith, setHiredWith] = useState('');
  const [otherName, setOtherName] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const made = new Set(request.choices.map((choice) => choice.choice));
  const installers = request.installers.filter((installer) => installer.id > 0);

  async function send(input: HomeownerChoiceInput) {
    setBusy(true);
    setNote('');
    try {
      const next = await api.post<HomeownerRequest>(
        `/request/${encodeURIComponent(token)}/choice`,
        input,
      );
      onChange(next);
      setHiring(false);
      setNote('Thank you. We have told your installers.');
    } catch (error) {
      setNote(errorMessage(error, 'That did not go through. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  function submitHired(event: FormEvent) {
    event.preventDefault();
    if (hiredWith && hiredWith !== OTHER)
      void send({ choice: 'hired', partner_id: Number(hiredWith) });
    else void send({ choice: 'hired', hired_name: otherName.trim() || undefined });
  }

  const choiceButton = (
    choice: HomeownerChoice,
    onClick: () => void,
    variant: 'outline' | 'destructive' = 'outline',
  ) => (
    <button
      type="button"
      className={buttonClasses(variant, 'lg')}
      disabled={busy || made.has(choice)}
      onClick={onClick}
    >
      {HOMEOWNER_CHOICE_LABELS[choice]}
      {made.has(choice) ? ' (done)' : ''}
    </button>
  );

  return (
    <div>
      <p className="text-sm leading-relaxed text-slate-600">
        Each of these tells every installer who has your request straight away, and we stop sending
        you messages about it.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {choiceButton('hired', () => setHiring((open) => !open))}
        {choiceButton('stop_contact', () => void send({ choice: 'stop_contact' }))}
        {choiceButton(
          'withdraw_consent',
          () => {
            if (
              window.confirm(
                'Withdraw your consent? Your installers will be told to stop contacting you and to delete your details.',
              )
            )
              void send({ choice: 'withdraw_consent' });
          },
          'destructive',
        )}
      </div>
      {hiring && !made.has('hired') ? (
        <form
          onSubmit={submitHired}
          className="mt-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
        >
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">
              Who did you hire? (optional)
            </legend>
            <div className="mt-2 space-y-2">
              {installers.map((installer) => (
                <label
                  key={installer.id}
                  className="flex items-center gap-2 text-sm text-slate-800"
                >
                  <input
                    type="radio"
                    name="hired-with"
                    value={String(installer.id)}
                    checked={hiredWith === String(installer.id)}
                    onChange={() => setHiredWith(String(installer.id))}
                    className="size-4 accent-brand-700"
                  />
                  {installer.name}
                </label>
              ))}
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="hired-with"
                  value={OTHER}
                  checked={hiredWith === OTHER}
                  onChange={() => setHiredWith(OTHER)}
                  className="size-4 accent-brand-700"
                />
                Someone else
              </label>
              {hiredWith === OTHER ? (
                <label className="block text-sm text-slate-800">
                  <span className="sr-only">Name of the company you hired</span>
                  <input
                    type="text"
                    maxLength={150}
                    value={otherName}
                    onChange={(event) => setOtherName(event.target.value)}
                    placeholder="Company name"
                    className="mt-1 h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base"
                  />
                </label>
              ) : null}
            </div>
          </fieldset>
          <button
            type="submit"
            className={`${buttonClasses('default', 'lg')} mt-4`}
            disabled={busy}
          >
            Tell the installers
          </button>
        </form>
      ) : null}
      <p role="status" className="mt-3 text-sm font-medium text-slate-800">
        {note}
      </p>
    </div>
  );
}
