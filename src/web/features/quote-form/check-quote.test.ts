import { describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED_MESSAGE } from '@shared/consent';
import { DEFAULT_HOME_CONTENT } from '@shared/default-content';
import { EIRCODE_MESSAGE } from '@shared/eircode';
import { checkQuote } from './check-quote';
import { requiredFields, type QuoteFormValues } from './quote-fields';

const labels = DEFAULT_HOME_CONTENT.quoteForm.labels;
const VALID: QuoteFormValues = {
  first_name: 'Mary',
  last_name: 'Murphy',
  email: 'mary@example.ie',
  mobile_number: '087 123 4567',
  property_address: '',
  county: 'Cork',
  eircode: '',
  additional_info: 'Six windows',
  property_type: '',
  window_type: '',
  number_of_windows: '',
  preferred_timeframe: '',
  window_material: '',
  glazing_type: '',
};

describe('checkQuote', () => {
  it('passes a complete form, normalising the Eircode and leaving a blank one blank', () => {
    expect(checkQuote(VALID, labels, true)).toEqual({
      errors: {},
      problem: undefined,
      values: VALID,
    });
    expect(checkQuote({ ...VALID, eircode: '   ' }, labels, true).values.eircode).toBe('');
    expect(checkQuote({ ...VALID, eircode: 'd6w  1234' }, labels, true).values.eircode).toBe(
      'D6W 1234',
    );
  });

  it('names missing fields first, then consent, then the Eircode', () => {
    const all = checkQuote({ ...VALID, county: '', eircode: 'X' }, labels, false);
    expect(all.problem).toEqual({
      title: 'Missing Information',
      description: 'Please fill in the following required fields: County',
    });
    expect(all.errors).toEqual({
      county: 'Please choose your county',
      consent: CONSENT_REQUIRED_MESSAGE,
      eircode: EIRCODE_MESSAGE,
    });
    expect(checkQuote({ ...VALID, eircode: 'X' }, labels, false).problem).toEqual({
      title: 'Missing Information',
      description: CONSENT_REQUIRED_MESSAGE,
    });
    const eircode = checkQuote({ ...VALID, eircode: 'A65 F4E' }, labels, true);
    expect(eircode.problem).toEqual({ title: 'Invalid Eircode', description: EIRCODE_MESSAGE });
    expect(eircode.values.eircode).toBe('A65 F4E');
  });
});

describe('requiredFields', () => {
  it('are the fields the shared rules require, in form order, with the labels shown', () => {
    expect(requiredFields(labels)).toEqual([
      ['first_name', labels.firstName],
      ['last_name', labels.lastName],
      ['email', labels.email],
      ['mobile_number', labels.mobile],
      ['county', 'County'],
      ['additional_info', labels.additionalInfo],
    ]);
  });
});
