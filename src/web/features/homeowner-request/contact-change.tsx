import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ContactChanged, ContactCodeSent } from '@shared/contact-change';
import {
  CONTACT_FIELD_WORDS,
  CONTACT_FIELDS,
  type ContactField,
} from '@shared/contact-change-text';
import type { HomeownerRequest } from '@shared/homeowner-request';
import { PHONE_CODE_MINUTES } from '@shared/phone-verification-rules';
import { buttonClasses } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { errorMessage, fieldErrors } from '@/lib/error-message';

const LABELS: Record<ContactField, string> = {
  email: 'New e-mail address',
  mobile_number: 'New mobile number',
};
const OPTIONS: Record<ContactField, string> = { email: 'My e-mail', mobile_number: 'My mobile' };
const inputClasses =
  'mt-1 h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30 aria-[invalid=true]:border-red-600 sm:max-w-sm';

/** Ticks once a second while a wait is shown. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * "Correct my phone or e-mail": the new address gets a code, and the request
 * changes only once the code is typed here. The server's messages say what went wrong.
 */
export function ContactChange({
  token,
  onChange,
}: {
  token: string;
  onChange: (request: HomeownerRequest) => void;
}) {
  const [field, setField] = useState<ContactField>('email');
  const [value, setValue] = useState('');
  const [sent, setSent] = useState<(ContactCodeSent & { resendAt: number }) | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  // Only a value or code refused marks its box; other failures (no SMS, a wait) do not.
  const [invalid, setInvalid] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const now = useNow(sent !== null && sent.resendAt > Date.now());
  // Never more than the server's wait, even before the clock's first tick.
  const wait = sent
    ? Math.min(sent.resend_after_seconds, Math.max(0, Math.ceil((sent.resendAt - now) / 1000)))
    : 0;
  const ids = useId();
  const base = `/request/${encodeURIComponent(token)}/contact`;

  async function run(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setError('');
    setInvalid(false);
    setNote('');
    try {
      await action();
    } catch (failure) {
      const errors = fieldErrors(failure);
      const refused = errors[field] ?? errors.code;
      setInvalid(refused !== undefined);
      setError(refused ?? errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const codeSent = (answer: ContactCodeSent) => {
    setSent({ ...answer, resendAt: Date.now() + answer.resend_after_seconds * 1000 });
    setCode('');
    setNote(answer.message);
  };

  function start(event: FormEvent) {
    event.preventDefault();
    void run(async () =>
      codeSent(await api.post<ContactCodeSent>(base, { field, [field]: value })),
    );
  }

  function confirm(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const answer = await api.post<ContactChanged>(`${base}/confirm`, { code });
      setSent(null);
      setValue('');
      onChange(answer.request);
      setNote(answer.message);
    });
  }

  const resend = () =>
    void run(async () => codeSent(await api.post<ContactCodeSent>(`${base}/resend`)));

  const errorId = `${ids}-error`;
  const message = (
    <>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p role="status" className="mt-2 text-sm text-slate-800">
        {note}
      </p>
    </>
  );

  if (sent) {
    return (
      <form onSubmit={confirm} noValidate data-testid="contact-change">
        <label htmlFor={`${ids}-code`} className="block text-sm font-semibold text-slate-900">
          Code we sent to {sent.sent_to}
        </label>
        <p className="text-sm text-slate-600">
          It works for {PHONE_CODE_MINUTES} minutes. Your {CONTACT_FIELD_WORDS[sent.field]} changes
          only once you type it.
        </p>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <input
            id={`${ids}-code`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/[^\d ]/g, ''))}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-center font-mono text-xl tracking-[0.3em] text-slate-900 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30 aria-[invalid=true]:border-red-600 sm:w-44"
          />
          <button
            type="submit"
            className={buttonClasses('default', 'lg')}
            disabled={busy || code.replace(/\s/g, '').length !== 6}
          >
            Confirm the change
          </button>
        </div>
        {message}
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <button
            type="button"
            className={buttonClasses('outline', 'sm')}
            disabled={busy || wait > 0}
            onClick={resend}
          >
            {wait > 0 ? `Send a new code (in ${wait} s)` : 'Send a new code'}
          </button>
          <button
            type="button"
            className={buttonClasses('ghost', 'sm')}
            disabled={busy}
            onClick={() => {
              setSent(null);
              setError('');
              setNote('');
            }}
          >
            Use a different one
          </button>
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={start} noValidate data-testid="contact-change">
      <p className="text-sm leading-relaxed text-slate-600">
        Typed your e-mail or mobile wrong? Give us the right one. We send a code to the new one, and
        change your request only once you type that code here. A new mobile number needs a code by
        text message.
      </p>
      <fieldset className="mt-3">
        <legend className="text-sm font-semibold text-slate-900">What to correct</legend>
        <div className="mt-1 flex gap-4">
          {CONTACT_FIELDS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="contact-field"
                value={option}
                checked={field === option}
                onChange={() => {
                  setField(option);
                  setError('');
                }}
                className="size-4 accent-brand-700"
              />
              {OPTIONS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`${ids}-value`} className="mt-3 block text-sm font-semibold text-slate-900">
        {LABELS[field]}
      </label>
      <input
        id={`${ids}-value`}
        type={field === 'email' ? 'email' : 'tel'}
        autoComplete={field === 'email' ? 'email' : 'tel'}
        maxLength={field === 'email' ? 254 : 30}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClasses}
      />
      <div>
        <button
          type="submit"
          className={`${buttonClasses('default', 'lg')} mt-3`}
          disabled={busy || value.trim() === ''}
        >
          Send me a code
        </button>
      </div>
      {message}
    </form>
  );
}
