import { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { dialectOf, type Db } from '../../db/connection.js';
import {
  copyPostgresCsvInWorker,
  readInWorker,
  type CsvBatch,
} from '../../db/export-read-worker.js';
import { LEAD_STATUSES, NEW_LEAD_WINDOW_DAYS } from '../../../shared/lead-status.js';
import { BUSINESS_TIME_ZONE } from '../../../shared/dublin-day.js';
import { BOOLEAN_COLUMNS, CSV_COLUMNS, csvLines, FORMULA_START } from './lead-csv.js';
import {
  leadsNewestFirst,
  listLeadsAfter,
  listLeadsAfterPage,
  type LeadFilters,
  type LeadRow,
} from './lead-repository.js';

// Small enough that formatting one batch stays a few ms of main-thread work.
const BATCH = 1000;
// Rows per batch from one cursor: a PostgreSQL cursor on the shared pool.
const BIG_BATCH = 5000;
// Rows per batch a read worker posts: about 30 kB of text. Small strings die young on the
// main thread: at 1 M rows, 100-row batches measured +45 MB of RSS and 250-row ones +63 MB
// (400-row ones were no faster either).
const WORKER_BATCH = 100;

/** The export's query for a read worker: the CSV's columns only, newest first. */
const workerQuery = (db: Db, filters: LeadFilters, now: Date) =>
  leadsNewestFirst(db, filters, null, now).clearSelect().select(CSV_COLUMNS).compile();

/** FORMULA_START's characters (all ASCII) as code points, for ascii() in SQL. */
const FORMULA_CODE_POINTS = sql.join(
  Array.from({ length: 128 }, (_, code) => code)
    .filter((code) => FORMULA_START.test(String.fromCharCode(code)))
    .map((code) => sql.lit(code)),
);

/**
 * A text column as cell() writes it, for PostgreSQL's CSV output to quote: a formula start
 * gets its apostrophe (by code point), and '' becomes null, which COPY
 * writes as nothing where it would quote an empty string.
 */
function copyCell(column: string) {
  const value = sql.ref(column);
  return sql<string>`case when ascii(${value}) in (${FORMULA_CODE_POINTS}) then '''' || ${value} else nullif(${value}, '') end`;
}

/**
 * A time column as dublinIsoTime writes it (2026-07-01T09:00:00+01:00), blank when there is
 * none: to_char in the session's time zone, which the export sets to Dublin's. (Converting
 * with `at time zone` and working out the offset apart cost PostgreSQL twice the time.)
 */
function dublinTimeCell(column: string) {
  const at = sql`nullif(${sql.ref(column)}, '')::timestamptz`;
  return sql<string>`to_char(${at}, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM')`;
}

/**
 * The export's query for PostgreSQL's own CSV writer (COPY … to stdout, format csv): each
 * column already the text csvLines gives, so no row is ever parsed in JavaScript. A stored
 * status outside LEAD_STATUSES derives from the lead's age as deriveLeadStatus does;
 * created_at is the server's ISO timestamp, so comparing the texts compares the times.
 */
function copyQuery(db: Db, filters: LeadFilters, now: Date) {
  const newSince = new Date(now.getTime() - NEW_LEAD_WINDOW_DAYS * 86_400_000).toISOString();
  return leadsNewestFirst(db, filters, null, now)
    .clearSelect()
    .select((eb) =>
      CSV_COLUMNS.map((column) => {
        if (column === 'id') return eb.ref('leads.id').as(column);
        if (column === 'status')
          return eb
            .case()
            .when('leads.status', 'in', [...LEAD_STATUSES])
            .then(eb.ref('leads.status'))
            .when(eb.or([eb('leads.created_at', '=', ''), eb('leads.created_at', '>=', newSince)]))
            .then(sql.lit('new'))
            .else(sql.lit('contacted'))
            .end()
            .as(column);
        if (column === 'created_at' || column === 'consent_at')
          return dublinTimeCell(`leads.${column}`).as(column);
        if (BOOLEAN_COLUMNS.has(column))
          return sql<string>`case when ${sql.ref(`leads.${column}`)} <> 0 then 'true' else 'false' end`.as(
            column,
          );
        return copyCell(`leads.${column}`).as(column);
      }),
    )
    .compile();
}

/** Rows read as objects, as arrays in CSV_COLUMNS order (csvLines). */
const valuesOf = (rows: LeadRow[]) => rows.map((row) => CSV_COLUMNS.map((column) => row[column]));

/** Keyset pages on the shared connection: in-memory SQLite (tests) and selected ids. */
async function* keysetBatches(db: Db, filters: LeadFilters, now: Date, first: LeadRow[]) {
  for (let rows: LeadRow[] | null = first; rows;) {
    yield valuesOf(rows);
    rows = await listLeadsAfterPage(db, filters, rows, BATCH, now);
  }
}

/** One PostgreSQL cursor inside one read-only transaction on a connection held for the export. */
async function* cursorBatches(db: Db, filters: LeadFilters, now: Date) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const connection = await new Promise<Db>((resolve, reject) => {
    db.connection()
      .execute(async (conn) => {
        resolve(conn);
        await held;
      })
      .catch(reject);
  });
  try {
    await sql`begin transaction isolation level repeatable read read only`.execute(connection);
    const query = leadsNewestFirst(connection, filters, null, now);
    await sql`declare lead_export no scroll cursor for ${query}`.execute(connection);
    for (;;) {
      const { rows } =
        await sql<LeadRow>`fetch forward ${sql.raw(String(BIG_BATCH))} from lead_export`.execute(
          connection,
        );
      if (rows.length > 0) yield valuesOf(rows);
      if (rows.length < BIG_BATCH) break;
    }
  } finally {
    await sql`rollback`.execute(connection).catch(() => {});
    release();
  }
}

