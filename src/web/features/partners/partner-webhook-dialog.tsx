import { useState } from 'react';
import { RotateCcw, Send, Trash2 } from 'lucide-react';
import type { Partner } from '@shared/partner-schema';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useWebhookActions, useWebhookSettings } from './api/use-partner-webhook';
import { WebhookDeliveryLog } from './webhook-delivery-log';
import { WebhookSecretNotice } from './webhook-secret-notice';

interface PartnerWebhookDialogProps {
  partner: Partner | undefined;
  onOpenChange: (open: boolean) => void;
}

/** A partner's webhook: URL, signing secret, test event and delivery log. */
export function PartnerWebhookDialog({ partner, onOpenChange }: PartnerWebhookDialogProps) {
  return (
    <Dialog
      open={partner !== undefined}
      onOpenChange={onOpenChange}
      title={`Webhook for ${partner?.name ?? ''}`}
      description="New leads, reassignments, credits and outcomes are POSTed to this URL as signed JSON (Standard Webhooks), without the homeowner's contact details."
      className="max-w-2xl"
    >
      {partner && <WebhookSettingsForm partnerId={partner.id} />}
    </Dialog>
  );
}

function WebhookSettingsForm({ partnerId }: { partnerId: number }) {
  const settingsQuery = useWebhookSettings(partnerId);
  const actions = useWebhookActions(partnerId);
  const settings = settingsQuery.data;
  const [url, setUrl] = useState<string | undefined>();
  const [error, setError] = useState('');
  const [secret, setSecret] = useState('');
  const shownUrl = url ?? settings?.url ?? '';
  const busy = Object.values(actions).some((action) => action.isPending);

  async function run<T>(title: string, action: () => Promise<T>, done?: (result: T) => void) {
    try {
      done?.(await action());
    } catch (failure) {
      if (failure instanceof ApiError && failure.errors?.url) setError(failure.errors.url);
      toast.error(title, errorMessage(failure));
    }
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    setError('');
    void run(
      'Failed to save the webhook',
      () => actions.save.mutateAsync(shownUrl),
      (saved) => {
        setUrl(undefined);
        if (saved.secret) setSecret(saved.secret);
        toast.success('Webhook saved', saved.url ?? '');
      },
    );
  }

  return (
    <div className="space-y-5">
      <form className="space-y-3" onSubmit={save}>
        <Field
          label="Webhook URL"
          error={error}
          hint={
            settings?.secret_created_at
              ? `Signing secret made ${formatDateTime(settings.secret_created_at)}.`
              : 'https:// address of the partner’s system; a signing secret is made when first saved.'
          }
        >
          {(field) => (
            <Input
              {...field}
              type="url"
              inputMode="url"
              placeholder="https://crm.example.ie/hooks/leads"
              value={shownUrl}
              disabled={settingsQuery.isPending}
              onChange={(event) => setUrl(event.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy || shownUrl.trim() === ''}>
            Save URL
          </Button>
          {settings?.url && (
            <>
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                onClick={() =>
                  void run(
                    'Failed to send a test event',
                    () => actions.test.mutateAsync(),
                    () => toast.success('Test event queued', 'It appears in the log below'),
                  )
                }
              >
                <Send aria-hidden /> Send test event
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                onClick={() =>
                  void run(
                    'Failed to rotate the secret',
                    () => actions.rotate.mutateAsync(),
                    (r) => {
                      if (r.secret) setSecret(r.secret);
                      toast.success(
                        'New signing secret made',
                        'The old one also signs for 24 hours',
                      );
                    },
                  )
                }
              >
                <RotateCcw aria-hidden /> Rotate secret
              </Button>
              <Button
                type="button"
                variant="ghost"
                className="text-red-700 hover:bg-red-50"
                disabled={busy}
                onClick={() =>
                  void run(
                    'Failed to remove the webhook',
                    () => actions.remove.mutateAsync(),
                    () => {
                      setSecret('');
                      setUrl(undefined);
                      toast.success('Webhook removed', 'Nothing more is sent to it');
                    },
                  )
                }
              >
                <Trash2 aria-hidden /> Remove
              </Button>
            </>
          )}
        </div>
      </form>
      {secret && <WebhookSecretNotice secret={secret} />}
      {settings?.url && <WebhookDeliveryLog partnerId={partnerId} />}
    </div>
  );
}
