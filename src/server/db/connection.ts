import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresAdapter,
  SqliteDialect,
  type SqliteDatabase,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import { OwnSchemaPostgresDialect } from './own-schema-introspector.js';
import { livenessClient, ServerProbe } from './pg-liveness.js';
import {
  MAIN_THREAD_CHECKPOINT_PAGES,
  SQLITE_CHECKPOINT_PAGES,
  SqliteCheckpointer,
} from './sqlite-checkpointer.js';
import { readThroughMemoryMap } from './sqlite-mmap.js';
import { scheduleSqliteOptimize } from './sqlite-optimizer.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type Dialect = Config['database']['kind'];

export interface PoolOptions {
  max: number;
  /** How long a request waits for a connection before the database counts as unreachable. */
  connectTimeoutMs: number;
  /** The longest a single statement may run on the server. */
  statementTimeoutMs: number;
  /** A statement unanswered this long makes its connection check the database is still there. */
  livenessCheckMs?: number;
  /** Told about connection errors that no query is waiting for (a dropped idle connection). */
  onError?: (error: Error) => void;
}

export const DEFAULT_POOL: PoolOptions = {
  max: 10,
  connectTimeoutMs: 2_000,
  statementTimeoutMs: 15_000,
  livenessCheckMs: 1_000,
};

/** Each PostgreSQL Db's pool, for the statements sent in pipeline mode (pipelined-transaction.ts). */
const pools = new WeakMap<Db, pg.Pool>();

