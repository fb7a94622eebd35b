import { describe, expect, it } from 'vitest';
import { QUOTE_FIELDS, quoteRequestSchema } from './lead-schema';
import { QUOTE_FIELD_RULES, type QuoteRuleField } from './quote-rules';

const VALID = {
  first_name: 'Mary',
  last_name: 'Murphy',
  email: 'mary@example.ie',
  mobile_number: '087 123 4567',
  additional_info: 'Six windows',
  county: 'Cork',
};

const refused = (field: QuoteRuleField, value: string) =>
  !quoteRequestSchema.safeParse({ ...VALID, [field]: value }).success;

describe('the quote rules the API schema is built from', () => {
  it('name every field the schema stores', () => {
    expect(Object.keys(QUOTE_FIELD_RULES).sort()).toEqual([...QUOTE_FIELDS].sort());
  });

  it('are the schema: required fields refuse blanks, optional ones take them', () => {
    for (const [field, rule] of Object.entries(QUOTE_FIELD_RULES)) {
      expect(refused(field as QuoteRuleField, '   '), field).toBe(rule.required);
    }
  });

  it('are the schema: each length limit is the longest text taken', () => {
    for (const [field, rule] of Object.entries(QUOTE_FIELD_RULES)) {
      if (!('max' in rule) || field === 'eircode' || field === 'mobile_number') continue;
      expect(refused(field as QuoteRuleField, 'x'.repeat(rule.max)), field).toBe(false);
      expect(refused(field as QuoteRuleField, 'x'.repeat(rule.max + 1)), field).toBe(true);
    }
    // A mobile number long only with its separators.
    const mobile = (length: number) => `087${' '.repeat(length - 10)}1234567`;
    expect(refused('mobile_number', mobile(QUOTE_FIELD_RULES.mobile_number.max))).toBe(false);
    expect(refused('mobile_number', mobile(QUOTE_FIELD_RULES.mobile_number.max + 1))).toBe(true);
  });
});
