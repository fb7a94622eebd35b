import type { County } from './counties.js';

/**
 * The 139 Eircode routing keys (the first three characters, "A65" of "A65 F4E2") and the
 * county of each one's post town. A few routing areas cross a county boundary (Drogheda,
 * Athlone, Carrick-on-Suir, Clonmel, Waterford, Limerick, Carlow, Kells): those map to the
 * post town's county, which is right for most addresses; staff can correct a lead's county.
 */
export const ROUTING_KEY_COUNTIES: Readonly<Record<string, County>> = {
  A41: 'Dublin', // Ballyboughal
  A42: 'Dublin', // Garristown
  A45: 'Dublin', // Oldtown
  A63: 'Wicklow', // Greystones
  A67: 'Wicklow', // Wicklow
  A75: 'Monaghan', // Castleblayney
  A81: 'Monaghan', // Carrickmacross
  A82: 'Meath', // Kells
  A83: 'Meath', // Enfield
  A84: 'Meath', // Ashbourne
  A85: 'Meath', // Dunboyne
  A86: 'Meath', // Dunshaughlin
  A91: 'Louth', // Dundalk
  A92: 'Louth', // Drogheda
  A94: 'Dublin', // Blackrock
  A96: 'Dublin', // Glenageary
  A98: 'Wicklow', // Bray
  C15: 'Meath', // Navan
  D01: 'Dublin',
  D02: 'Dublin',
  D03: 'Dublin',
  D04: 'Dublin',
  D05: 'Dublin',
  D06: 'Dublin',
  D6W: 'Dublin',
  D07: 'Dublin',
  D08: 'Dublin',
  D09: 'Dublin',
  D10: 'Dublin',
  D11: 'Dublin',
  D12: 'Dublin',
  D13: 'Dublin',
  D14: 'Dublin',
  D15: 'Dublin',
  D16: 'Dublin',
  D17: 'Dublin',
  D18: 'Dublin',
  D20: 'Dublin',
  D22: 'Dublin',
  D24: 'Dublin',
  E21: 'Tipperary', // Cahir
  E25: 'Tipperary', // Cashel
  E32: 'Tipperary', // Carrick-on-Suir
  E34: 'Tipperary', // Tipperary
  E41: 'Tipperary', // Thurles
  E45: 'Tipperary', // Nenagh
  E53: 'Tipperary', // Roscrea
  E91: 'Tipperary', // Clonmel
  F12: 'Mayo', // Claremorris
  F23: 'Mayo', // Castlebar
  F26: 'Mayo', // Ballina
  F28: 'Mayo', // Westport
  F31: 'Mayo', // Ballinrobe
  F35: 'Mayo', // Ballyhaunis
  F42: 'Roscommon', // Roscommon
  F45: 'Roscommon', // Castlerea
  F52: 'Roscommon', // Boyle
  F56: 'Sligo', // Ballymote
  F91: 'Sligo', // Sligo
  F92: 'Donegal', // Letterkenny
  F93: 'Donegal', // Lifford
  F94: 'Donegal', // Donegal
  H12: 'Cavan', // Cavan
  H14: 'Cavan', // Belturbet
  H16: 'Cavan', // Cootehill
  H18: 'Monaghan', // Monaghan
  H23: 'Monaghan', // Clones
  H53: 'Galway', // Ballinasloe
  H54: 'Galway', // Tuam
  H62: 'Galway', // Loughrea
  H65: 'Galway', // Athenry
  H71: 'Galway', // Clifden
  H91: 'Galway', // Galway
  K32: 'Dublin', // Balbriggan
  K34: 'Dublin', // Skerries
  K36: 'Dublin', // Malahide
  K45: 'Dublin', // Lusk
  K56: 'Dublin', // Rush
  K67: 'Dublin', // Swords
  K78: 'Dublin', // Lucan
  N37: 'Westmeath', // Athlone
  N39: 'Longford', // Longford
  N41: 'Leitrim', // Carrick-on-Shannon
  N91: 'Westmeath', // Mullingar
  P12: 'Cork', // Macroom
  P14: 'Cork', // Crookstown
  P17: 'Cork', // Kinsale
  P24: 'Cork', // Cobh
  P25: 'Cork', // Midleton
  P31: 'Cork', // Ballincollig
  P32: 'Cork', // Rylane
  P36: 'Cork', // Youghal
  P43: 'Cork', // Carrigaline
  P47: 'Cork', // Dunmanway
  P51: 'Cork', // Mallow
  P56: 'Cork', // Charleville
  P61: 'Cork', // Fermoy
  P67: 'Cork', // Mitchelstown
  P72: 'Cork', // Bandon
  P75: 'Cork', // Bantry
  P81: 'Cork', // Skibbereen
  P85: 'Cork', // Clonakilty
  R14: 'Kildare', // Athy
  R21: 'Carlow', // Muine Bheag
  R32: 'Laois', // Portlaoise
  R35: 'Offaly', // Tullamore
  R42: 'Offaly', // Birr
  R45: 'Offaly', // Edenderry
  R51: 'Kildare', // Kildare
  R56: 'Kildare', // Curragh
  R93: 'Carlow', // Carlow
  R95: 'Kilkenny', // Kilkenny
  T12: 'Cork', // Cork southside
  T23: 'Cork', // Cork northside
  T34: 'Cork', // Carrignavar
  T45: 'Cork', // Glanmire
  T56: 'Cork', // Watergrasshill
  V14: 'Clare', // Shannon
  V15: 'Clare', // Kilrush
  V23: 'Kerry', // Cahersiveen
  V31: 'Kerry', // Listowel
  V35: 'Limerick', // Kilmallock
  V42: 'Limerick', // Newcastle West
  V92: 'Kerry', // Tralee
  V93: 'Kerry', // Killarney
  V94: 'Limerick', // Limerick
  V95: 'Clare', // Ennis
  W12: 'Kildare', // Newbridge
  W23: 'Kildare', // Celbridge
  W34: 'Kildare', // Monasterevin
  W91: 'Kildare', // Naas
  X35: 'Waterford', // Dungarvan
  X42: 'Waterford', // Kilmacthomas
  X91: 'Waterford', // Waterford
  Y14: 'Wicklow', // Arklow
  Y21: 'Wexford', // Enniscorthy
  Y25: 'Wexford', // Gorey
  Y34: 'Wexford', // New Ross
  Y35: 'Wexford', // Wexford
};

/** The county of an Eircode's routing key, or null when the key is not one of the 139. */
export function countyFromEircode(eircode: string): County | null {
  const key = eircode.replace(/\s+/g, '').slice(0, 3).toUpperCase();
  return Object.hasOwn(ROUTING_KEY_COUNTIES, key) ? ROUTING_KEY_COUNTIES[key]! : null;
}
