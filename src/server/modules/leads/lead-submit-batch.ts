import { dialectOf, isDatabaseUnavailable, type Db } from '../../db/connection.js';
import { inPipelinedTransaction } from '../../db/pipelined-transaction.js';
import { countiesToDispatch, dispatchNewLeads, planNewLeads } from '../partners/lead-dispatch.js';
import { enqueueMessagesQuery } from '../notifications/outbox-repository.js';
import { assignmentsQuery, countyPartnersQuery } from '../partners/partner-repository.js';
import { inLeadsTransaction, noteLeadsChanged } from './lead-count-cache.js';
import { insertNewLeads, newLeadsQuery, type LeadRow, type NewLead } from './lead-repository.js';

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
 * submits it took would have shared the next commit (decisions 0109 and 0114).
 */
interface SubmitQueue {
  waiting: Waiting[];
  running: boolean;
  starting: boolean;
}

const queues = new WeakMap<Db, SubmitQueue>();

/**
 * Store the leads, with their history, partner assignments and messages, in the order given,
 * each exactly as if the ones before it were already stored. The counties' partners are
 * locked by the statement that stores the leads and read after it.
 */
async function storeLeads(db: Db, leads: NewLead[]): Promise<LeadRow[]> {
  const counties = countiesToDispatch(leads);
  if (dialectOf(db) === 'postgres') return storeLeadsPipelined(db, leads, counties);
  return inLeadsTransaction(db, async (trx) => {
    const rows = await insertNewLeads(trx, leads, counties);
    await dispatchNewLeads(trx, rows, { partnersLocked: true });
    return rows;
  });
}

/**
 * PostgreSQL: the same in two round trips instead of five. `begin`, the leads' statement
 * (which takes the partner locks) and the reads of the counties' partners go out together,
 * so each read runs once the locks are held and sees what the last holder committed; the
 * assignments and messages go out with `commit` (decision 0114).
 */
async function storeLeadsPipelined(
  db: Db,
  leads: NewLead[],
  counties: string[],
): Promise<LeadRow[]> {
  try {
    return await inPipelinedTransaction(db, async (pipeline) => {
      const now = new Date();
      const stored = pipeline.send(newLeadsQuery(db, leads, counties, now.toISOString()));
      const partners = counties.map((county) =>
        pipeline.send(countyPartnersQuery(db, county, now)),
      );
      const rows = await stored;
      const partnersByCounty = new Map(
        await Promise.all(partners.map(async (list, k) => [counties[k]!, await list] as const)),
      );
      const plan = planNewLeads(rows, partnersByCounty, now.toISOString());
      void pipeline.send(assignmentsQuery(db, plan.assignments, 'auto', null));
      await pipeline.sendAndCommit(enqueueMessagesQuery(db, plan.messages));
      return rows;
    });
  } finally {
    // As inLeadsTransaction: counts cached while it ran are not reused.
    noteLeadsChanged();
  }
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
        const rows = await storeLeads(
          db,
          batch.map((item) => item.lead),
        );
        const answer = () => batch.forEach((item, k) => item.resolve(rows[k]!));
        // On PostgreSQL the next batch's statements go out first, and the database works on
        // them while these are answered; SQLite's next batch would run before the answers.
        if (dialectOf(db) === 'postgres') setImmediate(answer);
        else answer();
      } catch (error) {
        // An unreachable database fails them all alike: trying each again would only wait longer.
        if (batch.length === 1 || isDatabaseUnavailable(error)) {
          for (const item of batch) item.reject(error);
          continue;
        }
        for (const item of batch) {
          try {
            const [row] = await storeLeads(db, [item.lead]);
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
