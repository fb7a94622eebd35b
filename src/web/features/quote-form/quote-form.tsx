import { CheckCircle2, Loader2, Lock, Zap } from 'lucide-react';
import type { HomeContent } from '@shared/default-content';
import type { SubmittedQuote } from '@shared/quote-submitted';
import { COUNTIES } from '@shared/counties';
import { buttonClasses } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { COUNTY_LABEL, EIRCODE_LABEL, PROPERTY_ADDRESS_LABEL, SELECT_FIELDS } from './quote-fields';
import { PriceEstimate } from './price-estimate';
import { QuoteConsent } from './quote-consent';
import { errorProps, QuoteField } from './quote-field';
import { fieldId, goToThankYou, useQuoteForm } from './use-quote-form';
import { recordFormStart } from '@/lib/form-start';

const GRID_COLUMNS: Record<number, string> = {
  1: 'sm:grid-cols-1',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
};

/**
 * The public quote request form all copy from the home content. It is
 * sent with the path of the page it is on (the browser's, else the one given).
 */
export function QuoteForm({
  content,
  pagePath = typeof window === 'undefined' ? '/' : window.location.pathname,
  onSent = goToThankYou,
}: {
  content: HomeContent;
  pagePath?: string;
  onSent?: (sent?: SubmittedQuote) => void;
}) {
  const form = useQuoteForm(content, pagePath, onSent);
  const { values, options, errors, submitting, setField } = form;
  const { labels, placeholders, layout } = content.quoteForm;
  const columns = GRID_COLUMNS[layout.columns] ?? GRID_COLUMNS[2];

  const text = (
    name: 'first_name' | 'last_name' | 'email' | 'mobile_number',
    label: string,
    placeholder: string,
    extra: { type: string; autoComplete: string; inputMode?: 'email' | 'tel' },
  ) => {
    const id = fieldId(name);
    return (
      <QuoteField id={id} label={label} marker="required" error={errors[name]}>
        <Input
          id={id}
          name={name}
          value={values[name]}
          placeholder={placeholder}
          aria-required
          onChange={(event) => setField(name, event.target.value)}
          {...extra}
          {...errorProps(id, errors[name])}
        />
      </QuoteField>
    );
  };

  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-brand-900/5">
      {content.quoteForm.urgencyBanner ? (
        <p className="flex items-center justify-center gap-2 bg-amber-50 px-4 py-2.5 text-center text-sm font-medium text-amber-900">
          <Zap aria-hidden className="size-4 shrink-0 text-amber-600" />
          {content.quoteForm.urgencyBanner}
        </p>
      ) : null}
      <div className="p-5 sm:p-8">
        <h2 id="quote-form-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {content.quoteForm.cardTitle}
        </h2>
        <p className="mt-1.5 text-slate-600">{content.quoteForm.cardSubtitle}</p>
        {content.quoteForm.trustIndicators.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700">
            {content.quoteForm.trustIndicators.map((item, index) => (
              <li key={index} className="flex items-center gap-1.5">
                <CheckCircle2 aria-hidden className="size-4 text-accent-600" />
                {item}
              </li>
            ))}
          </ul>
        ) : null}

        <form
          noValidate
          aria-labelledby="quote-form-title"
          onSubmit={(event) => void form.handleSubmit(event)}
          onFocusCapture={() => recordFormStart(pagePath)}
          className={cn('mt-6 grid grid-cols-1 gap-4', columns)}
        >
          {text('first_name', labels.firstName, placeholders.firstName, {
            type: 'text',
            autoComplete: 'given-name',
          })}
          {text('last_name', labels.lastName, placeholders.lastName, {
            type: 'text',
            autoComplete: 'family-name',
          })}
          {text('email', labels.email, placeholders.email, {
            type: 'email',
            autoComplete: 'email',
            inputMode: 'email',
          })}
          {text('mobile_number', labels.mobile, placeholders.mobile, {
            type: 'tel',
            autoComplete: 'tel',
            inputMode: 'tel',
          })}

          <QuoteField
            id={fieldId('property_address')}
            label={PROPERTY_ADDRESS_LABEL}
            marker="required"
            error={errors.property_address}
            wide
          >
            <Input
              id={fieldId('property_address')}
              name="property_address"
              value={values.property_address}
              placeholder={placeholders.propertyAddress}
              autoComplete="street-address"
              onChange={(event) => setField('property_address', event.target.value)}
              {...errorProps(fieldId('property_address'), errors.property_address)}
            />
          </QuoteField>

          {/* The address takes a whole row, so County and Eircode sit side by side. */}
          <QuoteField
            id={fieldId('county')}
            label={COUNTY_LABEL}
            marker="required"
            error={errors.county}
          >
            <NativeSelect
              id={fieldId('county')}
              name="county"
              value={values.county}
              aria-required
              autoComplete="address-level1"
              onChange={(event) => setField('county', event.target.value)}
              className={values.county === '' ? 'text-slate-500' : undefined}
              {...errorProps(fieldId('county'), errors.county)}
            >
              <option value="">Select…</option>
              {COUNTIES.map((county) => (
                <option key={county} value={county}>
                  {county}
                </option>
              ))}
            </NativeSelect>
          </QuoteField>
          <QuoteField
            id={fieldId('eircode')}
            label={EIRCODE_LABEL}
            marker="optional"
            error={errors.eircode}
          >
            <Input
              id={fieldId('eircode')}
              name="eircode"
              value={values.eircode}
              placeholder="A65 F4E2"
              autoComplete="postal-code"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(event) => setField('eircode', event.target.value)}
              onBlur={form.tidyEircode}
              {...errorProps(fieldId('eircode'), errors.eircode)}
            />
          </QuoteField>

          {SELECT_FIELDS.map((field) => {
            const id = fieldId(field.name);
            return (
              <QuoteField
                key={field.name}
                id={id}
                label={field.label}
                marker={field.marked ? 'required' : 'optional'}
                error={errors[field.name]}
              >
                <NativeSelect
                  id={id}
                  name={field.name}
                  value={values[field.name]}
                  onChange={(event) => setField(field.name, event.target.value)}
                  className={values[field.name] === '' ? 'text-slate-500' : undefined}
                  {...errorProps(id, errors[field.name])}
                >
                  <option value="">Select…</option>
                  {options[field.name].map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </NativeSelect>
              </QuoteField>
            );
          })}

          <PriceEstimate content={content} values={values} />

          <QuoteField
            id={fieldId('additional_info')}
            label={labels.additionalInfo}
            marker="required"
            error={errors.additional_info}
            wide
          >
            <Textarea
              id={fieldId('additional_info')}
              name="additional_info"
              rows={4}
              value={values.additional_info}
              placeholder={placeholders.additionalInfo}
              aria-required
              onChange={(event) => setField('additional_info', event.target.value)}
              {...errorProps(fieldId('additional_info'), errors.additional_info)}
            />
          </QuoteField>

          <QuoteConsent
            consent={form.consent}
            marketingOptIn={form.marketingOptIn}
            error={errors.consent}
            onConsentChange={form.setConsent}
            onMarketingChange={form.setMarketingOptIn}
          />

          <div className="flex flex-col gap-3 sm:col-span-full">
            <button
              type="submit"
              disabled={submitting}
              className={cn(buttonClasses('accent', 'lg'), 'h-13 w-full text-base')}
            >
              {submitting ? <Loader2 aria-hidden className="animate-spin" /> : null}
              {submitting ? labels.submittingText : labels.submitText}
            </button>
            <p className="flex items-center justify-center gap-2 text-xs text-slate-500">
              <Lock aria-hidden className="size-3.5 shrink-0" />
              Sent securely. Free, and no obligation to accept any quote.
            </p>
          </div>
        </form>
      </div>
    </div>
  );
}
