import { useCallback, useEffect, useState } from 'react';
import type { Partner } from '@shared/partner-schema';
import {
  INSTALLER_STATE_LABELS,
  type Installer,
  type InstallerList,
  type InstallerState,
} from '@shared/partner-installers';
import { INVITATION_TTL_HOURS } from '@shared/partner-portal';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';

interface PartnerInstallersDialogProps {
  partner: Partner | undefined;
  onOpenChange: (open: boolean) => void;
}

const STATE_TONES: Record<InstallerState, BadgeTone> = {
  invited: 'blue',
  expired: 'yellow',
  active: 'green',
  deactivated: 'neutral',
};

function whenText(installer: Installer): string {
  const sent = installer.invited_at ? `Invited ${formatDateTime(installer.invited_at)}` : '';
  const signedIn = installer.last_sign_in_at
    ? `Last signed in ${formatDateTime(installer.last_sign_in_at)}`
    : 'Never signed in';
  if (installer.state === 'invited' && installer.invitation_expires_at)
    return `${sent} · link works until ${formatDateTime(installer.invitation_expires_at)}`;
  if (installer.state === 'expired') return `${sent} · link expired`;
  return [sent, signedIn].filter(Boolean).join(' · ');
}

/**
 * A partner's installer accounts as the admin sees them: who has signed in,
 * whose link is pending or expired, with a new link for the pending and Remove for anyone
 * who left. A removed installer can be sent a link again.
 */
export function PartnerInstallersDialog({ partner, onOpenChange }: PartnerInstallersDialogProps) {
  const [installers, setInstallers] = useState<Installer[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Installer | undefined>();
  const partnerId = partner?.id;

  const load = useCallback(async () => {
    if (partnerId === undefined) return;
    try {
      const list = await api.get<InstallerList>(`/partners/${partnerId}/installers`);
      setInstallers(list.items);
      setError(null);
    } catch (caught) {
      setError(errorMessage(caught, 'Could not load the installers'));
    }
  }, [partnerId]);

  useEffect(() => {
    void load();
  }, [load]);

  async function resend(installer: Installer) {
    setBusy(installer.id);
    try {
      await api.post(`/partners/${partnerId}/installers/${installer.id}/invitation`);
      toast.success(
        'Invitation sent',
        `${installer.email} can set a password within ${INVITATION_TTL_HOURS} hours; the earlier link no longer works`,
      );
      await load();
    } catch (caught) {
      toast.error('Failed to send the invitation', errorMessage(caught));
    } finally {
      setBusy(null);
    }
  }

  async function remove(installer: Installer) {
    try {
      const { message } = await api.delete<{ message: string }>(
        `/partners/${partnerId}/installers/${installer.id}`,
      );
      toast.success(message, installer.name);
      await load();
    } catch (caught) {
      toast.error('Failed to remove the installer', errorMessage(caught));
    }
  }

  const pending = removing !== undefined && removing.state !== 'active';

  return (
    <Dialog
      open={partner !== undefined}
      onOpenChange={onOpenChange}
      title={`Installers of ${partner?.name ?? ''}`}
      description="The people of this partner who sign in at /partner. Send a new link to someone whose invitation expired; remove someone who left."
    >
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {installers === null && !error && <p className="text-sm text-slate-600">Loading…</p>}
      {installers && installers.length === 0 && (
        <p className="text-sm text-slate-600">
          Nobody from this partner has been invited yet. Use Invite installer to add someone.
        </p>
      )}
      {installers && installers.length > 0 && (
        <ul className="divide-y divide-slate-100" aria-label="Installers">
          {installers.map((installer) => (
            <li
              key={installer.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="truncate font-semibold text-slate-900">{installer.name}</p>
                  <Badge tone={STATE_TONES[installer.state]}>
                    {INSTALLER_STATE_LABELS[installer.state]}
                  </Badge>
                </div>
                <p className="break-all text-slate-700">{installer.email}</p>
                <p className="text-xs text-slate-600">{whenText(installer)}</p>
              </div>
              <div className="flex shrink-0 gap-2">
                {installer.state !== 'active' && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy === installer.id}
                    onClick={() => void resend(installer)}
                  >
                    {installer.state === 'deactivated' ? 'Invite again' : 'Resend'}
                    <span className="sr-only"> to {installer.name}</span>
                  </Button>
                )}
                {installer.state !== 'deactivated' && (
                  <Button
                    variant="outline"
                    size="sm"
                    className="text-red-700 hover:bg-red-50 hover:text-red-800"
                    onClick={() => setRemoving(installer)}
                  >
                    Remove<span className="sr-only"> {installer.name}</span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={`Remove ${removing?.name ?? ''}?`}
        description={
          pending
            ? 'Their invitation link stops working and the invitation is withdrawn.'
            : 'They are signed out at once and can no longer sign in; API tokens they made stop working. Their past answers stay on the leads.'
        }
        confirmLabel="Remove installer"
        destructive
        onConfirm={() => (removing ? remove(removing) : undefined)}
      />
    </Dialog>
  );
}
