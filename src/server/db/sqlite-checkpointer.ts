import type { Worker } from 'node:worker_threads';
import type { CheckpointWorkerData } from './sqlite-checkpoint-worker.js';
import { startWorker } from './worker-threads.js';

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
    const workerData: CheckpointWorkerData = { filename, intervalMs };
    this.worker = startWorker('sqlite-checkpoint-worker', { workerData });
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
