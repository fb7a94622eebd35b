/** Brand, contact and legal details: the one place they are written down. */
export const SITE = {
  name: 'WindowQuotes Ireland',
  shortName: 'WindowQuotes',
  domain: 'windowquotes.ie',
  legalEntity: 'WindowQuotes Ireland Limited',
  registeredAddress: 'Unit 4, Docklands Innovation Park, East Wall Road, Dublin 3, D03 X2R8',
  companyNumber: '745210',
  email: 'hello@windowquotes.ie',
  privacyEmail: 'privacy@windowquotes.ie',
  phone: '01 555 0142',
  tagline: 'Free window replacement quotes from verified Irish installers',
} as const;
