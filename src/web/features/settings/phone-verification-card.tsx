import { useState } from 'react';
import {
  PHONE_CODE_MAX_TRIES,
  PHONE_CODE_MINUTES,
  SMS_NOT_CONFIGURED_MESSAGE,
} from '@shared/phone-verification-rules';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import {
  usePhoneVerificationSettings,
  useSavePhoneVerification,
} from './api/use-phone-verification-settings';

/** /admin/settings: hold new requests until the homeowner types the code we texted. */
export function PhoneVerificationCard() {
  const settings = usePhoneVerificationSettings();
  const save = useSavePhoneVerification();
  const [error, setError] = useState('');
  const data = settings.data;
  const unavailable = data ? !data.sms_configured : false;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Phone verification</CardTitle>
        <CardDescription>
          With this on, a new request is held until the homeowner types the 6-digit code we text
          them. Until then no installer has it, and staff see “Phone not verified” on the lead. A
          code works for {PHONE_CODE_MINUTES} minutes and {PHONE_CODE_MAX_TRIES} tries.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {data ? (
          <div className="flex items-center gap-3">
            <Switch
              id="phone-verification"
              checked={data.phone_verification}
              disabled={save.isPending || (unavailable && !data.phone_verification)}
              aria-describedby={unavailable ? 'phone-verification-unavailable' : undefined}
              onCheckedChange={(on) => {
                setError('');
                save.mutate(on, {
                  onSuccess: (saved) =>
                    toast.success(
                      'Saved',
                      saved.phone_verification
                        ? 'New requests now wait for the homeowner’s code.'
                        : 'New requests go to installers without a code.',
                    ),
                  onError: (failure) => setError(errorMessage(failure)),
                });
              }}
            />
            <Label htmlFor="phone-verification">Confirm the homeowner’s mobile by SMS code</Label>
          </div>
        ) : (
          <p className="text-sm text-slate-500">
            {settings.isError ? errorMessage(settings.error) : 'Loading settings…'}
          </p>
        )}
        {unavailable ? (
          <p
            id="phone-verification-unavailable"
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            It cannot be turned on yet. {SMS_NOT_CONFIGURED_MESSAGE}.
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
