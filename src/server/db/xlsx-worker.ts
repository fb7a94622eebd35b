/**
 * The Excel export's writer: exceljs formats and zips about 10,000 rows a second, all of it
 * synchronous JavaScript, so it runs here rather than on the event loop visitors use
 * (lead-xlsx.ts starts it). The main thread posts rows a batch at a time; each batch is
 * acknowledged once written, and the workbook's bytes are posted back as they come.
 */
import { parentPort } from 'node:worker_threads';
import { PassThrough } from 'node:stream';
import { leadWorkbook, type XlsxLeadRow } from '../modules/leads/lead-xlsx-sheet.js';
import { standBackFromRequests, THREAD_NICENESS } from './worker-threads.js';

/** What the main thread sends: a batch of rows, or the end of them. */
export type XlsxWorkerMessage = { rows: XlsxLeadRow[]; now: number } | 'end';
/** What the worker sends back. */
export type XlsxWorkerReply = Uint8Array | 'written' | 'done';

standBackFromRequests(THREAD_NICENESS.background);
const port = parentPort!;
const out = new PassThrough();
out.on('data', (chunk: Buffer) => port.postMessage(new Uint8Array(chunk)));
const workbook = leadWorkbook(out);

port.on('message', (message: XlsxWorkerMessage) => {
  if (message === 'end') {
    out.once('end', () => port.postMessage('done' satisfies XlsxWorkerReply));
    workbook.finish().catch((error: unknown) => {
      setImmediate(() => {
        throw error;
      });
    });
    return;
  }
  workbook.add(message.rows, new Date(message.now));
  port.postMessage('written' satisfies XlsxWorkerReply);
});
