import { useState, type FormEvent } from 'react';
import {
  PICK_HOURS_MAX,
  PICK_HOURS_MIN,
  homeownerPickSettingsSchema,
  type HomeownerPickSettings,
} from '@shared/homeowner-picks';
import { MAX_PARTNERS_PER_LEAD } from '@shared/consent';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import {
  useHomeownerPickSettings,
  useSaveHomeownerPickSettings,
} from './api/use-homeowner-pick-settings';

/** /admin/settings: the homeowner picks which matched installers get their details. */
export function HomeownerPicksCard() {
  const settings = useHomeownerPickSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Homeowner chooses installers</CardTitle>
        <CardDescription>
          With this on, a new request is matched as usual but no installer gets the homeowner’s
          details yet. On their request page the homeowner sees the matched installers’ profiles and
          picks who may contact them (up to {MAX_PARTNERS_PER_LEAD}). If they have not picked within
          the time limit, the request goes to the usual matched installers.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.data ? (
          <HomeownerPicksForm initial={settings.data} />
        ) : (
          <p className="text-sm text-slate-500">
            {settings.isError ? errorMessage(settings.error) : 'Loading settings…'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function HomeownerPicksForm({ initial }: { initial: HomeownerPickSettings }) {
  const save = useSaveHomeownerPickSettings();
  const [hours, setHours] = useState(String(initial.pick_hours));
  const [error, setError] = useState('');

  function submit(next: { homeowner_picks: boolean; pick_hours: unknown }, done: string) {
    setError('');
    const parsed = homeownerPickSettingsSchema.safeParse(next);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the time limit');
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setHours(String(saved.pick_hours));
        toast.success('Saved', done);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  }

  const current = save.data ?? initial;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(
      { homeowner_picks: current.homeowner_picks, pick_hours: Number(hours) },
      `Homeowners now have ${hours} hours to choose.`,
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <Switch
          id="homeowner-picks"
          checked={current.homeowner_picks}
          disabled={save.isPending}
          onCheckedChange={(on) =>
            submit(
              { homeowner_picks: on, pick_hours: current.pick_hours },
              on
                ? 'New requests now wait for the homeowner to choose their installers.'
                : 'New requests go to the matched installers at once.',
            )
          }
        />
        <Label htmlFor="homeowner-picks">Homeowner chooses installers</Label>
      </div>
      <form className="flex flex-wrap items-end gap-3" onSubmit={onSubmit} noValidate>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="pick-hours">Time to choose (hours)</Label>
          <Input
            id="pick-hours"
            type="number"
            inputMode="numeric"
            min={PICK_HOURS_MIN}
            max={PICK_HOURS_MAX}
            step={1}
            className="w-28"
            value={hours}
            aria-describedby="pick-hours-hint"
            onChange={(event) => setHours(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save time limit'}
        </Button>
        <p id="pick-hours-hint" className="basis-full text-sm text-slate-600">
          From {PICK_HOURS_MIN} to {PICK_HOURS_MAX} hours. After it, the request goes to the usual
          matched installers.
        </p>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
