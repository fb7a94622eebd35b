import { useState } from 'react';
import type { Partner } from '@shared/partner-schema';
import { INVITATION_TTL_HOURS } from '@shared/partner-portal';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError, api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

interface InviteInstallerDialogProps {
  partner: Partner | undefined;
  onOpenChange: (open: boolean) => void;
}

/** Invite a person of a partner company to the installer portal. */
export function InviteInstallerDialog({ partner, onOpenChange }: InviteInstallerDialogProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!partner) return;
    setSaving(true);
    setErrors({});
    try {
      const sent = await api.post<{ resent: boolean }>(`/partners/${partner.id}/invitations`, {
        name,
        email,
      });
      // A pending installer's e-mail gets a new link; the earlier one stops working.
      toast.success(
        sent.resent ? 'Invitation sent again' : 'Invitation sent',
        `${email} can set a password within ${INVITATION_TTL_HOURS} hours`,
      );
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      toast.error('Failed to send the invitation', errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={partner !== undefined}
      onOpenChange={(next) => !saving && onOpenChange(next)}
      title={`Invite an installer of ${partner?.name ?? ''}`}
      description={`They get an e-mail with a one-time link to set a password, valid for ${INVITATION_TTL_HOURS} hours, and then see this partner's leads at /partner.`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form="invite-installer-form" disabled={saving}>
            {saving ? 'Sending...' : 'Send Invitation'}
          </Button>
        </>
      }
    >
      <form
        id="invite-installer-form"
        className="space-y-4"
        onSubmit={(event) => void submit(event)}
      >
        <Field label="Name" error={errors.name} required>
          {(field) => (
            <Input {...field} value={name} onChange={(event) => setName(event.target.value)} />
          )}
        </Field>
        <Field label="Email" error={errors.email} required>
          {(field) => (
            <Input
              {...field}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
