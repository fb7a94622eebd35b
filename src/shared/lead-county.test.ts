import { describe, expect, it } from 'vitest';
import { COUNTIES } from './counties.js';
import { countyFromEircode, ROUTING_KEY_COUNTIES } from './eircode-routing-keys.js';
import { countyFromAddress, deriveCounty } from './lead-county.js';

describe('Eircode routing keys', () => {
  it('lists the 139 routing keys, each a valid key mapped to one of the 26 counties', () => {
    const keys = Object.keys(ROUTING_KEY_COUNTIES);
    expect(keys).toHaveLength(139);
    for (const key of keys) expect(key).toMatch(/^([AC-FHKNPRTV-Y]\d{2}|D6W)$/);
    for (const county of Object.values(ROUTING_KEY_COUNTIES)) expect(COUNTIES).toContain(county);
    // Every county has at least one post town of its own.
    expect(new Set(Object.values(ROUTING_KEY_COUNTIES)).size).toBe(26);
  });

  it('finds the county of well-known Eircodes, with or without the space', () => {
    expect(countyFromEircode('D02 X285')).toBe('Dublin');
    expect(countyFromEircode('d6w x2r8')).toBe('Dublin');
    expect(countyFromEircode('T12 AB34')).toBe('Cork');
    expect(countyFromEircode('H91F2X3')).toBe('Galway');
    expect(countyFromEircode('V94 T9PX')).toBe('Limerick');
    expect(countyFromEircode('A98 K2C3')).toBe('Wicklow');
    expect(countyFromEircode('C15 P2R5')).toBe('Meath');
    expect(countyFromEircode('N37 A1B2')).toBe('Westmeath');
    expect(countyFromEircode('X91 DE12')).toBe('Waterford');
    expect(countyFromEircode('R45 K7P3')).toBe('Offaly');
  });

  it('knows no county for a key that is not issued', () => {
    expect(countyFromEircode('D19 AB12')).toBeNull();
    expect(countyFromEircode('A65 F4E2')).toBeNull();
    expect(countyFromEircode('')).toBeNull();
  });
});

describe('county from the address', () => {
  it('reads "Co. Cork", "Co Cork", "County Cork" and a bare county part', () => {
    expect(countyFromAddress('Main Street, Fermoy, Co. Cork')).toBe('Cork');
    expect(countyFromAddress('Main Street, Fermoy, Co Cork')).toBe('Cork');
    expect(countyFromAddress('The Lodge, Bantry, County Cork')).toBe('Cork');
    expect(countyFromAddress('12 Shop Street, Cork')).toBe('Cork');
    expect(countyFromAddress('1 Main Street, galway.')).toBe('Galway');
    expect(countyFromAddress('4 Quay Road, Limerick City')).toBe('Limerick');
    expect(countyFromAddress('12 Cork Street, Dublin 8')).toBe('Dublin');
    expect(countyFromAddress('Apt 3\nHarbour View\nco. kerry')).toBe('Kerry');
  });

  it('does not take a county out of a street or town name', () => {
    expect(countyFromAddress('Dublin Road, Athlone')).toBeNull();
    expect(countyFromAddress('Kildare Street')).toBeNull();
    expect(countyFromAddress('')).toBeNull();
  });
});

describe('deriveCounty', () => {
  it('prefers the county sent, then the Eircode, then the address', () => {
    expect(deriveCounty({ county: 'Kerry', eircode: 'D02 X285' })).toEqual({
      county: 'Kerry',
      source: 'form',
    });
    expect(deriveCounty({ eircode: 'D02 X285', property_address: 'Fermoy, Co. Cork' })).toEqual({
      county: 'Dublin',
      source: 'eircode',
    });
    expect(deriveCounty({ eircode: 'A65 F4E2', property_address: 'Fermoy, Co. Cork' })).toEqual({
      county: 'Cork',
      source: 'address',
    });
    expect(deriveCounty({ county: '', property_address: 'Somewhere' })).toEqual({
      county: '',
      source: '',
    });
  });
});
