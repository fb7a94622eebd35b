import { useEffect, useState, type FormEvent } from 'react';
import type { HomeownerPicks } from '@shared/homeowner-picks';
import { buttonClasses } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-date';
import { ProfileBadges } from './installer-list';

/**
 * "Homeowner chooses installers": while the request waits for the homeowner's
 * pick, the matched installers' profiles with a checkbox each; the picked ones alone get the
 * details. Draws nothing for a request that was not held for a pick.
 */
export function PickInstallers({
  token,
  stopped,
  onPicked,
}: {
  token: string;
  /** The homeowner asked us to stop contacting them: nothing goes to anyone. */
  stopped: boolean;
  onPicked: () => void;
}) {
  const [picks, setPicks] = useState<HomeownerPicks | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<HomeownerPicks>(`/request/${encodeURIComponent(token)}/picks`, {
        signal: controller.signal,
      })
      .then(setPicks)
      .catch(() => setPicks(null));
    return () => controller.abort();
  }, [token]);

  if (done) {
    return (
      <p
        role="status"
        className="mt-6 rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200"
      >
        {done}
      </p>
    );
  }
  if (!picks || picks.state !== 'awaiting') return null;
  if (stopped) {
    return (
      <p className="mt-6 rounded-xl bg-slate-100 p-4 text-slate-800">
        You asked us to stop contacting you, so no installer will get your details.
      </p>
    );
  }

  const full = chosen.length >= picks.max;
  function toggle(id: number, on: boolean) {
    setError('');
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === 0) {
      setError('Choose at least one installer.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const next = await api.post<HomeownerPicks>(`/request/${encodeURIComponent(token)}/picks`, {
        partner_ids: chosen,
      });
      const names = next.installers.filter((i) => i.picked).map((i) => i.name);
      setDone(`Your details have gone to ${names.join(' and ')}. Expect to hear from them soon.`);
      onPicked();
    } catch (failure) {
      setError(errorMessage(failure, 'That did not go through. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mt-8" aria-labelledby="pick-installers-title">
      <h2 id="pick-installers-title" className="text-lg font-bold text-slate-900">
        Choose your installers
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">
        We matched your request with these installers. None of them has your details yet: tick the
        ones you would like to hear from (up to {picks.max}). If you have not chosen by{' '}
        <strong>{formatDateTime(picks.until)}</strong>, we send your request to all of them.
      </p>
      <form onSubmit={submit} className="mt-4">
        <fieldset>
          <legend className="sr-only">Installers matched to your request</legend>
          <ul className="grid gap-3 sm:grid-cols-2" data-testid="pick-installers">
            {picks.installers.map((installer) => {
              const checked = chosen.includes(installer.id);
              const id = `pick-${installer.id}`;
              return (
                <li
                  key={installer.id}
                  className={`rounded-xl bg-white p-4 ring-1 ${checked ? 'ring-2 ring-brand-600' : 'ring-slate-200'}`}
                >
                  <div className="flex items-start gap-3">
                    <input
                      id={id}
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && full}
                      onChange={(event) => toggle(installer.id, event.target.checked)}
                      className="mt-0.5 size-5 shrink-0 accent-brand-700"
                    />
                    <div className="min-w-0 flex-1">
                      <label htmlFor={id} className="font-semibold text-slate-900">
                        {installer.name}
                      </label>
                      {installer.counties.length > 0 ? (
                        <p className="mt-0.5 text-sm text-slate-600">
                          Covers {installer.counties.join(', ')}
                        </p>
                      ) : null}
                      <ProfileBadges installer={installer} />
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <p className="mt-3 text-sm text-slate-600" aria-live="polite">
          {chosen.length} of up to {picks.max} chosen
        </p>
        {error ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          className={cn(
            buttonClasses('default', 'lg'),
            'mt-3 h-auto min-h-12 w-full whitespace-normal py-2.5 sm:w-auto',
          )}
          disabled={busy}
        >
          {busy ? 'Sending…' : 'Send my details to the selected installers'}
        </button>
      </form>
    </section>
  );
}
