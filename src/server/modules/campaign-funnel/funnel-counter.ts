import { dublinWallClock } from '../../../shared/dublin-day.js';
import type { Db } from '../../db/connection.js';
import { addFunnelCounts, type FunnelCountRow, type FunnelKey } from './funnel-repository.js';

type Pending = FunnelCountRow;

const FLUSH_MS = 5_000;
/** Rows a flush writes per statement (5 key columns + 2 counts stay far below any bind limit). */
const CHUNK = 200;

/**
 * Page views and quote-form starts, added up in memory and written every few seconds as one
 * upsert per (Irish day, page variant, UTM tags): a page view costs the visitor no database
 * round trip, and a busy day is one row per campaign and source rather than a row per view.
 * What a crashed process had not yet written (at most a few seconds) is lost; a clean close
 * writes it.
 */
export class FunnelCounter {
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  view(key: FunnelKey, now = new Date()): void {
    this.add(key, now, 1, 0);
  }

  start(key: FunnelKey, now = new Date()): void {
    this.add(key, now, 0, 1);
  }

  private add(key: FunnelKey, now: Date, views: number, starts: number): void {
    const day = dublinWallClock(now).date;
    const id = JSON.stringify([day, key.path, key.utm_source, key.utm_medium, key.utm_campaign]);
    const row = this.pending.get(id);
    if (row) {
      row.views += views;
      row.starts += starts;
    } else {
      this.pending.set(id, { day, ...key, views, starts });
    }
    this.timer ??= setTimeout(() => {
      this.timer = null;
      void this.flush().catch(this.onError);
    }, FLUSH_MS);
    this.timer.unref?.();
  }

  /** Write what is counted so far; resolves once it is stored (tests and shutdown await it). */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const rows = [...this.pending.values()];
    this.pending = new Map();
    this.writing = this.writing.catch(() => {}).then(() => this.write(rows));
    return this.writing;
  }

  private async write(rows: Pending[]): Promise<void> {
    for (let index = 0; index < rows.length; index += CHUNK) {
      await addFunnelCounts(this.db, rows.slice(index, index + CHUNK));
    }
  }
}
