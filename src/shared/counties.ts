/** The 26 counties of the Republic of Ireland, for the quote form and partner coverage. */
export const COUNTIES = [
  'Carlow',
  'Cavan',
  'Clare',
  'Cork',
  'Donegal',
  'Dublin',
  'Galway',
  'Kerry',
  'Kildare',
  'Kilkenny',
  'Laois',
  'Leitrim',
  'Limerick',
  'Longford',
  'Louth',
  'Mayo',
  'Meath',
  'Monaghan',
  'Offaly',
  'Roscommon',
  'Sligo',
  'Tipperary',
  'Waterford',
  'Westmeath',
  'Wexford',
  'Wicklow',
] as const;
export type County = (typeof COUNTIES)[number];

export function isCounty(value: unknown): value is County {
  return typeof value === 'string' && (COUNTIES as readonly string[]).includes(value);
}

export const COUNTY_REQUIRED_MESSAGE = 'Please choose your county';
