/** The fields staff search leads by (SPEC 2: name, e-mail, mobile, URL; issue 6: county, Eircode). */
export interface SearchableLead {
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  url_type: string;
  county: string;
  eircode: string;
}

/**
 * The text a lead's search matches, lower-cased in JavaScript (SQLite's lower() folds ASCII
 * only). Fields are split by a newline, which a search term never holds, so a match cannot
 * run from one field into the next; "first last" keeps full-name searches working.
 */
export function leadSearchText(lead: SearchableLead): string {
  return [
    `${lead.first_name} ${lead.last_name}`,
    lead.email,
    lead.mobile_number,
    // The digits alone, so "0871234567" finds "087 123 4567".
    lead.mobile_number.replace(/\D/g, ''),
    lead.url_type,
    lead.county,
    lead.eircode,
  ]
    .join('\n')
    .toLowerCase();
}
