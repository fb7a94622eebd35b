/**
 * One worker thread of the SQLite read pool (sqlite-read-pool.ts), on its own read-only
 * connection (WAL lets it read beside the writer): answers one statement at a time with all
 * its rows. Statements are prepared once per worker and kept, so a repeated query skips
 * SQLite's compiler. It runs a little nicer than the main thread (THREAD_NICENESS.reads).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import { openReader } from './sqlite-mmap.js';
import { standBackFromRequests, THREAD_NICENESS } from './worker-threads.js';

/** What the pool sends a worker when it starts. */
export interface ReadWorkerData {
  filename: string;
  cacheSize: number;
}

/** A read the pool asks for, and the worker's answer. */
export interface ReadRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}
export type ReadAnswer =
  { id: number; rows: unknown[] } | { id: number; error: { message: string; code?: string } };

standBackFromRequests(THREAD_NICENESS.reads);
const port = parentPort!;
const { filename, cacheSize } = workerData as ReadWorkerData;
const db = openReader(filename);
const statements = new Map<string, SQLite.Statement>();

function statement(sql: string): SQLite.Statement {
  let prepared = statements.get(sql);
  if (prepared) {
    // Most recently used last, so the oldest is the first key when the cache is full.
    statements.delete(sql);
  } else {
    prepared = db.prepare(sql);
    if (statements.size >= cacheSize) statements.delete(statements.keys().next().value!);
  }
  statements.set(sql, prepared);
  return prepared;
}

port.on('message', ({ id, sql, parameters }: ReadRequest) => {
  let answer: ReadAnswer;
  try {
    const prepared = statement(sql);
    if (!prepared.reader) throw new Error('the read pool runs statements that return rows only');
    answer = { id, rows: prepared.all(...parameters) };
  } catch (error) {
    const { message, code } = error as { message: string; code?: string };
    answer = { id, error: { message, code } };
  }
  port.postMessage(answer);
});
