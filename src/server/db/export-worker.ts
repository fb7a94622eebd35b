/**
 * The export's read worker: runs in a worker thread (export-read-worker.ts starts it) on a
 * connection of its own, so a long read never holds the main event loop or its connection.
 * It posts a batch only when the main thread has asked for it (READ_AHEAD credits to start,
 * one more per batch taken): a client that stops reading stops the read.
 */
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { csvLines } from '../modules/leads/lead-csv.js';
import { ServerProbe } from './pg-liveness.js';
import { openReader } from './sqlite-mmap.js';
import { standBackFromRequests, THREAD_NICENESS } from './worker-threads.js';

/** What the main thread sends a worker to read. */
export type ExportWorkerData =
  | {
      kind: 'sqlite';
      filename: string;
      sql: string;
      parameters: readonly unknown[];
      /** Rows per batch posted. */
      batchRows: number;
      readAhead: number;
    }
  | {
      kind: 'postgres';
      url: string;
      schema?: string;
      /** The session's time zone while it reads. */
      timeZone: string;
      /** One statement with its parameters written in (COPY takes none). */
      sql: string;
      /** Bytes of PostgreSQL's CSV per batch posted. */
      batchBytes: number;
      readAhead: number;
    };

const port = parentPort!;
const job = workerData as ExportWorkerData;
let credits = job.readAhead;
let waiting: (() => void) | null = null;
let stopping = false;

port.on('message', (message: 'more' | 'stop') => {
  if (message === 'stop') stopping = true;
  else credits += 1;
  const resume = waiting;
  waiting = null;
  resume?.();
});

/** Wait for the main thread to ask for another batch; false once it said stop. */
async function credit(): Promise<boolean> {
  while (credits === 0 && !stopping) await new Promise<void>((resolve) => (waiting = resolve));
  credits -= 1;
  return !stopping;
}

/** SQLite: one statement iterated on a read-only connection (openReader). */
async function readSqlite(data: Extract<ExportWorkerData, { kind: 'sqlite' }>) {
  const db = openReader(data.filename);
  // Text, copied to the main thread: bytes handed over instead were no faster, and the main
  // thread let 30 MB more of them wait for a collection.
  const post = (batch: unknown[][]) =>
    port.postMessage({ csv: csvLines(batch), rows: batch.length });
  try {
    // Rows as arrays in the query's column order: cheaper to read than an object per row.
    const rows = db
      .prepare(data.sql)
      .raw(true)
      .iterate(...data.parameters) as IterableIterator<unknown[]>;
    let batch: unknown[][] = [];
    for (const row of rows) {
      batch.push(row);
      if (batch.length < data.batchRows) continue;
      if (!(await credit())) return;
      post(batch);
      batch = [];
    }
    if (batch.length > 0 && (await credit())) post(batch);
  } finally {
    db.close();
  }
}

/**
 * Counts the rows of CSV bytes as they pass: line ends outside quoted cells (a quote inside a
 * cell is doubled, so the state flips back). UTF-8 never puts a quote or line feed byte
 * inside another character.
 */
class RowCounter {
  private quoted = false;

  count(bytes: Uint8Array): number {
    let rows = 0;
    for (let index = 0; index < bytes.length; index += 1) {
      const code = bytes[index];
      if (code === 34) this.quoted = !this.quoted;
      else if (code === 10 && !this.quoted) rows += 1;
    }
    return rows;
  }
}

/**
 * PostgreSQL writes the CSV itself (`copy (query) to stdout (format csv)`) inside one
 * read-only snapshot; the worker only gathers its bytes into batches and hands each buffer
 * over (transferred, not copied). While it waits for credit it stops reading, so the socket
 * and then PostgreSQL wait too.
 */
async function copyPostgres(data: Extract<ExportWorkerData, { kind: 'postgres' }>) {
  const client = new pg.Client({
    connectionString: data.url,
    options: data.schema ? `-c search_path=${data.schema}` : undefined,
    // How an operator (or a test) tells an export's connection apart in pg_stat_activity.
    application_name: `windowquotes export ${data.schema ?? ''}`.trim().slice(0, 63),
    connectionTimeoutMillis: 10_000,
    // Finds a dead path while the connection is quiet; a cut under the COPY is watchCopy's.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  client.on('error', fail);
  await client.connect();
  let lastBytesAt = Date.now();
  let wantingSince: number | undefined = Date.now();
  const stopWatching = watchCopy(
    client,
    data.url,
    () =>
      wantingSince !== undefined &&
      Date.now() - Math.max(lastBytesAt, wantingSince) > EXPORT_CHECK_MS,
  );
  try {
    await client.query('begin transaction isolation level repeatable read read only');
    // One backend: parallel workers took the cores a visitor's page and submit were waiting
    // for, and made the export itself little faster.
    await client.query('set local max_parallel_workers_per_gather = 0');
    await client.query("select set_config('timezone', $1, true)", [data.timeZone]);
    let chunks: Buffer[] = [];
    let size = 0;
    const counter = new RowCounter();
    const post = async () => {
      // A buffer of its own (never a slice of Node's shared pool, which cannot be transferred).
      const bytes = Buffer.allocUnsafeSlow(size);
      let at = 0;
      for (const chunk of chunks) at += chunk.copy(bytes, at);
      chunks = [];
      size = 0;
      wantingSince = undefined;
      const more = await credit();
      wantingSince = Date.now();
      if (!more) return false;
      port.postMessage({ csv: bytes, rows: counter.count(bytes) }, [bytes.buffer]);
      return true;
    };
    for await (const chunk of client.query(copyTo(`copy (${data.sql}) to stdout (format csv)`))) {
      lastBytesAt = Date.now();
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= data.batchBytes && !(await post())) return;
    }
    if (size > 0 && !(await post())) return;
    await client.query('rollback');
  } finally {
    stopWatching();
    await client.end();
  }
}

/** How long the export may wait for bytes it asked for before it checks the server is there. */
const EXPORT_CHECK_MS = 5_000;

/**
 * A silent cut under a COPY: while the worker wants bytes and none came for EXPORT_CHECK_MS,
 * ask the server (over a fresh connection) whether it answers and this backend is working.
 * Not a timeout on the statement: a long export is fine while the server works on it, and
 * waiting for the client to read (no credit) is never counted.
 */
function watchCopy(client: pg.Client, url: string, stalled: () => boolean): () => void {
  const probe = new ServerProbe({ connectionString: url }, EXPORT_CHECK_MS);
  let stuck = 0;
  const timer = setInterval(() => {
    if (!stalled()) {
      stuck = 0;
      return;
    }
    const pid = (client as unknown as { processID?: number }).processID;
    void probe.check(pid).then((state) => {
      stuck = state === 'stuck' ? stuck + 1 : 0;
      if (state === 'unreachable' || stuck >= 2) {
        const error = Object.assign(new Error(`the database did not answer (${state})`), {
          code: 'ETIMEDOUT',
        });
        (
          client as unknown as { connection: { stream: { destroy(e: Error): void } } }
        ).connection.stream.destroy(error);
      }
    });
  }, EXPORT_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** A failure ends the worker with an error the main thread sees. */
function fail(error: unknown) {
  setImmediate(() => {
    throw error;
  });
}

standBackFromRequests(THREAD_NICENESS.background);
(job.kind === 'sqlite' ? readSqlite(job) : copyPostgres(job))
  .then(() => {
    if (!stopping) port.postMessage(null);
    process.exit(0);
  })
  .catch(fail);
