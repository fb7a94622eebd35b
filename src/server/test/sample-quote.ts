/** A complete, valid quote request: the API tests and the browser suite both start from it. */
export const VALID_QUOTE = {
  first_name: 'Mary',
  last_name: 'Murphy',
  email: 'mary@example.ie',
  mobile_number: '087 123 4567',
  additional_info: 'Six windows at the front of the house',
  url_type: '/',
  property_address: '1 Main Street, Galway',
  property_type: 'House',
  window_type: 'Casement Windows',
  number_of_windows: '6-10',
  preferred_timeframe: 'ASAP',
  window_material: 'uPVC',
  glazing_type: 'Double Glazing',
  county: 'Galway' as const,
  eircode: 'H91 F2X3',
  consent: true as const,
  marketing_opt_in: false,
};

let homeowners = 0;
const EIRCODE_CHARS = '0123456789ACDEFHKNPRTVWXY';

/**
 * A homeowner of their own: an e-mail (given, or made up), a mobile and a Galway Eircode no
 * other call gives, so tests that store many leads do not make them possible duplicates of
 * each other and each is matched to partners afresh.
 */
export function anotherHomeowner(email?: string) {
  homeowners += 1;
  let rest = homeowners;
  let code = '';
  for (let k = 0; k < 4; k += 1) {
    code += EIRCODE_CHARS[rest % EIRCODE_CHARS.length];
    rest = Math.floor(rest / EIRCODE_CHARS.length);
  }
  const digits = String(homeowners).padStart(7, '0');
  return {
    email: email ?? `homeowner${homeowners}@example.ie`,
    mobile_number: `089 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    eircode: `H91 ${code}`,
  };
}
