import { BadgeCheck, CalendarClock, ShieldCheck } from 'lucide-react';
import type { RequestInstaller } from '@shared/homeowner-request';
import { formatDate, formatDateTime } from '@/lib/format-date';

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

/** The installers a request went to: their public profile and what each did, in plain words. */
export function InstallerList({ installers }: { installers: RequestInstaller[] }) {
  if (installers.length === 0) {
    return (
      <p className="text-slate-600">
        Your request has not been passed to any installer yet. We will let you know who has it.
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="request-installers">
      {installers.map((installer, k) => (
        <li key={`${installer.id}-${k}`} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <h3 className="font-semibold text-slate-900">{installer.name}</h3>
          {installer.counties.length > 0 ? (
            <p className="mt-0.5 text-sm text-slate-600">Covers {installer.counties.join(', ')}</p>
          ) : null}
          <ProfileBadges installer={installer} />
          <p className="mt-3 text-sm text-slate-700">
            {installer.accepted_at
              ? `Accepted your request on ${formatDateTime(installer.accepted_at)}`
              : 'Has not accepted your request yet'}
          </p>
          {installer.quote_euro !== null ? (
            <p className="mt-1 text-sm font-semibold text-slate-900">
              Quote reported: {euro.format(installer.quote_euro)}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** An installer's public profile: years trading, insurance, SEAI. */
export function ProfileBadges({
  installer,
}: {
  installer: Pick<RequestInstaller, 'years_trading' | 'insured_until' | 'seai_registered'>;
}) {
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5 text-xs font-medium">
      {installer.years_trading !== null ? (
        <li className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-1 text-slate-800">
          <CalendarClock aria-hidden className="size-3.5" />
          {installer.years_trading} {installer.years_trading === 1 ? 'year' : 'years'} trading
        </li>
      ) : null}
      {installer.insured_until ? (
        <li className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-1 text-slate-800">
          <ShieldCheck aria-hidden className="size-3.5" />
          Insured until {formatDate(`${installer.insured_until}T12:00:00Z`)}
        </li>
      ) : null}
      {installer.seai_registered ? (
        <li className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-1 text-green-800">
          <BadgeCheck aria-hidden className="size-3.5" />
          SEAI-registered contractor
        </li>
      ) : null}
    </ul>
  );
}
