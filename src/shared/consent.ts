import { SITE } from './site.js';

/**
 * The consent a homeowner gives on the quote form. The version is stored with every lead;
 * change it whenever the wording changes, so each lead records what was agreed to.
 */
export const CONSENT_VERSION = '2026-11-22';

export const MAX_PARTNERS_PER_LEAD = 5;

export const CONSENT_TEXT = `I agree that ${SITE.name} may share my details with up to ${MAX_PARTNERS_PER_LEAD} partner installers so they can contact me with quotes, as described in the Privacy Policy.`;

export const MARKETING_TEXT = `Send me occasional news and offers from ${SITE.name}. You can unsubscribe at any time.`;

export const CONSENT_REQUIRED_MESSAGE =
  'Please agree to share your details with our partner installers';

/** How long a request is kept before it is deleted (the privacy notice; LEAD_RETENTION_MONTHS). */
export const RETENTION_MONTHS = 24;
