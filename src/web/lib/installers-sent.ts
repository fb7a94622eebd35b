import { readJson, STORAGE_KEYS, writeJson } from './storage';

/**
 * How many installers the request just sent went to: the quote form keeps the
 * submit's count in the tab's session storage, and the thank-you page shows it. A count, nothing
 * personal; the thank-you page is only reached from the form, which needs JavaScript anyway.
 */
export function rememberInstallersSent(count: number | undefined): void {
  if (typeof count === 'number') writeJson(STORAGE_KEYS.installersSent, count, 'session');
}

export function installersSent(): number | null {
  const count = readJson<unknown>(STORAGE_KEYS.installersSent, 'session');
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
}
