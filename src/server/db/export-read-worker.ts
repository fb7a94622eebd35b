import type { ResourceLimits } from 'node:worker_threads';
import pg from 'pg';
import type { ExportWorkerData } from './export-worker.js';
import { startWorker } from './worker-threads.js';

/**
 * How many batches a read worker may post before the main thread takes one. One was too
 * few: the worker then waited a thread round trip for every 100 rows and sat idle half the
 * time. Eight batches are about 200 kB of CSV.
 */
export const READ_AHEAD = 8;

/**
 * Heap limits of the SQLite read worker: room for a few batches, not for a whole export.
 * Every cell is a short-lived string; with a 4 MB young generation the worker spent a
 * quarter of its time collecting them, with 8 MB much less, for about 5 MB more memory.
 */
const SQLITE_WORKER_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 };
/**
 * The COPY worker makes few JavaScript objects (its bytes are buffers), so a small young
 * generation suffices: 2 MB instead of 8 took the first export's peak memory from +70–75 MB
 * to +47–55 MB at 1,000,000 leads, and was no slower.
 */
const COPY_WORKER_LIMITS = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 64 };
// Bytes of PostgreSQL's CSV per batch posted: about as much as a SQLite batch of rows.
const POSTGRES_BATCH_BYTES = 32_768;

/**
 * How many batches a read worker has posted and the main thread has taken, across all
 * exports: a client that stops reading must stop the worker (posted stays at most
 * READ_AHEAD ahead of taken) rather than fill the server's memory.
 */
export const readProgress = { posted: 0, taken: 0 };

/** A batch of CSV lines (SQLite's as text, PostgreSQL's as UTF-8 bytes) and its row count. */
export interface CsvBatch {
  csv: string | Uint8Array;
  rows: number;
}

interface Compiled {
  sql: string;
  parameters: readonly unknown[];
}

/** One read-only query's rows as CSV (csvLines), batch by batch, read and written in a worker. */
export function readInWorker(
  filename: string,
  compiled: Compiled,
  batchRows: number,
): AsyncGenerator<CsvBatch> {
  return workerBatches(
    {
      kind: 'sqlite',
      filename,
      sql: compiled.sql,
      parameters: compiled.parameters,
      batchRows,
      readAhead: READ_AHEAD,
    },
    SQLITE_WORKER_LIMITS,
  );
}

/**
 * A PostgreSQL query's rows as PostgreSQL writes them in CSV (UTF-8 bytes; a character may
 * straddle two batches), batch by batch, through a worker thread. COPY takes no parameters,
 * so they are written into the text as literals (inlineLiterals); the worker reads inside
 * a read-only transaction whose session time zone is `timeZone` (what to_char writes).
 */
export function copyPostgresCsvInWorker(
  database: { url: string; schema?: string },
  compiled: Compiled,
  timeZone = 'UTC',
): AsyncGenerator<CsvBatch> {
  return workerBatches(
    {
      kind: 'postgres',
      url: database.url,
      schema: database.schema,
      timeZone,
      sql: inlineLiterals(compiled),
      batchBytes: POSTGRES_BATCH_BYTES,
      readAhead: READ_AHEAD,
    },
    COPY_WORKER_LIMITS,
  );
}

// A quoted SQL literal, quotes inside it doubled.
const QUOTED_LITERAL = /'(?:[^']|'')*'/g;

/**
 * A compiled PostgreSQL query with its `$n` parameters written in as literals, for a
 * statement that takes none (COPY). Quoted literals already in the text are left as they
 * are; strings are escaped by node-postgres (quotes doubled, E'' around backslashes), and
 * only strings and finite numbers are accepted.
 */
export function inlineLiterals({ sql, parameters }: Compiled): string {
  // COPY's text goes by the simple query protocol, which would run a second statement.
  if (sql.replace(QUOTED_LITERAL, '').includes(';')) {
    throw new Error('A query written with literals must be one statement');
  }
  const literalOrParameter = new RegExp(`${QUOTED_LITERAL.source}|\\$(\\d+)`, 'g');
  return sql.replace(literalOrParameter, (match, index: string | undefined) => {
    if (index === undefined) return match;
    const value = parameters[Number(index) - 1];
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string') return pg.escapeLiteral(value);
    throw new TypeError(`Parameter $${index} cannot be written as a literal: ${typeof value}`);
  });
}

/** A worker's batches as they arrive, asking for the next one as each is taken. */
async function* workerBatches(
  workerData: ExportWorkerData,
  // The worker holds at most READ_AHEAD batches: a small heap keeps its memory flat.
  limits: ResourceLimits,
): AsyncGenerator<CsvBatch> {
  const worker = startWorker('export-worker', { workerData, resourceLimits: limits });
  const pending: (CsvBatch | null)[] = [];
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  worker.on('message', (batch: CsvBatch | null) => {
    if (batch !== null) readProgress.posted += 1;
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
      readProgress.taken += 1;
      worker.postMessage('more'); // Keep READ_AHEAD batches coming while this one is sent.
      yield batch;
    }
  } finally {
    worker.postMessage('stop');
    void worker.terminate();
  }
}
