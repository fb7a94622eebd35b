import type { FastifyBaseLogger } from 'fastify';
import type { LiveValues } from '../../../shared/live-figures.js';
import type { Db } from '../../db/connection.js';
import { computeLiveValues } from './live-figures-repository.js';

/** How often the live figures are recomputed at most. */
export const LIVE_FIGURES_REFRESH_MS = 5 * 60_000;

export interface LiveFiguresSnapshot extends LiveValues {
  computed_at: string | null;
}

const NONE: LiveFiguresSnapshot = {
  homeowners_this_year: null,
  median_minutes_to_accept: null,
  active_installers: null,
  computed_at: null,
};

/**
 * The live figures held in memory: a page reads them without touching the database, and they are
 * recomputed in the background at most every 5 minutes (on start, then when a read finds them
 * stale). Until the first computation ends, pages show their fixed text.
 */
export class LiveFigures {
  private snapshot: LiveFiguresSnapshot = NONE;
  private running: Promise<LiveFiguresSnapshot> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly refreshMs = LIVE_FIGURES_REFRESH_MS,
  ) {}

  /** A memory read; starts a recomputation in the background when the values are stale. */
  current(now = Date.now()): LiveFiguresSnapshot {
    const at = this.snapshot.computed_at === null ? 0 : Date.parse(this.snapshot.computed_at);
    if (now - at >= this.refreshMs) void this.refresh();
    return this.snapshot;
  }

  /** Recompute now (one at a time); a failure keeps the last values and is logged. */
  refresh(): Promise<LiveFiguresSnapshot> {
    this.running ??= computeLiveValues(this.db)
      .then((values) => {
        this.snapshot = { ...values, computed_at: new Date().toISOString() };
        return this.snapshot;
      })
      .catch((error: unknown) => {
        this.log.warn(
          { err: error instanceof Error ? error.message : error },
          'live figures not computed',
        );
        return this.snapshot;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Waits for a recomputation in progress (so closing the app leaves no query behind). */
  async settle(): Promise<void> {
    await this.running;
  }
}
