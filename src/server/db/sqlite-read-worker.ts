import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Runs in a worker thread on its own read-only connection (WAL lets it read beside the
 * writer): iterates one statement and posts rows in batches, waiting for the main thread
 * to ask for the next, so a long read never holds the main event loop or its connection.
 * Plain JavaScript, so it runs the same under tsx, vitest and the compiled build.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.filename, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
// Rows as arrays (column order of the query): cheaper to copy between threads than objects.
const rows = db.prepare(workerData.sql).raw(true).iterate(...workerData.parameters);
let batch = [];
let done = false;
function next() {
  if (done) return;
  // next() by hand: leaving a for...of would close the statement's iterator.
  for (let step = rows.next(); !step.done; step = rows.next()) {
    batch.push(step.value);
    if (batch.length >= workerData.batchSize) {
      parentPort.postMessage(batch);
      batch = [];
      return;
    }
  }
  parentPort.postMessage(batch);
  parentPort.postMessage(null);
  done = true;
  db.close();
}
parentPort.on('message', (message) => (message === 'stop' ? process.exit(0) : next()));
next();
`;

const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');

/** The rows of one read-only query as arrays of values, batch by batch, read in a worker thread. */
export async function* readInWorker<Row>(
  filename: string,
  compiled: { sql: string; parameters: readonly unknown[] },
  batchSize = 2000,
): AsyncGenerator<Row[]> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      driver: driverPath,
      filename,
      sql: compiled.sql,
      parameters: compiled.parameters,
      batchSize,
    },
  });
  const pending: (Row[] | null)[] = [];
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  worker.on('message', (batch: Row[] | null) => {
    pending.push(batch);
    notify();
  });
  worker.on('error', (error) => {
    failure = error;
    notify();
  });
  worker.on('exit', notify);
  try {
    for (;;) {
      if (pending.length === 0 && failure === null) await new Promise<void>((r) => (wake = r));
      if (failure !== null) throw failure;
      const batch = pending.shift();
      if (batch === undefined) throw new Error('read worker stopped early');
      if (batch === null) return;
      worker.postMessage('more'); // Read ahead one batch while this one is formatted.
      yield batch;
    }
  } finally {
    worker.postMessage('stop');
    void worker.terminate();
  }
}
