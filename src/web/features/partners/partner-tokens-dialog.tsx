import { useCallback, useEffect, useState } from 'react';
import type { Partner } from '@shared/partner-schema';
import type { ApiToken, ApiTokenList } from '@shared/partner-api';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';

interface PartnerTokensDialogProps {
  partner: Partner | undefined;
  onOpenChange: (open: boolean) => void;
}

/**
 * A partner's API tokens as the admin sees them: names and use, never the
 * tokens; revoking one that leaked or belongs to someone who left. Only the partner creates them.
 */
export function PartnerTokensDialog({ partner, onOpenChange }: PartnerTokensDialogProps) {
  const [tokens, setTokens] = useState<ApiToken[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | undefined>();
  const partnerId = partner?.id;

  const load = useCallback(async () => {
    if (partnerId === undefined) return;
    try {
      const list = await api.get<ApiTokenList>(`/partners/${partnerId}/api-tokens`);
      setTokens(list.items);
      setError(null);
    } catch (caught) {
      setError(errorMessage(caught, 'Could not load the tokens'));
    }
  }, [partnerId]);

  useEffect(() => {
    void load();
  }, [load]);

  async function revoke(token: ApiToken) {
    try {
      await api.delete(`/partners/${partnerId}/api-tokens/${token.id}`);
      toast.success('Token revoked', `${token.name} no longer works`);
      await load();
    } catch (caught) {
      toast.error('Could not revoke the token', errorMessage(caught));
    }
  }

  return (
    <Dialog
      open={partner !== undefined}
      onOpenChange={onOpenChange}
      title={`API tokens of ${partner?.name ?? ''}`}
      description="The partner's installers create these in their portal. Revoke one that leaked or belongs to someone who left."
    >
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {tokens && tokens.length === 0 && (
        <p className="text-sm text-slate-600">This partner has no API tokens.</p>
      )}
      {tokens && tokens.length > 0 && (
        <ul className="divide-y divide-slate-100" aria-label="API tokens">
          {tokens.map((token) => (
            <li key={token.id} className="flex items-start justify-between gap-3 py-2">
              <div className="min-w-0 text-sm">
                <p className="truncate font-semibold text-slate-900">{token.name}</p>
                <p className="text-slate-600">
                  Created {formatDateTime(token.created_at)}
                  {token.created_by ? ` by ${token.created_by}` : ''}
                </p>
                <p className="text-slate-600">
                  {token.last_used_at
                    ? `Last used ${formatDateTime(token.last_used_at)}`
                    : 'Never used'}
                </p>
              </div>
              <Button variant="outline" size="sm" onClick={() => setRevoking(token)}>
                Revoke<span className="sr-only"> {token.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== undefined}
        onOpenChange={(open) => !open && setRevoking(undefined)}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        description="Software using this token will stop getting the partner's leads at once."
        confirmLabel="Revoke token"
        destructive
        onConfirm={() => (revoking ? revoke(revoking) : undefined)}
      />
    </Dialog>
  );
}
