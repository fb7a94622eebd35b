/**
 * The browser storage keys, and the one way the app reads and writes them: the four the
 * product names (quotes, users, unauth, home_content_v1), plus the campaign a visitor came
 * through and where the visit came from, kept for the tab only (the thank-you page leads back
 * into the campaign; the quote carries the attribution).
 */
export const STORAGE_KEYS = {
  session: 'unauth',
  quotes: 'quotes',
  users: 'users',
  homeContent: 'home_content_v1',
  lastCampaign: 'last_campaign',
  /** Where this visit came from (landing page, UTM tags, referrer host), for the tab only. */
  attribution: 'visit_attribution',
  /** Whether this visit has started the quote form (the funnel counts one start per visit). */
  formStarted: 'visit_form_started',
  /** The lead list's hidden columns (the Columns menu), per browser. */
  leadColumns: 'lead_columns_hidden_v1',
  /** A request waiting for its texted code, and the form as typed, for the tab only. */
  pendingVerification: 'quote_verification',
  quoteDraft: 'quote_draft',
  /** The request just sent (reference and page), for the thank-you page, for the tab only. */
  sentRequest: 'sent_request',
  /** How many installers the tab's last quote request went to, for the thank-you page. */
  installersSent: 'quote_installers_sent',
} as const;

type StorageKind = 'local' | 'session';

function store(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A stored JSON value, or undefined when absent; a value that fails to parse is logged and ignored. */
export function readJson<T>(key: string, kind: StorageKind = 'local'): T | undefined {
  const raw = store(kind)?.getItem(key);
  if (raw === null || raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch (error) {
    console.warn(`Ignoring stored ${key} that could not be parsed`, error);
    return undefined;
  }
}

export function writeJson(key: string, value: unknown, kind: StorageKind = 'local'): void {
  try {
    store(kind)?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not store ${key}`, error);
  }
}

export function removeItem(key: string, kind: StorageKind = 'local'): void {
  store(kind)?.removeItem(key);
}

export function clearLocalStorage(): void {
  store('local')?.clear();
}
