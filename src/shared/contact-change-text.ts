import { SITE } from './site.js';

/**
 * The homeowner corrects their e-mail or mobile from their page: names and
 * texts without zod, so the page's small bundle can use them (schemas: contact-change.ts).
 */
export const CONTACT_FIELDS = ['email', 'mobile_number'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What each field is called in the homeowner's words. */
export const CONTACT_FIELD_WORDS: Record<ContactField, string> = {
  email: 'e-mail address',
  mobile_number: 'mobile number',
};

export const CONTACT_CHANGE_TEXT = {
  title: 'Correct my phone or e-mail',
  /** A new mobile needs a texted code, and no SMS provider is set up. */
  smsUnavailable: `We cannot text a code to a new mobile number at the moment, so it cannot be changed here. Please call us on ${SITE.phone} and we will correct it for you.`,
  nothingPending:
    'There is no change waiting for a code (it may have expired). Enter your new e-mail or mobile number again.',
  replaced: 'A newer code was sent for another change. Type the code from the latest message.',
  same: (field: ContactField) =>
    `This is already the ${CONTACT_FIELD_WORDS[field]} on your request`,
  changed: (field: ContactField) =>
    `Thank you: your ${CONTACT_FIELD_WORDS[field]} is changed, and the installers who have your request are told.`,
  /** No installer has the request yet: nobody to tell. */
  changedAlone: (field: ContactField) =>
    `Thank you: your ${CONTACT_FIELD_WORDS[field]} is changed.`,
  changedQuietly: (field: ContactField) =>
    `Thank you: your ${CONTACT_FIELD_WORDS[field]} is changed. As you asked, the installers are not contacted about it.`,
} as const;
