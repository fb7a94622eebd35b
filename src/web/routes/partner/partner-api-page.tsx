import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Copy, KeyRound, Trash2 } from 'lucide-react';
import type { ApiToken, ApiTokenCreated, ApiTokenList } from '@shared/partner-api';
import { INSTALLER_ROLE_ID } from '@shared/roles';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RequireRole } from '@/features/panel/require-role';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-date';
import { useProfileRefresh } from '@/lib/profile';
import { QueryProvider } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { useScreenTitle } from '@/lib/use-screen-title';

const TOKENS_KEY = ['partner-api-tokens'];

/** /partner/api: the company's API tokens for its own tools, phone first. */
export default function PartnerApiPage() {
  useProfileRefresh();
  return (
    <RequireRole roleId={INSTALLER_ROLE_ID}>
      <QueryProvider>
        <ApiTokensScreen />
      </QueryProvider>
    </RequireRole>
  );
}

function ApiTokensScreen() {
  useScreenTitle('API tokens');
  const tokens = useQuery({
    queryKey: TOKENS_KEY,
    queryFn: () => api.get<ApiTokenList>('/partner/api-tokens'),
  });
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-3">
          <Button asChild variant="outline" size="sm">
            <Link to="/partner">
              <ArrowLeft aria-hidden />
              Your leads
            </Link>
          </Button>
          <h1 className="text-xl font-bold text-slate-900">API tokens</h1>
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-4 px-4 py-4">
        <p className="text-sm text-slate-700">
          A token lets your own software read your leads and answer them through our API (
          <a className="font-medium text-brand-700 underline" href="/api/partner/openapi.json">
            API description
          </a>
          ). Send it as <code className="rounded bg-slate-100 px-1">Authorization: Bearer …</code>.
          It works only for your company’s leads. Revoke a token you no longer use.
        </p>
        {created ? (
          <NewToken token={created} onDone={() => setCreated(null)} />
        ) : (
          <CreateToken onCreated={setCreated} />
        )}
        {tokens.isError && (
          <p role="alert">{errorMessage(tokens.error, 'Could not load your tokens')}</p>
        )}
        {tokens.data && tokens.data.items.length === 0 && (
          <Card className="p-4 text-slate-700">You have no API tokens yet.</Card>
        )}
        {tokens.data && tokens.data.items.length > 0 && (
          <ul aria-label="Your API tokens" className="space-y-2">
            {tokens.data.items.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}

function CreateToken({ onCreated }: { onCreated: (token: ApiTokenCreated) => void }) {
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => api.post<ApiTokenCreated>('/partner/api-tokens', { name }),
    onSuccess: async (token) => {
      setName('');
      setError(null);
      onCreated(token);
      await client.invalidateQueries({ queryKey: TOKENS_KEY });
    },
    onError: (caught) => setError(errorMessage(caught, 'Could not create the token')),
  });
  return (
    <Card className="p-4">
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) {
            setError('Name is required');
            return;
          }
          create.mutate();
        }}
      >
        <div className="space-y-1">
          <Label htmlFor="token-name">Token name</Label>
          <Input
            id="token-name"
            value={name}
            maxLength={80}
            placeholder="e.g. Office CRM"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'token-name-error' : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {error && (
            <p id="token-name-error" role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={create.isPending}>
          <KeyRound aria-hidden />
          Create token
        </Button>
      </form>
    </Card>
  );
}

function NewToken({ token, onDone }: { token: ApiTokenCreated; onDone: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(token.token);
      toast.success('Token copied');
    } catch {
      toast.error('Could not copy: select the token and copy it yourself');
    }
  }
  return (
    <Card className="border-green-300 bg-green-50 p-4" role="region" aria-label="Your new token">
      <h2 className="font-semibold text-slate-900">Token “{token.name}” created</h2>
      <p className="mt-1 text-sm font-medium text-slate-800">
        Copy it now: you will not see it again.
      </p>
      <Label htmlFor="new-token" className="sr-only">
        New API token
      </Label>
      <Input
        id="new-token"
        readOnly
        value={token.token}
        className="mt-3 font-mono"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="mt-3 grid grid-cols-2 gap-2 sm:flex">
        <Button size="lg" onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy token
        </Button>
        <Button size="lg" variant="outline" onClick={onDone}>
          Done
        </Button>
      </div>
    </Card>
  );
}

function TokenRow({ token }: { token: ApiToken }) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const headingId = `token-${token.id}`;
  async function revoke() {
    try {
      await api.delete(`/partner/api-tokens/${token.id}`);
      toast.success('Token revoked');
      await client.invalidateQueries({ queryKey: TOKENS_KEY });
    } catch (caught) {
      toast.error(errorMessage(caught, 'Could not revoke the token'));
    }
  }
  return (
    <li>
      <Card className="flex items-start justify-between gap-3 p-4" aria-labelledby={headingId}>
        <div className="min-w-0">
          <h2 id={headingId} className="truncate font-semibold text-slate-900">
            {token.name}
          </h2>
          <p className="text-sm text-slate-600">
            Created {formatDateTime(token.created_at)}
            {token.created_by ? ` by ${token.created_by}` : ''}
          </p>
          <p className="text-sm text-slate-600">
            {token.last_used_at ? `Last used ${formatDateTime(token.last_used_at)}` : 'Never used'}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden />
          Revoke<span className="sr-only"> {token.name}</span>
        </Button>
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Revoke “${token.name}”?`}
        description="Software using this token will stop getting your leads at once. This cannot be undone."
        confirmLabel="Revoke token"
        destructive
        onConfirm={revoke}
      />
    </li>
  );
}
