import { COUNTIES, isCounty, type County } from './counties.js';
import { countyFromEircode } from './eircode-routing-keys.js';

/** Where a lead's county came from: the form, the Eircode, the address, or staff. */
export const COUNTY_SOURCES = ['form', 'eircode', 'address', 'staff'] as const;
export type CountySource = (typeof COUNTY_SOURCES)[number];

export const COUNTY_UNKNOWN_TEXT = 'County unknown';

const NAMES = COUNTIES.join('|');
// "Co. Cork", "Co Cork", "County Cork" anywhere in the address.
const NAMED = new RegExp(`\\b(?:co\\.?|county)\\s+(${NAMES})\\b`, 'gi');
// A part of the address that is the county alone: "Cork", "Cork City", "Dublin 8", "Dublin 6W".
const PART = new RegExp(`^(${NAMES})(?:\\s+city|\\s+\\d{1,2}w?)?$`, 'i');

function canonical(name: string): County {
  return COUNTIES.find((county) => county.toLowerCase() === name.toLowerCase())!;
}

/**
 * The county named in a free-text address, or null. "Co. X" / "County X" wins, else a part
 * between commas (or lines) that is a county's name; the last one counts, as addresses end
 * with the county. A county name inside a street ("Dublin Road, Athlone") is not taken.
 */
export function countyFromAddress(address: string): County | null {
  const named = [...address.matchAll(NAMED)].at(-1);
  if (named) return canonical(named[1]!);
  const parts = address
    .split(/[,\n;]/)
    .map((part) => part.trim().replace(/\.$/, ''))
    .filter(Boolean);
  for (const part of parts.reverse()) {
    const match = PART.exec(part);
    if (match) return canonical(match[1]!);
  }
  return null;
}

/**
 * A lead's county: as sent, else from the Eircode's routing key, else from the
 * address; blank when none of them tells, and the lead waits for staff to set it.
 */
export function deriveCounty(input: {
  county?: string;
  eircode?: string;
  property_address?: string;
}): { county: County | ''; source: CountySource | '' } {
  if (isCounty(input.county)) return { county: input.county, source: 'form' };
  const fromEircode = input.eircode ? countyFromEircode(input.eircode) : null;
  if (fromEircode) return { county: fromEircode, source: 'eircode' };
  const fromAddress = input.property_address ? countyFromAddress(input.property_address) : null;
  if (fromAddress) return { county: fromAddress, source: 'address' };
  return { county: '', source: '' };
}
