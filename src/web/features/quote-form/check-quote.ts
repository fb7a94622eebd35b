import { CONSENT_REQUIRED_MESSAGE } from '@shared/consent';
import { EIRCODE_MESSAGE, normalizeEircode } from '@shared/eircode';
import {
  missingRequired,
  requiredFields,
  requiredMessage,
  type QuoteFormLabels,
  type QuoteFormValues,
} from './quote-fields';

export const MISSING_TITLE = 'Missing Information';
export const MISSING_PREFIX = 'Please fill in the following required fields: ';
export const EIRCODE_TITLE = 'Invalid Eircode';

export interface QuoteCheck {
  /** The message under each field that stops the submit (`consent` for the checkbox). */
  errors: Record<string, string>;
  /** The toast that says why nothing was sent; none when the form can be sent. */
  problem?: { title: string; description: string };
  /** What to send: the values with the Eircode in its "A65 F4E2" form. */
  values: QuoteFormValues;
}

/**
 * The client-side checks of the quote form before it is sent: the required
 * fields and the county, the consent, then a malformed Eircode. The toast names the first
 * kind of problem; every field's own message is shown at once.
 */
export function checkQuote(
  values: QuoteFormValues,
  labels: QuoteFormLabels,
  consent: boolean,
): QuoteCheck {
  const errors: Record<string, string> = {};
  for (const [name, label] of requiredFields(labels)) {
    if (values[name].trim() === '') errors[name] = requiredMessage(name, label);
  }
  if (!consent) errors.consent = CONSENT_REQUIRED_MESSAGE;
  const eircode = values.eircode.trim() === '' ? '' : normalizeEircode(values.eircode);
  if (eircode === null) errors.eircode = EIRCODE_MESSAGE;

  const missing = missingRequired(values, labels);
  const problem =
    missing.length > 0
      ? { title: MISSING_TITLE, description: `${MISSING_PREFIX}${missing.join(', ')}` }
      : !consent
        ? { title: MISSING_TITLE, description: CONSENT_REQUIRED_MESSAGE }
        : eircode === null
          ? { title: EIRCODE_TITLE, description: EIRCODE_MESSAGE }
          : undefined;
  return { errors, problem, values: { ...values, eircode: eircode ?? values.eircode } };
}
