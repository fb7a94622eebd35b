import { CONSENT_TEXT, MARKETING_TEXT } from '@shared/consent';
import { Checkbox } from '@/components/ui/checkbox';
import { errorProps } from './quote-field';
import { fieldId } from './use-quote-form';

/**
 * The GDPR consent the lead is sent with (its wording is versioned in shared/consent.ts),
 * and the optional marketing opt-in; both start unticked.
 */
export function QuoteConsent({
  consent,
  marketingOptIn,
  error,
  onConsentChange,
  onMarketingChange,
}: {
  consent: boolean;
  marketingOptIn: boolean;
  error?: string;
  onConsentChange: (agreed: boolean) => void;
  onMarketingChange: (agreed: boolean) => void;
}) {
  const consentId = fieldId('consent');
  const marketingId = fieldId('marketing_opt_in');
  return (
    <div className="space-y-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200 sm:col-span-full">
      <div>
        <div className="flex items-start gap-3">
          <Checkbox
            id={consentId}
            name="consent"
            checked={consent}
            aria-required
            onChange={(event) => onConsentChange(event.target.checked)}
            className="mt-0.5 size-5 shrink-0"
            {...errorProps(consentId, error)}
          />
          <label htmlFor={consentId} className="leading-relaxed">
            {CONSENT_TEXT}
            <span aria-hidden className="text-red-600">
              {' '}
              *
            </span>
          </label>
        </div>
        <p className="mt-1 pl-8">
          <a href="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
            Read our Privacy Policy
          </a>
        </p>
        {error ? (
          <p id={`${consentId}-error`} className="mt-1 pl-8 text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex items-start gap-3">
        <Checkbox
          id={marketingId}
          name="marketing_opt_in"
          checked={marketingOptIn}
          onChange={(event) => onMarketingChange(event.target.checked)}
          className="mt-0.5 size-5 shrink-0"
        />
        <label htmlFor={marketingId} className="leading-relaxed text-slate-600">
          {MARKETING_TEXT}
        </label>
      </div>
    </div>
  );
}
