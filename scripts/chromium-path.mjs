// The Chromium the browser suite and the screenshots drive.
import fs from 'node:fs';

/**
 * Debian's headless shell first (`apt-get install chromium-headless-shell`): the same engine
 * as Debian's chromium without the desktop browser around it, so the browser suite needs a
 * third less CPU; then Debian's chromium itself.
 */
export const CHROMIUM_CANDIDATES = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium',
];

/** CHROMIUM_PATH when set, else the first candidate installed (else Debian's chromium). */
export function chromiumPath(env = process.env) {
  return (
    env.CHROMIUM_PATH ??
    CHROMIUM_CANDIDATES.find((candidate) => fs.existsSync(candidate)) ??
    CHROMIUM_CANDIDATES.at(-1)
  );
}
