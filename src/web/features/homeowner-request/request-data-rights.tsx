import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

/**
 * The homeowner's data rights without a letter: download everything we hold
 * about the request, or erase it at once. Erasing ends this page: its link stops working.
 */
export function RequestDataRights({ token, onErased }: { token: string; onErased: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const base = `/api/request/${encodeURIComponent(token)}/data`;

  async function erase() {
    setBusy(true);
    setNote('');
    try {
      await api.post(`/request/${encodeURIComponent(token)}/erase`);
      onErased();
    } catch (error) {
      setNote(errorMessage(error, 'That did not go through. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <div>
      <p className="text-sm leading-relaxed text-slate-600">
        See everything we hold about this request: your details, your consent, who received it and
        when, and the messages we sent you.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <a className={buttonClasses('outline', 'lg')} href={`${base}?format=html`} download>
          Download my data (readable page)
        </a>
        <a className={buttonClasses('outline', 'lg')} href={`${base}?format=json`} download>
          Download my data (JSON)
        </a>
        <button
          type="button"
          className={buttonClasses('outline', 'lg')}
          aria-expanded={confirming}
          onClick={() => setConfirming((open) => !open)}
        >
          Erase my data
        </button>
      </div>
      {confirming ? (
        <div className="mt-4 rounded-xl bg-red-50 p-4 ring-1 ring-red-200">
          <p className="text-sm leading-relaxed text-red-900">
            Your name, e-mail, phone, address and notes are removed from this request at once and
            cannot be restored. Each installer who received it is told to delete your details, we
            send you nothing more, and this page stops working.
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <button
              type="button"
              className={buttonClasses('destructive', 'lg')}
              disabled={busy}
              onClick={() => void erase()}
            >
              Erase my data now
            </button>
            <button
              type="button"
              className={buttonClasses('outline', 'lg')}
              disabled={busy}
              onClick={() => setConfirming(false)}
            >
              Keep my data
            </button>
          </div>
        </div>
      ) : null}
      {note ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {note}
        </p>
      ) : null}
    </div>
  );
}
