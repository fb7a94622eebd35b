import { createRequire } from 'node:module';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import pg from 'pg';

/**
 * The export's CSV lines as csvLines in lead-export.ts writes them (a test holds them
 * equal), in plain JavaScript for the SQLite read worker: `csvFormatter(layout)(rows)`.
 */
export const CSV_FORMATTER_SOURCE = `
function csvFormatter(layout) {
  const FORMULA_START = /^[=+\\-@\\t\\r]/;
  const NEEDS_QUOTES = /[",\\r\\n]/;
  const statuses = new Set(layout.statuses);
  // One test for the usual cell, which needs neither a formula guard nor quotes.
  const SPECIAL = new RegExp(FORMULA_START.source + '|' + NEEDS_QUOTES.source);
  const cell = (value) => {
    if (value === null || value === undefined) return '';
    let text = typeof value === 'string' ? value : String(value);
    if (!SPECIAL.test(text)) return text;
    if (FORMULA_START.test(text)) text = "'" + text;
    return NEEDS_QUOTES.test(text) ? '"' + text.replace(/"/g, '""') + '"' : text;
  };
  const status = (value, created, now) => {
    if (statuses.has(value)) return value;
    if (!created) return 'new';
    const time = new Date(created).getTime();
    if (Number.isNaN(time)) return 'new';
    return now - time <= layout.newWindowMs ? 'new' : 'contacted';
  };
  const at = layout.at;
  return (list) => {
    const now = Date.now();
    let out = '';
    for (const row of list) {
      const created = row[at.created_at];
      out += Number(row[at.id]) + ',' + status(row[at.status], created, now) + ',' + cell(created);
      for (const index of layout.quoteAt) out += ',' + cell(row[index]);
      out += ',' + cell(row[at.consent_at]) + ',' + cell(row[at.consent_version]) + ',' +
        Boolean(row[at.marketing_opt_in]) + '\\n';
    }
    return out;
  };
}
`;

/**
 * How many batches a read worker may post before the main thread takes one. One was too
 * few: the worker then waited a thread round trip for every 100 rows and sat idle half the
 * time. Eight batches are about 200 kB of CSV.
 */
export const READ_AHEAD = 8;

/**
 * What both read workers share: a batch of lines is posted only when the main thread has
 * asked for it (READ_AHEAD credits to start, one more per batch taken), so a worker is
 * never more than READ_AHEAD batches ahead of the client and a client that stops reading
 * stops the read.
 */
