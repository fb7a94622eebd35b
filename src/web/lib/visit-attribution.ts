import { asAttribution, visitAttribution, type Attribution } from '@shared/attribution';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

/**
 * Record where this visit came from on its first page: the tab's session
 * storage keeps the first page's attribution for the rest of the visit, and no cookie is set.
 * Later pages leave it as it is.
 */
export function recordVisitAttribution(
  location: Pick<Location, 'href'> = window.location,
  referrer: string = document.referrer,
): Attribution {
  const stored = readJson<unknown>(STORAGE_KEYS.attribution, 'session');
  const attribution = visitAttribution(stored, new URL(location.href), referrer);
  if (asAttribution(stored) === null) writeJson(STORAGE_KEYS.attribution, attribution, 'session');
  return attribution;
}

/** The visit's attribution, sent with a quote; nothing when none was recorded. */
export function storedVisitAttribution(): Attribution | null {
  return asAttribution(readJson<unknown>(STORAGE_KEYS.attribution, 'session'));
}
