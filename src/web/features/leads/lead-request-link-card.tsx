import { useState } from 'react';
import { Link2, Link2Off, UserX } from 'lucide-react';
import { HOMEOWNER_CHOICE_LABELS } from '@shared/homeowner-request-text';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/error-message';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useChangeRequestLink, useRequestLink } from './api/use-request-link';

/**
 * The homeowner's own page: what they chose there (hired someone, stop contact,
 * withdraw consent), and their link, which staff can revoke or replace with a new one.
 */
export function LeadRequestLinkCard({ leadId }: { leadId: string }) {
  const status = useRequestLink(leadId);
  const change = useChangeRequestLink(leadId);
  const [newUrl, setNewUrl] = useState('');
  const link = status.data?.link ?? null;
  const choices = status.data?.choices ?? [];
  const working =
    link !== null &&
    link.revoked_at === null &&
    (link.expires_at === null || link.expires_at > new Date().toISOString());

  function run(reissue: boolean) {
    if (!reissue && !window.confirm("Revoke the homeowner's link? It will stop working at once.")) {
      return;
    }
    change.mutate(reissue, {
      onSuccess: ({ url }) => {
        setNewUrl(url);
        toast.success(reissue ? 'New link issued' : 'Link revoked');
      },
      onError: (error) => toast.error('Could not change the link', errorMessage(error, '')),
    });
  }

  return (
    <Card data-testid="lead-request-link">
      <CardHeader>
        <CardTitle>Homeowner&apos;s page</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {choices.length > 0 ? (
          <div className="rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
            <p className="flex items-center gap-2 font-semibold">
              <UserX aria-hidden className="size-4" />
              Do not contact the homeowner
            </p>
            <ul className="mt-1 space-y-0.5 pl-6">
              {choices.map((choice) => (
                <li key={choice.choice}>
                  {HOMEOWNER_CHOICE_LABELS[choice.choice]}
                  {choice.hired_with ? `: ${choice.hired_with}` : ''} ({formatDateTime(choice.at)})
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className="text-slate-700">
          {status.isPending
            ? 'Loading…'
            : status.isError
              ? errorMessage(status.error, 'Could not load the link')
              : link === null
                ? 'No link: this request was received before homeowner pages existed.'
                : working
                  ? `Link sent ${formatDate(link.created_at)}, works${link.expires_at ? ` until ${formatDate(link.expires_at)}` : ''}.`
                  : link.revoked_at
                    ? `Link revoked ${formatDateTime(link.revoked_at)}.`
                    : 'The link has expired.'}
        </p>
        {newUrl ? (
          <p className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
            New link (shown once, pass it to the homeowner):{' '}
            <code className="break-all text-xs">{newUrl}</code>
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => run(true)} disabled={change.isPending}>
            <Link2 aria-hidden />
            Issue a new link
          </Button>
          {working ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => run(false)}
              disabled={change.isPending}
            >
              <Link2Off aria-hidden />
              Revoke link
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
