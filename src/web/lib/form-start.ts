import { readJson, STORAGE_KEYS, writeJson } from './storage';
import { storedVisitAttribution } from './visit-attribution';

/** Where the funnel's starts are counted. */
export const FORM_START_URL = '/api/funnel/start';

/**
 * The visit's first use of the quote form: counted once per visit (the tab's
 * session storage, beside the visit's attribution; no cookie), under the form's page and the
 * visit's UTM tags, by a beacon the page never waits for. Without sendBeacon nothing is sent.
 */
export function recordFormStart(pagePath: string): void {
  if (readJson<unknown>(STORAGE_KEYS.formStarted, 'session') === true) return;
  writeJson(STORAGE_KEYS.formStarted, true, 'session');
  const visit = storedVisitAttribution();
  const body = JSON.stringify({
    path: pagePath,
    utm_source: visit?.utm_source ?? '',
    utm_medium: visit?.utm_medium ?? '',
    utm_campaign: visit?.utm_campaign ?? '',
  });
  try {
    navigator.sendBeacon?.(FORM_START_URL, new Blob([body], { type: 'application/json' }));
  } catch {
    // A refused beacon costs one count, never the form.
  }
}
