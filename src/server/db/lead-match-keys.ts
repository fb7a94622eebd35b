import { foldText, nationalDigits } from './lead-search-text.js';

/** The fields a possible duplicate is recognised by. */
export interface MatchableLead {
  mobile_number: string;
  last_name: string;
  eircode: string;
}

/** A lead's stored match keys: e-mail is matched as stored (already lower-cased). */
export interface LeadMatchKeys {
  /** The mobile as national digits: "+353 87 123 4567" and "087-1234567" match. */
  mobile_key: string;
  /** Eircode without its space and the folded surname ("D02X285|obriain"); blank without an Eircode. */
  place_key: string;
}

/** The surname as a key: accents, case, spaces and apostrophes left out ("Ó Briain" = "O'Briain"). */
export function surnameKey(lastName: string): string {
  return foldText(lastName).replace(/[^\p{L}\p{N}]/gu, '');
}

export function leadMatchKeys(lead: MatchableLead): LeadMatchKeys {
  const eircode = lead.eircode.replace(/\s+/g, '').toUpperCase();
  const surname = surnameKey(lead.last_name);
  return {
    mobile_key: nationalDigits(lead.mobile_number),
    place_key: eircode && surname ? `${eircode}|${surname}` : '',
  };
}
