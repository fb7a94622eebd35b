import type { Transaction } from 'kysely';
import { isDatabaseUnavailable, type Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { dispatchNewLeads } from '../partners/lead-dispatch.js';
import { inLeadsTransaction } from './lead-count-cache.js';
import { insertNewLeads, type LeadRow, type NewLead } from './lead-repository.js';

/** Most submits one transaction stores (well under both databases' bind limits). */
const MAX_BATCH = 25;

interface Waiting {
  lead: NewLead;
  resolve: (row: LeadRow) => void;
  reject: (error: unknown) => void;
}

/**
 * One batch's transaction at a time, on both databases: SQLite has one connection, and on
 * PostgreSQL a second batch would only wait for the first one's partner locks, while the
 * submits it took would have shared the next commit (decision 0109).
 */
interface SubmitQueue {
  waiting: Waiting[];
  running: boolean;
  starting: boolean;
}

const queues = new WeakMap<Db, SubmitQueue>();

/**
 * Store the leads, with their history, partner assignments and messages, in the order given,
 * each exactly as if the ones before it were already stored. On PostgreSQL the counties'
 * partners are locked by the statement that stores the leads.
 */
async function storeLeads(trx: Transaction<Database>, leads: NewLead[]): Promise<LeadRow[]> {
  const counties = [...new Set(leads.filter((lead) => lead.dispatched_at).map((l) => l.county!))];
  const rows = await insertNewLeads(trx, leads, counties);
  await dispatchNewLeads(trx, rows, { partnersLocked: true });
  return rows;
}

/**
 * Store one submitted lead. Submits that arrive while a transaction is running wait for it
 * and then share the next one: one commit and one take of the county's partner locks serve
 * them all. If a shared transaction fails, each of its leads is stored again alone, so a
 * submit fails only for its own reason (a reused idempotency key, say).
 */
export function storeSubmittedLead(db: Db, lead: NewLead): Promise<LeadRow> {
  let queue = queues.get(db);
  if (!queue) {
    queue = { waiting: [], running: false, starting: false };
    queues.set(db, queue);
  }
  const stored = new Promise<LeadRow>((resolve, reject) =>
    queue.waiting.push({ lead, resolve, reject }),
  );
  if (!queue.running && !queue.starting) {
    // Started after this turn of the event loop, so requests read in the same turn join it;
    // those that arrive while it runs share the next one.
    queue.starting = true;
    setImmediate(() => {
      queue.starting = false;
      void drain(db, queue);
    });
  }
  return stored;
}

async function drain(db: Db, queue: SubmitQueue): Promise<void> {
  queue.running = true;
  try {
    while (queue.waiting.length > 0) {
      const batch = queue.waiting.splice(0, MAX_BATCH);
      try {
        const rows = await inLeadsTransaction(db, (trx) =>
          storeLeads(
            trx,
            batch.map((item) => item.lead),
          ),
        );
        batch.forEach((item, k) => item.resolve(rows[k]!));
      } catch (error) {
        // An unreachable database fails them all alike: trying each again would only wait longer.
        if (batch.length === 1 || isDatabaseUnavailable(error)) {
          for (const item of batch) item.reject(error);
          continue;
        }
        for (const item of batch) {
          try {
            const [row] = await inLeadsTransaction(db, (trx) => storeLeads(trx, [item.lead]));
            item.resolve(row!);
          } catch (alone) {
            item.reject(alone);
          }
        }
      }
    }
  } finally {
    queue.running = false;
  }
}
