import { useEffect, useId, useState, type FormEvent } from 'react';
import { CheckCircle2, MessageSquare } from 'lucide-react';
import type { PhoneCodeSent, PhoneVerified } from '@shared/phone-verification';
import { PHONE_CODE_MINUTES } from '@shared/phone-verification-rules';
import { buttonClasses } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import {
  forgetVerification,
  updatePendingVerification,
  type PendingVerification,
} from '@/lib/pending-verification';

function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** Ticks once a second while a wait is shown. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * The thank-you page's code entry: the homeowner types the 6-digit code we
 * texted; the server's messages say what went wrong (wrong, expired, too many tries), and
 * "Send a new code" waits out its cooldown.
 */
export function PhoneCodeEntry({ pending: initial }: { pending: PendingVerification }) {
  const [pending, setPending] = useState(initial);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const [confirmed, setConfirmed] = useState('');
  const now = useNow(!confirmed && pending.resendAt > Date.now());
  const wait = secondsUntil(pending.resendAt, now);
  const ids = useId();

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy('verify');
    setError('');
    setNote('');
    try {
      const answer = await api.post<PhoneVerified>('/quote/verify', { ref: pending.ref, code });
      forgetVerification();
      setConfirmed(answer.message);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  }

  async function resend() {
    if (busy || wait > 0) return;
    setBusy('resend');
    setError('');
    setNote('');
    try {
      const sent = await api.post<PhoneCodeSent>('/quote/verify/resend', { ref: pending.ref });
      const changes = {
        expiresAt: sent.expires_at,
        resendAt: Date.now() + sent.resend_after_seconds * 1000,
      };
      updatePendingVerification(changes);
      setPending((current) => ({ ...current, ...changes }));
      setCode('');
      setNote(sent.message);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  }

  if (confirmed) {
    return (
      <div
        role="status"
        className="mx-auto mt-10 flex max-w-xl items-start gap-3 rounded-2xl bg-white p-6 text-left shadow-sm ring-1 ring-accent-600/40"
      >
        <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0 text-accent-700" />
        <div>
          <h2 className="font-semibold text-slate-900">Mobile number confirmed</h2>
          <p className="mt-1 text-sm leading-relaxed text-slate-700">{confirmed}</p>
        </div>
      </div>
    );
  }

  const errorId = `${ids}-error`;
  const helpId = `${ids}-help`;
  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="mx-auto mt-10 max-w-xl rounded-2xl bg-white p-6 text-left shadow-sm ring-2 ring-brand-600/40 sm:p-8"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <MessageSquare aria-hidden className="size-5" />
        </span>
        <div>
          <h2 id={`${ids}-title`} className="text-lg font-semibold text-slate-900">
            One last step: confirm your mobile number
          </h2>
          <p id={helpId} className="mt-1 text-sm leading-relaxed text-slate-700">
            We have texted a 6-digit code to your mobile{' '}
            {pending.mobileHint ? <strong>{pending.mobileHint}</strong> : null}. Type it here and we
            pass your request to installers. The code works for {PHONE_CODE_MINUTES} minutes.
          </p>
        </div>
      </div>
      <form className="mt-5 flex flex-col gap-3" onSubmit={confirm} noValidate>
        <label htmlFor={`${ids}-code`} className="text-sm font-medium text-slate-900">
          6-digit code
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            id={`${ids}-code`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/[^\d ]/g, ''))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${helpId}` : helpId}
            className="h-12 w-full rounded-md border border-slate-300 bg-white px-3 text-center font-mono text-2xl tracking-[0.4em] text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30 aria-[invalid=true]:border-red-600 sm:w-48"
          />
          <button
            type="submit"
            disabled={busy !== null || code.replace(/\s/g, '').length !== 6}
            className={buttonClasses('default', 'lg')}
          >
            {busy === 'verify' ? 'Checking…' : 'Confirm my number'}
          </button>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        {note ? (
          <p role="status" className="text-sm text-slate-700">
            {note}
          </p>
        ) : null}
      </form>
      <div className="mt-5 flex flex-col gap-2 border-t border-slate-100 pt-4 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between">
        <button
          type="button"
          onClick={resend}
          disabled={busy !== null || wait > 0}
          className={buttonClasses('outline', 'sm')}
        >
          {busy === 'resend'
            ? 'Sending…'
            : wait > 0
              ? `Send a new code (in ${wait} s)`
              : 'Send a new code'}
        </button>
        <a href={`${pending.formPath}#quote-form`} className="font-medium text-brand-700 underline">
          Wrong number? Go back to your form
        </a>
      </div>
    </section>
  );
}
