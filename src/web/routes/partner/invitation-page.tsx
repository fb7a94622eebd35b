import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { InvitationView } from '@shared/partner-portal';
import { PASSWORD_MIN_LENGTH } from '@shared/user-schema';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { setProfile } from '@/lib/profile';
import { QueryProvider } from '@/lib/query-client';
import { endSession, startSession, type SessionUser } from '@/lib/session';
import { useScreenTitle } from '@/lib/use-screen-title';

/** /partner/invite/:token: an invited installer sets a password and is signed in. */
export default function InvitationPage() {
  return (
    <QueryProvider>
      <InvitationScreen />
    </QueryProvider>
  );
}

function InvitationScreen() {
  useScreenTitle('Set your password');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const invitation = useQuery({
    queryKey: ['partner-invitation', token],
    queryFn: () => api.get<InvitationView>(`/partner/invitations/${encodeURIComponent(token)}`),
    retry: false,
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) {
      setError(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      endSession();
      const answer = await api.post<{ token: string; user: SessionUser }>(
        `/partner/invitations/${encodeURIComponent(token)}`,
        { password },
      );
      startSession(answer.token, answer.user);
      setProfile(answer.user);
      await navigate('/partner', { replace: true });
    } catch (caught) {
      setError(errorMessage(caught, 'Could not set your password'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <Card className="w-full max-w-md p-6">
        <h1 className="text-2xl font-bold text-slate-900">Set your password</h1>
        {invitation.isPending && <p className="mt-2 text-slate-600">Checking your link…</p>}
        {invitation.isError && (
          <p role="alert" className="mt-3 text-red-700">
            {errorMessage(invitation.error, 'This invitation link is not valid.')}
          </p>
        )}
        {invitation.data && (
          <form className="mt-4 space-y-4" onSubmit={(event) => void submit(event)}>
            <p className="text-slate-700">
              {invitation.data.name}, you are joining {invitation.data.partner} as{' '}
              {invitation.data.email}.
            </p>
            <div className="space-y-1">
              <Label htmlFor="invite-password">Password</Label>
              <Input
                id="invite-password"
                type="password"
                autoComplete="new-password"
                value={password}
                aria-invalid={error ? true : undefined}
                aria-describedby="invite-password-hint"
                onChange={(event) => setPassword(event.target.value)}
              />
              <p id="invite-password-hint" className="text-sm text-slate-600">
                At least {PASSWORD_MIN_LENGTH} characters.
              </p>
            </div>
            {error && (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            <Button type="submit" size="lg" className="w-full" disabled={saving}>
              Set password and sign in
            </Button>
          </form>
        )}
      </Card>
    </main>
  );
}
