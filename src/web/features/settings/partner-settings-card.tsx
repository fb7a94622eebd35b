import { useState } from 'react';
import { MAX_PAUSE_AFTER, type PartnerSettings } from '@shared/partner-settings';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { usePartnerSettings, useSavePartnerSettings } from './api/use-partner-settings';

/** /admin/settings: pause a partner automatically after leads expired in a row. */
export function PartnerSettingsCard() {
  const settings = usePartnerSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Partner installers</CardTitle>
        <CardDescription>
          A lead an installer does not accept or decline in time goes to the next partner. A partner
          whose leads keep expiring can be paused until you resume it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.data ? (
          <PauseForm initial={settings.data} />
        ) : (
          <p className="text-sm text-slate-500">
            {settings.isError ? errorMessage(settings.error) : 'Loading settings…'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function PauseForm({ initial }: { initial: PartnerSettings }) {
  const save = useSavePartnerSettings();
  const [value, setValue] = useState(String(initial.pause_after_expiries));
  const [error, setError] = useState('');
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setError('');
        save.mutate(
          { pause_after_expiries: Number(value) },
          {
            onSuccess: (saved) => {
              setValue(String(saved.pause_after_expiries));
              toast.success(
                'Saved',
                saved.pause_after_expiries > 0
                  ? `Partners are paused after ${saved.pause_after_expiries} expired leads in a row.`
                  : 'Partners are never paused automatically.',
              );
            },
            onError: (failure) => setError(errorMessage(failure)),
          },
        );
      }}
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor="pause-after">Pause a partner after N expired leads in a row</Label>
        <Input
          id="pause-after"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_PAUSE_AFTER}
          className="w-28"
          aria-describedby="pause-after-help"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <p id="pause-after-help" className="text-sm text-slate-600">
          0 turns it off. Admins are e-mailed when a partner is paused.
        </p>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
