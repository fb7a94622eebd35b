import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The export's CSV lines as csvLines in lead-export.ts writes them (a test holds them
 * equal), in plain JavaScript for the read workers: `csvFormatter(layout)(rows)`.
 */
export const CSV_FORMATTER_SOURCE = `
function csvFormatter(layout) {
  const FORMULA_START = /^[=+\\-@\\t\\r]/;
  const NEEDS_QUOTES = /[",\\r\\n]/;
  const statuses = new Set(layout.statuses);
  const cell = (value) => {
    let text = value === null || value === undefined ? '' : String(value);
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
 * Runs in a worker thread on its own read-only connection (WAL lets it read beside the
 * writer): iterates one statement and posts its rows' CSV lines in batches, waiting
 * for the main thread to ask for the next, so a long read never holds the main event loop
 * or its connection. Plain JavaScript, so it runs the same under tsx, vitest and the
 * compiled build.
 */
const SQLITE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.filename, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
// Rows as arrays (column order of the query): cheaper to read and to copy between threads.
const rows = db.prepare(workerData.sql).raw(true).iterate(...workerData.parameters);
const format = csvFormatter(workerData.csv);
let batch = [];
let done = false;
function send(list) {
  parentPort.postMessage(format(list));
}
function next() {
  if (done) return;
  // next() by hand: leaving a for...of would close the statement's iterator.
  for (let step = rows.next(); !step.done; step = rows.next()) {
    batch.push(step.value);
    if (batch.length >= workerData.batchSize) {
      send(batch);
      batch = [];
      return;
    }
  }
  send(batch);
  parentPort.postMessage(null);
  done = true;
  db.close();
}
${CSV_FORMATTER_SOURCE}
parentPort.on('message', (message) => (message === 'stop' ? process.exit(0) : next()));
next();
`;

/**
 * The same on PostgreSQL: its own connection, one cursor in a read-only snapshot, rows
 * fetched as arrays (no object per row) and written as CSV in the worker.
 */
const POSTGRES_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const pg = require(workerData.driver);
const format = csvFormatter(workerData.csv);
const client = new pg.Client({
  connectionString: workerData.url,
  options: workerData.schema ? '-c search_path=' + workerData.schema : undefined,
});
let wanted = 0;
let waiting = null;
const ready = () => new Promise((resolve) => {
  if (wanted > 0) resolve();
  else waiting = resolve;
});
parentPort.on('message', (message) => {
  if (message === 'stop') {
    client.end().finally(() => process.exit(0));
    return;
  }
  wanted += 1;
  if (waiting) { const resolve = waiting; waiting = null; resolve(); }
});
wanted = 1;
(async () => {
  await client.connect();
  await client.query('begin transaction isolation level repeatable read read only');
  await client.query({ text: 'declare lead_export no scroll cursor for ' + workerData.sql, values: workerData.parameters });
  const fetch = { text: 'fetch forward ' + workerData.batchSize + ' from lead_export', rowMode: 'array' };
  for (;;) {
    await ready();
    wanted -= 1;
    const { rows } = await client.query(fetch);
    parentPort.postMessage(format(rows));
    if (rows.length < workerData.batchSize) break;
  }
  parentPort.postMessage(null);
  await client.query('rollback');
  await client.end();
})();
${CSV_FORMATTER_SOURCE}
`;

const require = createRequire(import.meta.url);
const sqliteDriver = require.resolve('better-sqlite3');
const postgresDriver = require.resolve('pg');

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
  return workerBatches(SQLITE_SOURCE, {
    driver: sqliteDriver,
    filename,
    sql: compiled.sql,
    parameters: compiled.parameters,
    batchSize,
    csv,
  });
}

/** The rows of one PostgreSQL query as CSV text, from one cursor read in a worker thread. */
export function readPostgresCsvInWorker(
  database: { url: string; schema?: string },
  compiled: Compiled,
  batchSize: number,
  csv: CsvLayout,
): AsyncGenerator<string> {
  return workerBatches(POSTGRES_SOURCE, {
    driver: postgresDriver,
    url: database.url,
    schema: database.schema,
    sql: compiled.sql,
    parameters: compiled.parameters,
    batchSize,
    csv,
  });
}

/** A worker's batches as they arrive, asking for the next one as each is taken. */
async function* workerBatches(
  source: string,
  workerData: Record<string, unknown>,
): AsyncGenerator<string> {
  const worker = new Worker(source, {
    eval: true,
    workerData,
    // A small young generation: the batches' garbage is collected early, keeping RSS flat.
    resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 256 },
  });
  const pending: (string | null)[] = [];
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  worker.on('message', (batch: string | null) => {
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
