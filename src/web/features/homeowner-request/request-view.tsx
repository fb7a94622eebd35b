import { useEffect, useState } from 'react';
import type { HomeownerRequest } from '@shared/homeowner-request';
import { REQUEST_NOT_FOUND } from '@shared/homeowner-request-text';
import { CONTACT_CHANGE_TEXT } from '@shared/contact-change-text';
import { ContactChange } from './contact-change';
import { InstallerList } from './installer-list';
import { PickInstallers } from './pick-installers';
import { RequestChoices } from './request-choices';
import { RequestDataRights } from './request-data-rights';
import { RequestDetails, ChoicesMade } from './request-details';
import { api, ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; request: HomeownerRequest }
  | { kind: 'failed'; message: string }
  | { kind: 'erased' };

/** The token of a `/request/<token>` path. */
export function tokenOf(path: string): string {
  return path.split('/')[2] ?? '';
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-8" aria-labelledby={`${title.replace(/\W+/g, '-').toLowerCase()}-title`}>
      <h2
        id={`${title.replace(/\W+/g, '-').toLowerCase()}-title`}
        className="text-lg font-bold text-slate-900"
      >
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/**
 * The homeowner's page: read in the browser with the link's token, so the
 * server renders the same page for every link and nothing personal is in its HTML.
 */
export function RequestView({ path }: { path: string }) {
  const token = tokenOf(path);
  const [state, setState] = useState<State>({ kind: 'loading' });
  // Read again after the homeowner picks their installers.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<HomeownerRequest>(`/request/${encodeURIComponent(token)}`, {
        signal: controller.signal,
      })
      .then((request) => setState({ kind: 'ready', request }))
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        const message =
          error instanceof ApiError && error.status === 404
            ? REQUEST_NOT_FOUND
            : 'We could not load your request. Please try again in a moment.';
        setState({ kind: 'failed', message });
      });
    return () => controller.abort();
  }, [token, version]);

  if (state.kind === 'loading') {
    return (
      <p className="mt-6 text-slate-600" aria-busy="true">
        Loading your request…
      </p>
    );
  }
  if (state.kind === 'erased') {
    return (
      <p
        role="status"
        className="mt-6 rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200"
      >
        Your personal data has been erased, and every installer who had your request has been told
        to delete your details. This link no longer opens anything.
      </p>
    );
  }
  if (state.kind === 'failed') {
    return (
      <p
        role="alert"
        className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200"
      >
        {state.message}
      </p>
    );
  }
  const { request } = state;
  return (
    <>
      <p className="mt-2 text-slate-600">
        Reference{' '}
        <span className="font-mono font-semibold text-slate-900" data-testid="request-reference">
          {request.reference}
        </span>
        , received {formatDateTime(request.received_at)}
      </p>
      <ChoicesMade choices={request.choices} />
      <PickInstallers
        token={token}
        stopped={request.choices.length > 0}
        onPicked={() => setVersion((n) => n + 1)}
      />
      <Section title="Who has your request">
        <InstallerList installers={request.installers} />
      </Section>
      <Section title="What has happened">
        <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
          {request.timeline.map((entry, k) => (
            <li key={k}>
              <p className="text-sm font-medium text-slate-900">{entry.text}</p>
              <p className="text-xs text-slate-600">{formatDateTime(entry.at)}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Your choices">
        <RequestChoices
          token={token}
          request={request}
          onChange={(next) => setState({ kind: 'ready', request: next })}
        />
      </Section>
      <Section title="Your request">
        <RequestDetails details={request.details} />
      </Section>
      <Section title={CONTACT_CHANGE_TEXT.title}>
        <ContactChange
          token={token}
          onChange={(next) => setState({ kind: 'ready', request: next })}
        />
      </Section>
      <Section title="Your data">
        <RequestDataRights token={token} onErased={() => setState({ kind: 'erased' })} />
      </Section>
    </>
  );
}