const CREDIT_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
let wanted = workerData.readAhead;
function onCredit(resume) {
  parentPort.on('message', (message) => {
    if (message === 'stop') return stop();
    wanted += 1;
    resume();
  });
}
`;

/**
 * Runs in a worker thread on its own read-only connection (WAL lets it read beside the
 * writer): iterates one statement and posts its rows' CSV lines in batches, waiting
 * for the main thread to ask for the next, so a long read never holds the main event loop
 * or its connection. Plain JavaScript, so it runs the same under tsx, vitest and the
 * compiled build.
 */
const SQLITE_SOURCE = `
${CREDIT_SOURCE}
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.filename, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
// Rows as arrays (column order of the query): cheaper to read than an object per row.
const rows = db.prepare(workerData.sql).raw(true).iterate(...workerData.parameters);
const format = csvFormatter(workerData.csv);
let done = false;
function stop() {
  process.exit(0);
}
function next() {
  while (!done && wanted > 0) {
    wanted -= 1;
    const batch = [];
    // next() by hand: leaving a for...of would close the statement's iterator.
    for (let step = rows.next(); !step.done; step = rows.next()) {
      batch.push(step.value);
      if (batch.length >= workerData.batchSize) break;
    }
    if (batch.length > 0) parentPort.postMessage(format(batch));
    if (batch.length < workerData.batchSize) {
      done = true;
      parentPort.postMessage(null);
      db.close();
    }
  }
}
${CSV_FORMATTER_SOURCE}
onCredit(next);
next();
`;

/**
 * The same on PostgreSQL, where the database writes the CSV itself: `copy (query) to stdout
 * (format csv)` on the worker's own connection, in one read-only snapshot. The worker only
 * gathers PostgreSQL's bytes into batches of about batchBytes and hands each buffer over to
 * the main thread (transferred, not copied); while it waits for credit it stops reading, so
 * the socket and then PostgreSQL wait too.
 */
const POSTGRES_COPY_SOURCE = `
${CREDIT_SOURCE}
const pg = require(workerData.driver);
const copyTo = require(workerData.copyDriver).to;
const client = new pg.Client({
  connectionString: workerData.url,
  options: workerData.schema ? '-c search_path=' + workerData.schema : undefined,
  // How an operator (or a test) tells an export's connection apart in pg_stat_activity.
  application_name: ('windowquotes export ' + (workerData.schema || '')).trim().slice(0, 63),
});
function stop() {
  client.end().finally(() => process.exit(0));
}
let waiting = null;
const credit = () => new Promise((resolve) => {
  if (wanted > 0) resolve();
  else waiting = resolve;
});
onCredit(() => {
  if (waiting) { const resolve = waiting; waiting = null; resolve(); }
});
// A batch is one new buffer of its own (never a slice of Node's shared pool, which cannot be
// transferred), handed over to the main thread rather than copied.
async function post(chunks, size) {
  const bytes = Buffer.allocUnsafeSlow(size);
  let at = 0;
  for (const chunk of chunks) at += chunk.copy(bytes, at);
  await credit();
  wanted -= 1;
  parentPort.postMessage(bytes, [bytes.buffer]);
}
// A failure ends the worker with an error the main thread sees, whatever the process's
// unhandled-rejection setting.
const fail = (error) => setImmediate(() => { throw error; });
client.on('error', fail);
(async () => {
  await client.connect();
  await client.query('begin transaction isolation level repeatable read read only');
  let chunks = [];
  let size = 0;
  const copy = copyTo('copy (' + workerData.sql + ') to stdout (format csv)');
  for await (const chunk of client.query(copy)) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= workerData.batchBytes) {
      await post(chunks, size);
      chunks = [];
      size = 0;
    }
  }
  if (size > 0) await post(chunks, size);
  parentPort.postMessage(null);
  await client.query('rollback');
  await client.end();
})().catch(fail);
`;

const require = createRequire(import.meta.url);
const sqliteDriver = require.resolve('better-sqlite3');
const postgresDriver = require.resolve('pg');
const postgresCopyDriver = require.resolve('pg-copy-streams');

/** Where the CSV cells sit in a row, for a worker that writes the export's lines itself. */
export interface CsvLayout {
  at: Record<
    'id' | 'status' | 'created_at' | 'consent_at' | 'consent_version' | 'marketing_opt_in',
    number
  >;
  quoteAt: number[];
  /** The stored statuses kept as they are; any other derives from the lead's age. */
  statuses: readonly string[];
  newWindowMs: number;
}

/**
 * Heap limits of the SQLite read worker: room for a few batches, not for a whole export.
 * Every cell is a short-lived string; with a 4 MB young generation the worker spent a
 * quarter of its time collecting them, with 8 MB much less, for about 5 MB more memory.
 */
const SQLITE_WORKER_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 };
/**
 * The COPY worker makes almost no JavaScript objects (its bytes are buffers), so a small
 * young generation suffices: 2 MB instead of 8 took the first export's peak memory from
 * +70–75 MB to +47–55 MB at 1,000,000 leads, and was no slower.
 */
const COPY_WORKER_LIMITS = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 64 };
// Bytes of PostgreSQL's CSV per batch posted: about as much as WORKER_BATCH rows.
const POSTGRES_BATCH_BYTES = 32_768;

/**
 * How many batches a read worker has posted and the main thread has taken, across all
 * exports: a client that stops reading must stop the worker (posted stays at most
 * READ_AHEAD ahead of taken) rather than fill the server's memory.
 */
export const readProgress = { posted: 0, taken: 0 };

interface Compiled {
  sql: string;
  parameters: readonly unknown[];
}

/** The rows of one read-only query as CSV text, batch by batch, read and written in a worker thread. */
export function readInWorker(
  filename: string,
  compiled: Compiled,
  batchSize: number,
  csv: CsvLayout,
): AsyncGenerator<string> {
  return workerBatches<string>(
    SQLITE_SOURCE,
    {
      driver: sqliteDriver,
      filename,
      sql: compiled.sql,
      parameters: compiled.parameters,
      batchSize,
      csv,
    },
    SQLITE_WORKER_LIMITS,
  );
}

/**
 * A PostgreSQL query's rows as PostgreSQL writes them in CSV (UTF-8 bytes; a character may
 * straddle two batches), batch by batch, through a worker thread. COPY takes no parameters,
 * so they are written into the text as literals (inlineLiterals); the worker reads inside
 * a read-only transaction.
 */
export function copyPostgresCsvInWorker(
  database: { url: string; schema?: string },
  compiled: Compiled,
): AsyncGenerator<Uint8Array> {
  return workerBatches<Uint8Array>(
    POSTGRES_COPY_SOURCE,
    {
      driver: postgresDriver,
      copyDriver: postgresCopyDriver,
      url: database.url,
      schema: database.schema,
      sql: inlineLiterals(compiled),
      batchBytes: POSTGRES_BATCH_BYTES,
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
async function* workerBatches<Batch extends string | Uint8Array>(
  source: string,
  workerData: Record<string, unknown>,
  limits: ResourceLimits,
): AsyncGenerator<Batch> {
  const worker = new Worker(source, {
    eval: true,
    workerData: { ...workerData, readAhead: READ_AHEAD },
    // The worker holds at most READ_AHEAD batches: a small heap keeps its memory flat.
    resourceLimits: limits,
  });
  const pending: (Batch | null)[] = [];
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  worker.on('message', (batch: Batch | null) => {
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
