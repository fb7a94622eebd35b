import { useState } from 'react';
import { Copy, KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The signing secret, shown once after it is made: copy it now, it is never shown again. */
export function WebhookSecretNotice({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  }

  return (
    <div role="status" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p className="flex items-center gap-2 text-sm font-semibold text-amber-900">
        <KeyRound aria-hidden className="size-4" /> Signing secret: copy it now
      </p>
      <p className="text-xs text-amber-900">
        It is shown only this once. Give it to the partner to verify each delivery&apos;s
        webhook-signature header.
      </p>
      <div className="flex gap-2">
        <input
          readOnly
          aria-label="Signing secret"
          value={secret}
          onFocus={(event) => event.target.select()}
          className="min-w-0 flex-1 rounded-md border border-amber-300 bg-white px-2 py-1.5 font-mono text-xs text-slate-900"
        />
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden /> {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}
