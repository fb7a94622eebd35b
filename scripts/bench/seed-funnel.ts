import { addDays } from '../../src/shared/campaign-funnel.js';
import { dublinWallClock } from '../../src/shared/dublin-day.js';
import type { Db } from '../../src/server/db/connection.js';
import {
  addFunnelCounts,
  type FunnelCountRow,
} from '../../src/server/modules/campaign-funnel/funnel-repository.js';

const PAGES = 200;
const DAYS = 730;
const SOURCES = [
  { utm_source: 'facebook', utm_medium: 'paid_social', utm_campaign: 'spring' },
  { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'brand' },
  { utm_source: 'instagram', utm_medium: 'paid_social', utm_campaign: 'autumn' },
];
const BATCH = 2_000;

/**
 * Two years of daily view counters for 200 campaign pages (issue 29): each page each day has
 * its untagged visits and those of one campaign tag in turn, as the app's counter writes them
 * (one row per day, page and tags): 292,000 rows.
 */
export async function seedFunnelViews(db: Db): Promise<void> {
  const today = dublinWallClock().date;
  const pages = Array.from({ length: PAGES }, (_, k) => (k === 0 ? '/' : `/campaign-${k}`));
  let rows: FunnelCountRow[] = [];
  for (let d = 0; d < DAYS; d += 1) {
    const day = addDays(today, -d);
    for (const [k, path] of pages.entries()) {
      const views = 5 + ((d * 31 + k * 17) % 90);
      rows.push({
        day,
        path,
        utm_source: '',
        utm_medium: '',
        utm_campaign: '',
        views,
        starts: Math.floor(views / 8),
      });
      rows.push({
        day,
        path,
        ...SOURCES[(d + k) % SOURCES.length]!,
        views: Math.floor(views / 2),
        starts: Math.floor(views / 12),
      });
      if (rows.length >= BATCH) {
        await addFunnelCounts(db, rows);
        rows = [];
      }
    }
  }
  if (rows.length > 0) await addFunnelCounts(db, rows);
}
