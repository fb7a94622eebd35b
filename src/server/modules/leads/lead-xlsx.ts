import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import { startWorker } from '../../db/worker-threads.js';
import type { XlsxWorkerMessage, XlsxWorkerReply } from '../../db/xlsx-worker.js';
import { CSV_COLUMNS } from './lead-csv.js';
import {
  listLeadsAfter,
  listLeadsAfterPage,
  type LeadFilters,
  type LeadRow,
} from './lead-repository.js';

/** Rows per read and per message to the writer. */
const BATCH = 500;

const sheetRow = (row: LeadRow) =>
  Object.fromEntries(CSV_COLUMNS.map((column) => [column, row[column]])) as Record<
    (typeof CSV_COLUMNS)[number],
    unknown
  >;

/**
 * The export as an Excel workbook, the same rows and columns as the CSV (lead-xlsx-sheet.ts).
 * Rows are read a batch at a time (off the event loop on a SQLite file, through read-db.ts)
 * and written by exceljs in a worker thread (xlsx-worker.ts); the next batch is read only
 * once the client has taken what was written. `onEnd` hears how many rows went out and
 * whether the file was finished.
 */
export async function leadXlsxStream(
  reads: Db,
  filters: LeadFilters,
  log: FastifyBaseLogger,
  onEnd: (rows: number, complete: boolean) => void,
): Promise<Readable> {
  const now = new Date();
  // Read before anything is sent, so a failing query is still a clean error.
  let rows: LeadRow[] | null = await listLeadsAfter(reads, filters, null, BATCH, now);
  const out = new PassThrough();
  const worker = startWorker('xlsx-worker', {});
  let written: (() => void) | null = null;
  let done: (() => void) | null = null;
  worker.on('message', (reply: XlsxWorkerReply) => {
    if (reply === 'written') written?.();
    else if (reply === 'done') done?.();
    else if (!out.destroyed) out.write(reply);
  });
  const failed = new Promise<never>((_, reject) => worker.once('error', reject));
  failed.catch(() => {});
  const closed = once(out, 'close').then(() => 'closed' as const);
  const send = async (message: XlsxWorkerMessage) => {
    const acknowledged = new Promise<void>((resolve) => {
      if (message === 'end') done = resolve;
      else written = resolve;
    });
    worker.postMessage(message);
    await Promise.race([acknowledged, failed]);
  };
  let count = 0;

  async function write() {
    for (; rows; rows = await listLeadsAfterPage(reads, filters, rows, BATCH, now)) {
      await send({ rows: rows.map(sheetRow), now: now.getTime() });
      count += rows.length;
      // Wait while the client has not taken what is already zipped.
      if (out.writableNeedDrain) {
        if ((await Promise.race([once(out, 'drain'), closed])) === 'closed') return false;
      }
      if (out.destroyed) return false;
    }
    await send('end');
    out.end();
    return true;
  }

  void write()
    .then((complete) => onEnd(count, complete))
    .catch((error: unknown) => {
      log.error({ err: error }, 'lead export (xlsx) failed');
      out.destroy(error as Error);
      onEnd(count, false);
    })
    .finally(() => void worker.terminate());
  return out;
}
