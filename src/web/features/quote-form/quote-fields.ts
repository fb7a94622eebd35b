import { formLabel } from '@shared/lead-fields';
import { COUNTY_REQUIRED_MESSAGE } from '@shared/counties';
import type { HomeContent } from '@shared/default-content';
import { optionsOrDefault, type QuoteOptionKey } from '@shared/quote-options';
import { isRequiredQuoteField, QUOTE_SELECT_FIELDS } from '@shared/quote-rules';

/** The free-text fields, in the order the form shows them. */
export const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'mobile_number',
  'property_address',
  'additional_info',
] as const;

/** Where the property is: partner installers are matched by county. */
export const COUNTY_LABEL = formLabel('county');
export const EIRCODE_LABEL = formLabel('eircode');

export type SelectFieldName = keyof typeof QUOTE_SELECT_FIELDS;
export type QuoteFieldName = (typeof TEXT_FIELDS)[number] | SelectFieldName | 'county' | 'eircode';
/** What the visitor types or picks: the thirteen quote fields less url_type, plus where it is. */
export type QuoteFormValues = Record<QuoteFieldName, string>;

export interface SelectField {
  name: SelectFieldName;
  label: string;
  /** Marked with an asterisk but not enforced on the client. */
  marked: boolean;
}

export const SELECT_FIELDS: SelectField[] = [
  { name: 'property_type', label: formLabel('property_type'), marked: true },
  { name: 'window_type', label: formLabel('window_type'), marked: true },
  { name: 'number_of_windows', label: formLabel('number_of_windows'), marked: true },
  { name: 'preferred_timeframe', label: formLabel('preferred_timeframe'), marked: true },
  { name: 'window_material', label: formLabel('window_material'), marked: false },
  { name: 'glazing_type', label: formLabel('glazing_type'), marked: false },
];

export const PROPERTY_ADDRESS_LABEL = formLabel('property_address');

export type QuoteFormLabels = HomeContent['quoteForm']['labels'];

/** Every field in the order the form shows it, with the label the visitor sees. */
function formFields(labels: QuoteFormLabels): [QuoteFieldName, string][] {
  return [
    ['first_name', labels.firstName],
    ['last_name', labels.lastName],
    ['email', labels.email],
    ['mobile_number', labels.mobile],
    ['property_address', PROPERTY_ADDRESS_LABEL],
    ['county', COUNTY_LABEL],
    ['eircode', EIRCODE_LABEL],
    ...SELECT_FIELDS.map(({ name, label }): [QuoteFieldName, string] => [name, label]),
    ['additional_info', labels.additionalInfo],
  ];
}

/**
 * The fields required on submit, in form order, with their labels: those the shared rules
 * (quote-rules.ts, which the API's schema is built from) mark required.
 */
export function requiredFields(labels: QuoteFormLabels): [QuoteFieldName, string][] {
  return formFields(labels).filter(([name]) => isRequiredQuoteField(name));
}

/** The message under a required field left empty; the county's matches the server's. */
export function requiredMessage(name: QuoteFieldName, label: string): string {
  return name === 'county' ? COUNTY_REQUIRED_MESSAGE : `${label} is required`;
}

/** Labels of required fields that are empty or only spaces, in form order. */
export function missingRequired(values: QuoteFormValues, labels: QuoteFormLabels): string[] {
  return requiredFields(labels)
    .filter(([name]) => values[name].trim() === '')
    .map(([, label]) => label);
}

/** Each select's options from the content: blanks dropped, an empty list means the defaults. */
export function selectOptions(content: HomeContent): Record<SelectFieldName, string[]> {
  const options = {} as Record<SelectFieldName, string[]>;
  for (const { name } of SELECT_FIELDS) {
    const key: QuoteOptionKey = QUOTE_SELECT_FIELDS[name];
    options[name] = optionsOrDefault(key, content.quoteOptions[key]);
  }
  return options;
}

/** A select with exactly one option and no value takes that option. */
export function fillSingleOptions(
  values: QuoteFormValues,
  options: Record<SelectFieldName, string[]>,
): QuoteFormValues {
  let filled = values;
  for (const { name } of SELECT_FIELDS) {
    if (filled[name] === '' && options[name].length === 1) {
      filled = { ...filled, [name]: options[name][0] };
    }
  }
  return filled;
}

/** The form's starting values: the content's defaults, a default not on offer left empty. */
export function initialValues(content: HomeContent): QuoteFormValues {
  const options = selectOptions(content);
  const defaults = content.quoteDefaults;
  const pick = (name: SelectFieldName) =>
    options[name].includes(defaults[name]) ? defaults[name] : '';
  return fillSingleOptions(
    {
      first_name: '',
      last_name: '',
      email: '',
      mobile_number: '',
      property_address: defaults.property_address,
      county: '',
      eircode: '',
      additional_info: '',
      property_type: pick('property_type'),
      window_type: pick('window_type'),
      number_of_windows: pick('number_of_windows'),
      preferred_timeframe: pick('preferred_timeframe'),
      window_material: pick('window_material'),
      glazing_type: pick('glazing_type'),
    },
    options,
  );
}