/** The pool behind a PostgreSQL Db; undefined on SQLite. */
export function postgresPool(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

export function createDb(database: Config['database'], pool: PoolOptions = DEFAULT_POOL): Db {
  if (database.kind === 'postgres') {
    const dialect = postgres(database, pool);
    const db = new Kysely<Database>({ dialect: dialect.dialect });
    pools.set(db, dialect.pool);
    return db;
  }
  if (database.filename !== ':memory:') {
    fs.mkdirSync(path.dirname(database.filename), { recursive: true });
  }
  const sqlite = new SQLite(database.filename);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Statement journals in memory: a submit's insert touches more than the 64 kB SQLite
  // otherwise keeps in memory, and each spill created, wrote and deleted a file in /var/tmp.
  sqlite.pragma('temp_store = MEMORY');
  readThroughMemoryMap(sqlite);
  const connection = cachingStatements(sqlite);
  if (database.filename === ':memory:') {
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  }
  // The WAL is copied back into the file by another thread, not inside a request's commit.
  sqlite.pragma(`wal_autocheckpoint = ${MAIN_THREAD_CHECKPOINT_PAGES}`);
  const checkpointer = new SqliteCheckpointer(database.filename, (error) => {
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${SQLITE_CHECKPOINT_PAGES}`);
    pool.onError?.(error);
  });
  const stopOptimizing = scheduleSqliteOptimize(sqlite, (error) => pool.onError?.(error));
  const close = () => {
    stopOptimizing();
    checkpointer.stop();
    connection.close();
  };
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: { ...connection, close } }),
  });
}

const STATEMENT_CACHE = 300;

/**
 * The connection as Kysely sees it, with each statement prepared once and reused (SQLite's
 * compiler is a large part of a small query's cost). A statement still iterating (a stream)
 * is busy, so a second use of the same text meanwhile gets a fresh one.
 */
export function cachingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      const cached = statements.get(text);
      if (cached && !cached.busy) {
        // Most recently used last, so the oldest is the first key when the cache is full.
        statements.delete(text);
        statements.set(text, cached);
        return cached;
      }
      const statement = sqlite.prepare(text);
      if (!cached) {
        if (statements.size >= STATEMENT_CACHE) statements.delete(statements.keys().next().value!);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/** Bitmap scans ask the kernel for a search's scattered heap pages ahead (docs/performance.md). */
const PREFETCH_PAGES = 'set effective_io_concurrency = 200';

function postgres(
  database: Extract<Config['database'], { kind: 'postgres' }>,
  options: PoolOptions,
): { dialect: OwnSchemaPostgresDialect; pool: pg.Pool } {
  const settings = [`-c statement_timeout=${options.statementTimeoutMs}`];
  // A schema per test run keeps suites apart on one database.
  if (database.schema) settings.push(`-c search_path=${database.schema}`);
  const livenessCheckMs = options.livenessCheckMs ?? DEFAULT_POOL.livenessCheckMs!;
  // The probe's own answer may take a little longer than the wait that called it (a busy server).
  const probe = new ServerProbe({ connectionString: database.url }, livenessCheckMs * 1.5);
  const pool = new pg.Pool({
    // A statement waiting on a silent cut fails (503) within about 2.5 × livenessCheckMs.
    Client: livenessClient({ checkAfterMs: livenessCheckMs, probe }),
    connectionString: database.url,
    max: options.max,
    connectionTimeoutMillis: options.connectTimeoutMs,
    // The last resort if the liveness check cannot tell (it answers sooner).
    query_timeout: options.statementTimeoutMs + 5_000,
    // Finds idle connections whose path went away; it cannot help a statement waiting for its
    // answer (keepalive stays quiet while data is unacknowledged): the liveness check does.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // Statements are written without waiting for the answer to the one before (pipeline
    // mode). Kysely awaits each of its queries, so only pipelined-transaction.ts (and a new
    // connection's PREFETCH_PAGES ahead of its first query) sends several at once; a statement
    // that times out then closes its connection.
    pipeline: true,
    options: settings.join(' '),
  });
  const report = options.onError ?? (() => {});
  // Without these listeners a dropped connection is an unhandled 'error' event that ends the
  // process: the pool's covers idle clients, each client's covers one checked out between queries.
  pool.on('error', report);
  pool.on('connect', (client) => {
    client.on('error', report);
    // Queued ahead of the client's first query. Refused (the default stays) by a server
    // without posix_fadvise, and a failure here fails that query alone.
    client.query(PREFETCH_PAGES).catch(() => {});
  });
  return { dialect: new OwnSchemaPostgresDialect({ pool }), pool };
}

/** Unique-constraint violations on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  'SQLITE_BUSY',
]);

const UNREACHABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'the database system is',
];

/**
 * True when the database could not be reached or answered too slowly: the request may
 * succeed if tried again, so it is a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = errorCode(error);
  if (code && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if (code === '57014') return true; // statement_timeout: the database is overloaded
  const message = error instanceof Error ? error.message : '';
  return UNREACHABLE_MESSAGES.some((text) => message.includes(text));
}

/** A deadlock or serialization failure: the whole transaction may be run again. */
function isRetryableConflict(error: unknown): boolean {
  const code = errorCode(error);
  return code === '40P01' || code === '40001';
}

const TRANSACTION_ATTEMPTS = 4;

/**
 * Run `work` in a transaction, again (up to 4 times in all, after a short random pause)
 * when PostgreSQL broke it off as a deadlock or serialization failure, so a rare
 * collision between concurrent requests never reaches the client.
 */
export async function inTransaction<T>(
  db: Db,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return retryingConflicts(() => db.transaction().execute(work));
}

/**
 * How many transactions this process ran again after PostgreSQL broke them off, by cause:
 * what a test of concurrent requests reads to see that they never deadlock (the database's
 * own count also holds other processes' deadlocks).
 */
export const retriedConflicts = { deadlock: 0, serialization: 0 };

/** Run a transaction again after a deadlock or serialization failure (inTransaction). */
export async function retryingConflicts<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableConflict(error)) throw error;
      retriedConflicts[errorCode(error) === '40P01' ? 'deadlock' : 'serialization'] += 1;
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
    }
  }
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : undefined;
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** Which database a connection (or transaction) talks to. */
export function dialectOf(db: Db): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
