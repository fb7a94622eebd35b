import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * How many WAL pages the main connection lets pile up before it checkpoints by itself: a
 * safety net for when the checkpoint thread falls behind, well above what it lets through.
 */
export const MAIN_THREAD_CHECKPOINT_PAGES = 10_000;

/** SQLite's own limit, which the main connection goes back to if the thread stops. */
export const SQLITE_CHECKPOINT_PAGES = 1_000;

/** How often the checkpoint thread copies the WAL back into the database file. */
export const CHECKPOINT_INTERVAL_MS = 250;

/**
 * Runs in the checkpoint thread on its own read-write connection: a PASSIVE checkpoint
 * takes no write lock, so the main connection keeps writing while it runs, and one with
 * nothing new to copy costs next to nothing. Plain JavaScript, so it runs the same under
 * tsx, vitest and the compiled build.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.filename, { fileMustExist: true });
const checkpoint = db.prepare('pragma wal_checkpoint(passive)');
const timer = setInterval(() => {
  try {
    checkpoint.run();
  } catch {
    // A busy or failed checkpoint is tried again at the next tick.
  }
}, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');

/**
 * Copies a SQLite file's write-ahead log back into the database from a worker thread.
 * Left to the main connection, the copy (with its fsync) ran inside whichever commit
 * crossed the WAL's size limit, on the event loop: at a steady stream of quote submits
 * that was most of the cost of a commit. `onStopped` is told once if the thread ends
 * before `stop` (it could not open the file, say), so the caller can checkpoint again.
 */
export class SqliteCheckpointer {
  private readonly worker: Worker;
  private stopping = false;

  constructor(
    filename: string,
    onStopped: (error: Error) => void,
    intervalMs = CHECKPOINT_INTERVAL_MS,
  ) {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { driver: driverPath, filename, intervalMs },
    });
    this.worker.unref();
    let failure: Error | null = null;
    this.worker.on('error', (error) => (failure = error));
    this.worker.on('exit', (code) => {
      if (this.stopping) return;
      const reason = failure?.message ?? `exit code ${code}`;
      onStopped(new Error(`the SQLite checkpoint thread stopped (${reason})`));
    });
  }

  /** Ends the thread; the last connection to close checkpoints what is left. */
  stop(): void {
    this.stopping = true;
    this.worker.postMessage('stop');
  }
}
