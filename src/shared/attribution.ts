/**
 * Where a visit came from: recorded on the first page of a visit, kept in the tab's session
 * storage (no cookie) and sent with the quote, which stores it on the lead. Written without
 * zod: every visitor downloads the capture code; the API's schema (lead-schema.ts) is built
 * from the same rules.
 */

export const UTM_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/** The text fields of a lead's attribution, then its two flags. */
export const ATTRIBUTION_TEXT_FIELDS = ['landing_path', 'referrer_host', ...UTM_FIELDS] as const;
export const ATTRIBUTION_FLAG_FIELDS = ['has_gclid', 'has_fbclid'] as const;
export const ATTRIBUTION_FIELDS = [...ATTRIBUTION_TEXT_FIELDS, ...ATTRIBUTION_FLAG_FIELDS] as const;

export type Attribution = Record<(typeof ATTRIBUTION_TEXT_FIELDS)[number], string> &
  Record<(typeof ATTRIBUTION_FLAG_FIELDS)[number], boolean>;

export const ATTRIBUTION_LABELS: Record<(typeof ATTRIBUTION_FIELDS)[number], string> = {
  landing_path: 'Landing page',
  referrer_host: 'Referrer',
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'UTM campaign',
  utm_term: 'UTM term',
  utm_content: 'UTM content',
  has_gclid: 'Google Ads click',
  has_fbclid: 'Facebook click',
};

/** Longest values kept: a path as long as url_type, a host name, a UTM value as GA4 keeps it. */
export const ATTRIBUTION_MAX = { landing_path: 300, referrer_host: 253, utm: 100 } as const;

/** A path as a browser sends it: percent-encoded, so no spaces, quotes or angle brackets. */
export const LANDING_PATH_PATTERN = /^\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;
/** A host name as URL() gives it (IDNs in punycode), without port. */
export const REFERRER_HOST_PATTERN = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/;
/** What a UTM value may not hold: control and format characters, and < > " \ `. */
export const UTM_FORBIDDEN = /[\p{Cc}\p{Cf}<>"\\`]/u;

export const ATTRIBUTION_MESSAGES = {
  landing_path: `Landing page must be a path starting with / (letters, digits and URL punctuation), at most ${ATTRIBUTION_MAX.landing_path} characters`,
  referrer_host: `Referrer must be a host name (lower-case letters, digits, dots and dashes), at most ${ATTRIBUTION_MAX.referrer_host} characters`,
  utm: (label: string) =>
    `${label} must be at most ${ATTRIBUTION_MAX.utm} characters, without control characters or < > " \\ \``,
} as const;

export function emptyAttribution(): Attribution {
  return {
    landing_path: '',
    referrer_host: '',
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
    utm_term: '',
    utm_content: '',
    has_gclid: false,
    has_fbclid: false,
  };
}

/** A UTM value as stored: trimmed and lower-cased, so "Facebook" and "facebook" count as one. */
export function normalizeUtm(value: string): string {
  return value.trim().toLowerCase();
}

/** A UTM value from an address, made acceptable to the API: never a reason to lose a lead. */
function cleanUtm(value: string | null): string {
  if (value === null) return '';
  const kept = Array.from(normalizeUtm(value.replace(/\s+/g, ' ')))
    .filter((char) => !UTM_FORBIDDEN.test(char))
    .slice(0, ATTRIBUTION_MAX.utm)
    .join('');
  return kept.trim();
}

/** The host of `a` without a leading www., to compare sites. */
function siteOf(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}

/** The referrer's host, or '' when there is none, it is this site, or it is not a web address. */
export function referrerHost(referrer: string, ownHost: string): string {
  if (!referrer) return '';
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return '';
  }
  if (siteOf(host) === siteOf(ownHost)) return '';
  return host.length <= ATTRIBUTION_MAX.referrer_host && REFERRER_HOST_PATTERN.test(host)
    ? host
    : '';
}

/** The attribution of a page that starts a visit: its path, UTM tags, click ids and referrer. */
export function attributionOfLanding(location: URL, referrer: string): Attribution {
  const params = location.searchParams;
  const attribution = emptyAttribution();
  const path = location.pathname.slice(0, ATTRIBUTION_MAX.landing_path);
  attribution.landing_path = LANDING_PATH_PATTERN.test(path) ? path : '/';
  attribution.referrer_host = referrerHost(referrer, location.hostname);
  for (const field of UTM_FIELDS) attribution[field] = cleanUtm(params.get(field));
  attribution.has_gclid = params.has('gclid');
  attribution.has_fbclid = params.has('fbclid');
  return attribution;
}

/** A stored attribution read back, or null when it is not one (tampered or from an old version). */
export function asAttribution(value: unknown): Attribution | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const attribution = emptyAttribution();
  for (const field of ATTRIBUTION_TEXT_FIELDS) {
    if (typeof record[field] !== 'string') return null;
    attribution[field] = record[field];
  }
  for (const field of ATTRIBUTION_FLAG_FIELDS) {
    if (typeof record[field] !== 'boolean') return null;
    attribution[field] = record[field];
  }
  return acceptable(attribution) ? attribution : null;
}

/** Whether the API would take it: a stored value edited by hand must not cost the quote. */
function acceptable(attribution: Attribution): boolean {
  const { landing_path: path, referrer_host: host } = attribution;
  if (path.length > ATTRIBUTION_MAX.landing_path || !LANDING_PATH_PATTERN.test(path)) return false;
  if (
    host !== '' &&
    !(host.length <= ATTRIBUTION_MAX.referrer_host && REFERRER_HOST_PATTERN.test(host))
  ) {
    return false;
  }
  return UTM_FIELDS.every((field) => {
    const value = attribution[field];
    return value.length <= ATTRIBUTION_MAX.utm && !UTM_FORBIDDEN.test(value);
  });
}

/**
 * The visit's attribution: what the tab already holds, since the first page of the visit
 * wins; else this page's, which starts the visit.
 */
export function visitAttribution(stored: unknown, location: URL, referrer: string): Attribution {
  return asAttribution(stored) ?? attributionOfLanding(location, referrer);
}
