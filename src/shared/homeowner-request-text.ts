/**
 * The homeowner's page: names and texts without zod, so the public pages'
 * small bundle can use them; the schemas are in homeowner-request.ts.
 */

/** The path of a homeowner's page, from its token (the e-mails carry the absolute URL). */
export const requestPath = (token: string) => `/request/${token}`;

/** Shown for a wrong, expired or revoked link alike. */
export const REQUEST_NOT_FOUND =
  'This link is not valid or has expired. Call us and we will send you a new one.';

export const HOMEOWNER_CHOICES = ['hired', 'stop_contact', 'withdraw_consent'] as const;
export type HomeownerChoice = (typeof HOMEOWNER_CHOICES)[number];

/** What each choice is called, on the page and on the lead detail. */
export const HOMEOWNER_CHOICE_LABELS: Record<HomeownerChoice, string> = {
  hired: "I've hired someone",
  stop_contact: 'Stop contacting me',
  withdraw_consent: 'Withdraw consent',
};
