import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CONSENT_REQUIRED_MESSAGE } from '@shared/consent';
import type { HomeContent } from '@shared/default-content';
import { toast } from '@/lib/toast';
import {
  fillSingleOptions,
  initialValues,
  missingRequired,
  requiredFields,
  selectOptions,
  type QuoteFieldName,
} from './quote-fields';
import {
  newIdempotencyKey,
  SUBMIT_FAILED_TITLE,
  submitFailureDescription,
  submitFieldErrors,
  submitQuote,
} from './submit-quote';

export const MISSING_TITLE = 'Missing Information';
export const MISSING_PREFIX = 'Please fill in the following required fields: ';

export function fieldId(name: string): string {
  return `quote-${name.replace(/_/g, '-')}`;
}

function focusField(name: string) {
  // After React has shown the messages, so a screen reader reads the field with its error.
  requestAnimationFrame(() => document.getElementById(fieldId(name))?.focus());
}

/** State and submit logic of the quote form (SPEC 4, 5 and 8). */
export function useQuoteForm(content: HomeContent) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const options = useMemo(() => selectOptions(content), [content]);
  const defaults = useMemo(() => initialValues(content), [content]);

  const [values, setValues] = useState(defaults);
  const [consent, setConsentState] = useState(false);
  const [marketingOptIn, setMarketingOptIn] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: two clicks in one frame both see state still saying "not submitting".
  const submittingRef = useRef(false);
  // One key per form fill: kept across retries so a lost answer cannot store a second lead.
  const idempotencyKey = useRef<string | null>(null);

  const [shownDefaults, setShownDefaults] = useState(defaults);
  if (shownDefaults !== defaults) {
    // Fresher content arrived: take its defaults unless the visitor has started typing.
    setShownDefaults(defaults);
    setValues((current) => (dirty ? fillSingleOptions(current, options) : defaults));
  }

  function setField(name: QuoteFieldName, value: string) {
    setDirty(true);
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  function setConsent(agreed: boolean) {
    setDirty(true);
    setConsentState(agreed);
    if (agreed && errors.consent) setErrors(({ consent: _cleared, ...rest }) => rest);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submittingRef.current) return;

    const labels = content.quoteForm.labels;
    const missing = missingRequired(values, labels);
    if (missing.length > 0 || !consent) {
      const missingErrors: Record<string, string> = {};
      for (const [name, label] of requiredFields(labels)) {
        if (values[name].trim() === '') missingErrors[name] = `${label} is required`;
      }
      if (!consent) missingErrors.consent = CONSENT_REQUIRED_MESSAGE;
      setErrors(missingErrors);
      toast.error(
        MISSING_TITLE,
        missing.length > 0 ? `${MISSING_PREFIX}${missing.join(', ')}` : CONSENT_REQUIRED_MESSAGE,
      );
      const first = Object.keys(missingErrors)[0];
      if (first) focusField(first);
      return;
    }

    submittingRef.current = true;
    setSubmitting(true);
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      await submitQuote(
        { ...values, consent: true, marketing_opt_in: marketingOptIn },
        pathname,
        idempotencyKey.current,
      );
      idempotencyKey.current = null;
      setValues(defaults);
      setConsentState(false);
      setMarketingOptIn(false);
      setDirty(false);
      setErrors({});
      navigate('/thank-you');
    } catch (error) {
      const fieldErrors = submitFieldErrors(error);
      setErrors(fieldErrors);
      toast.error(SUBMIT_FAILED_TITLE, submitFailureDescription(error));
      const first = Object.keys(fieldErrors).find((name) => name in values);
      if (first) focusField(first);
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  }

  return {
    values,
    options,
    errors,
    submitting,
    consent,
    marketingOptIn,
    setField,
    setConsent,
    setMarketingOptIn,
    handleSubmit,
  };
}
