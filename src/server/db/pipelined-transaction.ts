import type { CompiledQuery } from 'kysely';
import type pg from 'pg';
import {
  inTransaction,
  isDatabaseUnavailable,
  postgresPool,
  retryingConflicts,
  type Db,
} from './connection.js';
import { prepareText } from './prepared-statements.js';

/** The statements of one pipelined transaction (inPipelinedTransaction). */
export interface Pipeline {
  /** Write a fixed-text query now, behind those already written; its rows once answered. */
  send<R>(query: CompiledQuery<R>): Promise<R[]>;
  /**
   * Write the last query and `commit` together; its rows once both are answered. Nothing
   * may fail after it: the transaction may already be committed.
   */
  sendAndCommit<R>(query: CompiledQuery<R>): Promise<R[]>;
}

/**
 * A transaction whose statements are sent without waiting for the answers to the ones
 * before; `work` waits only where it needs an answer. On PostgreSQL they are written in the
 * connection's pipeline mode: `begin` goes out with the first statement and `commit` with
 * the last. The server still runs them one after another, each seeing what the one before it
 * did, so a statement written behind one that takes locks reads after those locks are held.
 * Queries go as named statements (only fixed texts may come here). SQLite, in process and
 * with one writer, runs each statement as it is sent. Either way the transaction is run
 * again after a deadlock, as inTransaction does.
 */
export async function inPipelinedTransaction<T>(
  db: Db,
  work: (pipeline: Pipeline) => Promise<T>,
): Promise<T> {
  const pool = postgresPool(db);
  if (!pool) {
    return inTransaction(db, async (trx) => {
      const sent: Promise<unknown>[] = [];
      const send = <R>(query: CompiledQuery<R>) => {
        const answer = trx.executeQuery(query).then((result) => result.rows);
        // Handled here, and awaited below: a failure nobody awaited still rolls back.
        sent.push(answer);
        answer.catch(() => {});
        return answer;
      };
      const result = await work({ send, sendAndCommit: send });
      await Promise.all(sent);
      return result;
    });
  }
  return retryingConflicts(async () => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await runPipelined(client, work);
    } catch (error) {
      // A connection that failed mid-transaction is not given back for reuse.
      if (isDatabaseUnavailable(error)) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  });
}

async function runPipelined<T>(
  client: pg.PoolClient,
  work: (pipeline: Pipeline) => Promise<T>,
): Promise<T> {
  // Every answer is awaited before the connection goes back, failed or not, so a statement
  // still in flight never answers its next user; each is marked handled at once, since after
  // a failure the ones behind it fail too and their callers may never await them.
  const sent: Promise<unknown>[] = [];
  const write = <R>(text: string, values?: unknown[]): Promise<R[]> => {
    const answer = client.query(text, values).then((result) => result.rows as R[]);
    sent.push(answer.catch(() => {}));
    return answer;
  };
  const send = <R>(query: CompiledQuery<R>) => {
    // node-postgres turns other values into text only as it writes them, and one that fails
    // there is never sent: the `commit` written behind it would then keep the rest.
    if (!query.parameters.every(plainValue)) {
      throw new Error('Pipelined statements take strings, numbers, null and arrays of them');
    }
    prepareText(query.sql);
    return write<R>(query.sql, [...query.parameters]);
  };
  // PostgreSQL answers `commit` in a transaction a failed statement broke off with
  // `ROLLBACK`, not an error: one that nobody awaited must not pass for stored.
  const commit = () => {
    const answer = client.query('commit').then((result) => {
      if (result.command !== 'COMMIT') throw new Error('The transaction was rolled back');
    });
    sent.push(answer.catch(() => {}));
    return answer;
  };
  let committed: Promise<unknown> | undefined;
  const pipeline: Pipeline = {
    send,
    sendAndCommit(query) {
      const rows = send(query);
      committed = commit();
      // After a failed statement PostgreSQL answers `commit` with a rollback, not an error:
      // the statement's own error is the one to report.
      return Promise.all([rows, committed]).then(([answer]) => answer);
    },
  };
  const begun = write('begin');
  try {
    const result = await work(pipeline);
    await begun;
    committed ??= commit();
    await committed;
    return result;
  } catch (error) {
    await Promise.all(sent);
    // Nothing to undo once `commit` has been answered (a failed statement before it means
    // PostgreSQL rolled back instead); otherwise the transaction is still open.
    if (!committed) await client.query('rollback').catch(() => {});
    throw error;
  }
}

function plainValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(plainValue);
  return value === null || typeof value === 'string' || Number.isFinite(value);
}
