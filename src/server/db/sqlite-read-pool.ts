import type { Worker } from 'node:worker_threads';
import {
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { Db } from './connection.js';
import type { Database } from './schema.js';
import type { ReadAnswer, ReadRequest, ReadWorkerData } from './sqlite-read-worker.js';
import { startWorker } from './worker-threads.js';

interface Job {
  sql: string;
  parameters: readonly unknown[];
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

/** An error from a worker, rebuilt with the SQLite code the main thread's checks look for. */
function workerError(error: { message: string; code?: string }): Error {
  return Object.assign(new Error(error.message), error.code ? { code: error.code } : {});
}

/**
 * A few worker threads, each with its own read-only connection to one SQLite file. A read
 * queued here runs beside the event loop, so a slow search never delays another request.
 * Workers start on the first read; a worker that dies is replaced and its read fails.
 */
export class SqliteReadPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 0;
  private closed = false;

  constructor(
    private readonly filename: string,
    private readonly size = 2,
    private readonly cacheSize = 200,
  ) {}

  /** Every row of one read statement. */
  read<Row>(sql: string, parameters: readonly unknown[]): Promise<Row[]> {
    if (this.closed) return Promise.reject(new Error('the read pool is closed'));
    return new Promise<Row[]>((resolve, reject) => {
      this.queue.push({ sql, parameters, resolve: resolve as (rows: unknown[]) => void, reject });
      this.dispatch();
    });
  }

  /** How many worker threads have started (they start on demand). */
  get started(): number {
    return this.slots.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the read pool is closed'));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((candidate) => candidate.job === null) ?? this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      this.nextId += 1;
      const request: ReadRequest = { id: this.nextId, sql: job.sql, parameters: job.parameters };
      slot.worker.postMessage(request);
    }
  }

  private spawn(): Slot | null {
    if (this.slots.length >= this.size) return null;
    const workerData: ReadWorkerData = { filename: this.filename, cacheSize: this.cacheSize };
    const worker = startWorker('sqlite-read-worker', { workerData });
    worker.unref();
    const slot: Slot = { worker, job: null };
    worker.on('message', (message: ReadAnswer) => {
      const job = slot.job;
      slot.job = null;
      if ('error' in message) job?.reject(workerError(message.error));
      else job?.resolve(message.rows);
      this.dispatch();
    });
    const fail = (error: Error) => {
      const index = this.slots.indexOf(slot);
      if (index < 0) return;
      this.slots.splice(index, 1);
      slot.job?.reject(error);
      slot.job = null;
      if (!this.closed) this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`read worker stopped (exit code ${code})`)));
    this.slots.push(slot);
    return slot;
  }
}

/** Kysely's driver over the pool: every query is a read; transactions are refused. */
class ReadPoolDriver implements Driver {
  private readonly connection: DatabaseConnection;

  constructor(private readonly pool: SqliteReadPool) {
    this.connection = {
      executeQuery: async <R>(compiled: CompiledQuery): Promise<QueryResult<R>> => ({
        rows: await pool.read<R>(compiled.sql, compiled.parameters),
      }),
      streamQuery: () => {
        throw new Error('the read pool does not stream');
      },
    };
  }

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error('the read pool runs single statements, not transactions');
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    await this.pool.close();
  }
}

/**
 * A Kysely instance whose queries run in the pool's worker threads: the same query builders
 * and repository functions work on it, for reads only.
 */
export function createReadDb(pool: SqliteReadPool): Db {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new ReadPoolDriver(pool),
      createQueryCompiler: () => new SqliteQueryCompiler(),
      createIntrospector: (db) => new SqliteIntrospector(db),
    },
  });
}
