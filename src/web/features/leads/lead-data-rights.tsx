import { useState } from 'react';
import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { DATA_RIGHTS_TEXT as TEXT, type DataRequest } from '@shared/data-rights';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useDataRights, useDownloadLeadData, useEraseLead } from './api/use-data-rights';

const KIND = { export: 'Data downloaded', erasure: 'Personal data erased' } as const;

function RequestLine({ request }: { request: DataRequest }) {
  const who =
    request.requested_via === 'homeowner'
      ? 'by the homeowner'
      : `by ${request.actor_name || 'staff'}`;
  return (
    <li className="text-sm text-slate-700">
      {KIND[request.kind]} {who}, {formatDateTime(request.requested_at)}
      {request.completed_at === null
        ? ' (not done yet)'
        : request.completed_at.slice(0, 16) === request.requested_at.slice(0, 16)
          ? null
          : `, done ${formatDateTime(request.completed_at)}`}
    </li>
  );
}

/**
 * The homeowner's data rights on the lead detail, for requests received by
 * phone or post: download their data (JSON or a readable page) and, for admins, erase it.
 */
export function LeadDataRights({ leadId, admin }: { leadId: string; admin: boolean }) {
  const status = useDataRights(leadId);
  const download = useDownloadLeadData(leadId);
  const erase = useEraseLead(leadId);
  const [confirming, setConfirming] = useState(false);
  const erasedAt = status.data?.erased_at ?? null;
  const requests = status.data?.requests ?? [];

  function save(format: 'json' | 'html') {
    download.mutate(format, {
      onError: (failure) => toast.error('Download failed', errorMessage(failure)),
    });
  }

  async function confirmErase() {
    try {
      const result = await erase.mutateAsync();
      toast.success(
        TEXT.erasedToast,
        `${result.partners_notified} installer${result.partners_notified === 1 ? '' : 's'} told.`,
      );
    } catch (failure) {
      toast.error('Erasure failed', errorMessage(failure));
    }
  }

  return (
    <Card role="region" aria-labelledby="lead-data-rights-title">
      <CardHeader className="flex-row items-center gap-2">
        <ShieldCheck aria-hidden className="size-4 text-brand-700" />
        <CardTitle id="lead-data-rights-title">{TEXT.cardTitle}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {erasedAt ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
            {TEXT.erased(formatDate(erasedAt))}. Name, contact details, address, notes and messages
            were removed; any installer that had received the request was told.
          </p>
        ) : (
          <p className="text-sm text-slate-600">
            For a homeowner who asks by phone or post: give them a copy of their data, or erase it.
          </p>
        )}
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-slate-900" id="lead-data-download">
            {TEXT.download}
          </p>
          <div className="flex flex-wrap gap-2" role="group" aria-labelledby="lead-data-download">
            <Button
              variant="outline"
              size="sm"
              onClick={() => save('json')}
              disabled={download.isPending}
            >
              <Download aria-hidden />
              {TEXT.downloadJson}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => save('html')}
              disabled={download.isPending}
            >
              <Download aria-hidden />
              {TEXT.downloadHtml}
            </Button>
          </div>
        </div>
        {admin && !erasedAt && status.isSuccess ? (
          <div>
            <Button variant="destructive" size="sm" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden />
              {TEXT.erase}
            </Button>
          </div>
        ) : null}
        {requests.length > 0 ? (
          <div className="flex flex-col gap-1">
            <p className="text-sm font-medium text-slate-900">Data requests</p>
            <ul className="flex flex-col gap-1">
              {requests.map((request, index) => (
                <RequestLine key={index} request={request} />
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={TEXT.confirmTitle}
        description={TEXT.confirmDescription}
        confirmLabel={TEXT.confirmLabel}
        destructive
        onConfirm={confirmErase}
      />
    </Card>
  );
}

/** "Erased on <date>" at the top of an erased lead's detail page; nothing for other leads. */
export function LeadErasedBanner({ leadId }: { leadId: string }) {
  const erasedAt = useDataRights(leadId).data?.erased_at;
  if (!erasedAt) return null;
  return (
    <p
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
    >
      {TEXT.erased(formatDate(erasedAt))}: the homeowner’s personal data was removed and the request
      can no longer be changed.
    </p>
  );
}
