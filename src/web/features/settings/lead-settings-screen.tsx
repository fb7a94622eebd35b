import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import type { LeadSettings } from '@shared/lead-owner';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useLeadSettings, useSaveLeadSettings } from '@/lib/lead-settings';
import { PartnerSettingsCard } from './partner-settings-card';
import { PhoneVerificationCard } from './phone-verification-card';
import { HomeownerPicksCard } from './homeowner-picks-card';

/** /admin/settings: round-robin owners for new leads, and the lost reasons staff choose from. */
export function LeadSettingsScreen() {
  const settings = useLeadSettings();
  return (
    <div className="flex max-w-3xl flex-col gap-5">
      <PageHeader
        className="mb-0"
        title="Settings"
        description="How new leads are assigned, and why lost leads were lost."
      />
      {settings.data ? (
        <LeadSettingsForm initial={settings.data} />
      ) : (
        <p className="text-sm text-slate-500">
          {settings.isError ? errorMessage(settings.error) : 'Loading settings…'}
        </p>
      )}
      <PartnerSettingsCard />
      <PhoneVerificationCard />
      <HomeownerPicksCard />
    </div>
  );
}

function LeadSettingsForm({ initial }: { initial: LeadSettings }) {
  const save = useSaveLeadSettings();
  const [roundRobin, setRoundRobin] = useState(initial.round_robin);
  const [reasons, setReasons] = useState<string[]>(initial.lost_reasons);
  // The reasons as last saved: the round-robin switch saves those, not unsaved edits.
  const [savedReasons, setSavedReasons] = useState<string[]>(initial.lost_reasons);
  const [error, setError] = useState('');

  function submit(next: LeadSettings, done: string) {
    setError('');
    save.mutate(next, {
      onSuccess: (saved) => {
        setRoundRobin(saved.round_robin);
        setReasons(saved.lost_reasons);
        setSavedReasons(saved.lost_reasons);
        toast.success('Saved', done);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  }

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Lead owners</CardTitle>
          <CardDescription>
            With round-robin on, each new lead is given to the next active manager in turn.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex items-center gap-3">
          <Switch
            id="round-robin"
            checked={roundRobin}
            disabled={save.isPending}
            onCheckedChange={(on) =>
              submit(
                { round_robin: on, lost_reasons: savedReasons },
                on ? 'Round-robin is on.' : 'Round-robin is off.',
              )
            }
          />
          <Label htmlFor="round-robin">Assign new leads to managers in turn (round-robin)</Label>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Lost reasons</CardTitle>
          <CardDescription>
            Staff choose one of these whenever a lead is marked Lost.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              submit(
                { round_robin: roundRobin, lost_reasons: reasons.map((r) => r.trim()) },
                'Lost reasons updated.',
              );
            }}
          >
            <ol className="flex flex-col gap-2">
              {reasons.map((reason, index) => (
                <li key={index} className="flex items-center gap-2">
                  <Input
                    aria-label={`Lost reason ${index + 1}`}
                    value={reason}
                    maxLength={100}
                    onChange={(event) =>
                      setReasons(reasons.map((r, k) => (k === index ? event.target.value : r)))
                    }
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    aria-label={`Remove ${reason || `lost reason ${index + 1}`}`}
                    onClick={() => setReasons(reasons.filter((_, k) => k !== index))}
                    disabled={reasons.length <= 1}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </li>
              ))}
            </ol>
            {error ? (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" onClick={() => setReasons([...reasons, ''])}>
                <Plus aria-hidden />
                Add reason
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save reasons'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </>
  );
}
