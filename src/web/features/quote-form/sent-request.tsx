import { useEffect, useState } from 'react';
import { ArrowRight } from 'lucide-react';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

/** What the submit answered besides the lead: its reference and the homeowner's page. */
export interface SentRequest {
  reference?: number;
  /** `/request/<token>`; only in the answer that stored the lead. */
  request_url?: string;
  /** Held until the homeowner picks their installers, until then. */
  pick_until?: string;
}

/** Kept for the tab, so the thank-you page (a new document) can show them; never in its URL. */
export function rememberSentRequest(answer: SentRequest | undefined): void {
  if (!answer?.reference) return;
  writeJson(
    STORAGE_KEYS.sentRequest,
    { reference: answer.reference, request_url: answer.request_url, pick_until: answer.pick_until },
    'session',
  );
}

/**
 * The thank-you page's line with the request's reference and its page. Drawn in the browser
 * after hydration (the server does not know which request it was), so nothing shows without it.
 */
export function SentRequestNote() {
  const [sent, setSent] = useState<SentRequest | null>(null);
  useEffect(() => {
    const stored = readJson<SentRequest>(STORAGE_KEYS.sentRequest, 'session');
    if (stored?.reference) setSent(stored);
  }, []);
  if (!sent) return null;
  const url = sent.request_url?.startsWith('/request/') ? sent.request_url : null;
  return (
    <div
      className="mx-auto mt-8 max-w-2xl rounded-2xl bg-white p-5 text-left shadow-sm ring-1 ring-slate-200 sm:p-6"
      data-testid="sent-request"
    >
      <p className="text-sm text-slate-600">
        Your reference:{' '}
        <span className="font-mono text-base font-semibold text-slate-900">{sent.reference}</span>
      </p>
      {url && sent.pick_until ? (
        <p className="mt-3 text-sm leading-relaxed text-slate-800" data-testid="pick-note">
          <strong className="block text-base text-slate-900">Choose your installers</strong>
          We have matched your request with installers for your area, and none of them has your
          details yet. Choose who may contact you on your request page; if you have not chosen in
          time, we send it to all of them.
        </p>
      ) : null}
      {url ? (
        <>
          <p className="mt-3 text-sm leading-relaxed text-slate-600">
            Follow your request, see which installers have your details, or tell us to stop
            contacting you, on your own page. We have also sent you this link by e-mail and SMS.
          </p>
          <a
            href={url}
            className="mt-3 inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 [overflow-wrap:anywhere]"
          >
            {sent.pick_until ? 'Choose your installers' : 'Open your request page'}
            <ArrowRight aria-hidden className="size-4 shrink-0" />
          </a>
        </>
      ) : null}
    </div>
  );
}
