/**
 * What each lead field is called, defined once: `column` on the lead list and detail pages,
 * `form` on the public quote form where it differs, `text` in sentences (validation messages,
 * e-mails to installers).
 */
export const LEAD_FIELD_LABELS = {
  first_name: { column: 'First Name', text: 'First name' },
  last_name: { column: 'Last Name', text: 'Last name' },
  email: { column: 'Email', text: 'E-mail' },
  mobile_number: { column: 'Mobile', text: 'Mobile number' },
  additional_info: { column: 'Message', text: 'Additional information' },
  url_type: { column: 'Url', text: 'Page URL' },
  property_address: { column: 'Property Address', text: 'Property address' },
  property_type: { column: 'Property Type', text: 'Property type' },
  window_type: { column: 'Window Type', text: 'Window type' },
  number_of_windows: { column: 'Number of Windows', text: 'Number of windows' },
  preferred_timeframe: {
    column: 'Timeframe',
    form: 'Preferred Timeframe',
    text: 'Preferred timeframe',
  },
  window_material: { column: 'Material', form: 'Preferred Material', text: 'Window material' },
  glazing_type: { column: 'Glazing Type', text: 'Glazing type' },
  county: { column: 'County', text: 'County' },
  eircode: { column: 'Eircode', text: 'Eircode' },
} as const satisfies Record<string, { column: string; form?: string; text: string }>;

export type LeadFieldName = keyof typeof LEAD_FIELD_LABELS;

/** The label the public quote form shows for a field. */
export function formLabel(field: LeadFieldName): string {
  const labels: { column: string; form?: string } = LEAD_FIELD_LABELS[field];
  return labels.form ?? labels.column;
}
