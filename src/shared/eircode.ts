/**
 * Eircodes: a routing key (a letter and two digits, or D6W) and a four-character unique
 * identifier, written "A65 F4E2". Letters B, G, I, J, L, M, O, Q, S, U and Z are never used.
 */
const EIRCODE = /^([AC-FHKNPRTV-Y]\d{2}|D6W)([0-9AC-FHKNPRTV-Y]{4})$/;

export const EIRCODE_MESSAGE = 'Eircode must look like A65 F4E2';

/** The normalised "A65 F4E2" form, or null when the text is not an Eircode. */
export function normalizeEircode(input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  const match = EIRCODE.exec(compact);
  return match ? `${match[1]} ${match[2]}` : null;
}
