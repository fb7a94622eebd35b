/**
 * The checkpoint thread (sqlite-checkpointer.ts), on its own read-write connection: a
 * PASSIVE checkpoint takes no write lock, so the main connection keeps writing while it runs,
 * and one with nothing new to copy costs next to nothing.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

export interface CheckpointWorkerData {
  filename: string;
  intervalMs: number;
}

const port = parentPort!;
const { filename, intervalMs } = workerData as CheckpointWorkerData;
const db = new SQLite(filename, { fileMustExist: true });
const checkpoint = db.prepare('pragma wal_checkpoint(passive)');
let timer: NodeJS.Timeout;
const next = () => {
  timer = setTimeout(() => {
    try {
      checkpoint.run();
    } catch {
      // A busy or failed checkpoint is tried again at the next turn.
    }
    next();
  }, intervalMs);
};
next();
port.on('message', (message: 'stop') => {
  if (message !== 'stop') return;
  clearTimeout(timer);
  db.close();
  port.close();
});