export interface ExportSource {
  /** The SQLite file, when there is one a worker thread can open read-only. */
  sqliteFile?: string;
  /** The PostgreSQL database: a worker thread passes on its CSV from its own connection. */
  postgres?: { url: string; schema?: string };
}

/**
 * The export as a stream of CSV text with a BOM so Excel reads UTF-8 (é, €). Rows come from
 * one cursor (a PostgreSQL cursor, or a worker thread iterating SQLite), a batch at a time
 * and only as fast as the client takes them; the first batch is read before anything is
 * sent, so a failing query is still a clean error.
 */
export async function leadCsvStream(
  db: Db,
  filters: LeadFilters,
  log: FastifyBaseLogger,
  source: ExportSource = {},
  onEnd: (rows: number, complete: boolean) => void = () => {},
): Promise<Readable> {
  const now = new Date();
  let batches: AsyncGenerator<unknown[][] | CsvBatch>;
  if (filters.ids) {
    batches = keysetBatches(db, filters, now, await listLeadsAfter(db, filters, null, BATCH, now));
  } else if (dialectOf(db) === 'postgres' && source.postgres) {
    // PostgreSQL writes the lines itself; a worker thread passes its bytes on.
    batches = copyPostgresCsvInWorker(
      source.postgres,
      copyQuery(db, filters, now),
      BUSINESS_TIME_ZONE,
    );
  } else if (dialectOf(db) === 'postgres') {
    batches = cursorBatches(db, filters, now);
  } else if (source.sqliteFile) {
    // The worker writes the lines too: the event loop only passes text on.
    batches = readInWorker(source.sqliteFile, workerQuery(db, filters, now), WORKER_BATCH);
  } else {
    batches = keysetBatches(db, filters, now, await listLeadsAfter(db, filters, null, BATCH, now));
  }
  const first = await batches.next();
  let rows = 0;
  let complete = false;
  // Rows from the shared connection are written here; a worker sends the lines ready.
  const lines = (batch: unknown[][] | CsvBatch) => {
    if (Array.isArray(batch)) {
      rows += batch.length;
      return csvLines(batch);
    }
    rows += batch.rows;
    return batch.csv;
  };
  async function* text() {
    yield `\uFEFF${CSV_COLUMNS.join(',')}\n`;
    if (!first.done) yield lines(first.value);
    for await (const batch of batches) yield lines(batch);
    complete = true;
  }
  const stream = Readable.from(text(), { objectMode: false });
  stream.once('close', () => onEnd(rows, complete));
  // A stream closed before its first read never starts text(), so it would never end the
  // batches: a worker would hold its connection and snapshot, waiting for credit.
  stream.once('close', () => {
    batches.return(undefined).catch((error: unknown) => {
      log.warn({ err: error }, 'lead export: stopping the read failed');
    });
  });
  stream.on('error', (error: NodeJS.ErrnoException) => {
    // A client that leaves early closes the stream; anything else is worth a log line.
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE')
      log.error({ err: error }, 'lead export failed');
  });
  return stream;
}
