import type axe from 'axe-core';
import type { Page } from '@playwright/test';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeWindow = Window & { axe?: typeof axe };

/**
 * Serious and critical axe-core findings on the page as it is now.
 *
 * axe-core runs in the page itself, once loaded into each document. (@axe-core/playwright opens
 * a second page on every check to merge the results of frames, which the app has none of: that
 * was two thirds of each check's time.)
 */
export async function seriousViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const results = await (window as AxeWindow).axe!.run(document, {
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, targets }) => ({ id, targets: targets.slice(0, 5) }));
}
