import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { HomeContent } from '@shared/default-content';
import type { SubmittedQuote } from '@shared/quote-submitted';
import { normalizeEircode } from '@shared/eircode';
import { fieldErrors } from '@/lib/error-message';
import { rememberInstallersSent } from '@/lib/installers-sent';
import { toast } from '@/lib/toast';
import { readQuoteDraft, rememberVerification } from '@/lib/pending-verification';
import { checkQuote } from './check-quote';
import { rememberSentRequest } from './sent-request';
import {
  fillSingleOptions,
  initialValues,
  selectOptions,
  type QuoteFieldName,
} from './quote-fields';
import {
  newIdempotencyKey,
  SUBMIT_FAILED_TITLE,
  submitFailureDescription,
  submitQuote,
} from './submit-quote';

export function fieldId(name: string): string {
  return `quote-${name.replace(/_/g, '-')}`;
}

/** Focus the first field marked invalid, in the order the form shows them. */
function focusFirstInvalid(form: HTMLFormElement) {
  // After React has shown the messages, so a screen reader reads the field with its error.
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * Where the form goes once the request is stored: the thank-you page, as a new page, which
 * shows how many installers have the request.
 */
export function goToThankYou(sent?: { partners_matched?: number; pick_until?: string }): void {
  // Held for the homeowner's pick: no installer has it yet, and none is counted.
  rememberInstallersSent(sent?.pick_until ? undefined : sent?.partners_matched);
  window.location.assign('/thank-you');
}

/**
 * State and submit logic of the quote form. `pagePath` is the page the
 * form is on, sent as the lead's url_type; `onSent` runs once the request is stored.
 */
export function useQuoteForm(
  content: HomeContent,
  pagePath: string,
  onSent: (sent?: SubmittedQuote) => void,
) {
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

  // Back from the thank-you page while the code is awaited: the form as it was typed.
  useEffect(() => {
    const draft = readQuoteDraft();
    if (!draft) return;
    setValues((current) => ({ ...current, ...draft }));
    setDirty(true);
  }, []);

  function setField(name: QuoteFieldName, value: string) {
    setDirty(true);
    // The server answers a repeated key only for the same e-mail: a new address is a new request.
    if (name === 'email') idempotencyKey.current = null;
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  /** A valid Eircode is shown in its "A65 F4E2" form as soon as the visitor leaves it. */
  function tidyEircode() {
    const normalized = normalizeEircode(values.eircode);
    if (normalized && normalized !== values.eircode) setField('eircode', normalized);
  }

  function setConsent(agreed: boolean) {
    setDirty(true);
    setConsentState(agreed);
    if (agreed && errors.consent) setErrors(({ consent: _cleared, ...rest }) => rest);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submittingRef.current) return;

    const form = event.currentTarget;
    const check = checkQuote(values, content.quoteForm.labels, consent);
    if (check.problem) {
      setErrors(check.errors);
      toast.error(check.problem.title, check.problem.description);
      focusFirstInvalid(form);
      return;
    }

    submittingRef.current = true;
    setSubmitting(true);
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      const sent = await submitQuote(
        { ...check.values, consent: true, marketing_opt_in: marketingOptIn },
        pagePath,
        idempotencyKey.current,
      );
      if (sent.verification) rememberVerification(sent.verification, check.values, pagePath);
      rememberSentRequest(sent);
      idempotencyKey.current = null;
      setValues(defaults);
      setConsentState(false);
      setMarketingOptIn(false);
      setDirty(false);
      setErrors({});
      onSent(sent);
    } catch (error) {
      // Show the Eircode as it was sent, unless the visitor changed it meanwhile.
      setValues((current) =>
        current.eircode === values.eircode
          ? { ...current, eircode: check.values.eircode }
          : current,
      );
      setErrors(fieldErrors(error));
      toast.error(SUBMIT_FAILED_TITLE, submitFailureDescription(error));
      focusFirstInvalid(form);
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
    tidyEircode,
    handleSubmit,
  };
}
