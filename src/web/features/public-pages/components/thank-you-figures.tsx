import { useContext, useEffect, useState } from 'react';
import { Timer, UserCheck } from 'lucide-react';
import { formatLiveValue } from '@shared/live-figures';
import { installersSent } from '@/lib/installers-sent';
import { PageDataContext } from '../page-data';

/**
 * Beside SPEC's promises on the thank-you page: how many installers this request
 * went to, from the submit's answer (an island: the count is in the tab's session storage), and
 * how long our installers really took to accept lately (rendered by the server).
 */
export function ThankYouFigures() {
  const [installers, setInstallers] = useState<number | null>(null);
  // After hydration, so the server's HTML and the first browser render agree.
  useEffect(() => setInstallers(installersSent()), []);
  const median = useContext(PageDataContext)?.figures?.median_minutes_to_accept ?? null;
  if (installers === null && median === null) return null;
  return (
    <section
      aria-label="Your request in figures"
      className="mx-auto mt-10 max-w-4xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      data-testid="thank-you-figures"
    >
      <ul className="grid gap-5 sm:grid-cols-2">
        {installers !== null ? (
          <li className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-500/10 text-accent-700">
              <UserCheck aria-hidden className="size-5" />
            </span>
            <p className="text-sm leading-relaxed text-slate-700">
              {installers > 0 ? (
                <>
                  <strong className="block text-base text-slate-900">
                    Your request went to {installers}{' '}
                    {installers === 1 ? 'installer' : 'installers'}
                  </strong>
                  {installers === 1 ? 'It has' : 'Each of them has'} your details now and will
                  contact you.
                </>
              ) : (
                <>
                  <strong className="block text-base text-slate-900">
                    No installer has your details yet
                  </strong>
                  We pass your request on as soon as we find an installer for your area, and tell
                  you by e-mail.
                </>
              )}
            </p>
          </li>
        ) : null}
        {median !== null ? (
          <li className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Timer aria-hidden className="size-5" />
            </span>
            <p className="text-sm leading-relaxed text-slate-700">
              <strong className="block text-base text-slate-900">
                {formatLiveValue(median)} {median === 1 ? 'minute' : 'minutes'} to accept
              </strong>
              The median time our installers took to accept a request over the last 30 days.
            </p>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
