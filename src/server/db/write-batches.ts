import { dialectOf, isDatabaseUnavailable, type Db } from './connection.js';

interface Waiting<In, Out> {
  item: In;
  resolve: (stored: Out) => void;
  reject: (error: unknown) => void;
}

interface Queue<In, Out> {
  waiting: Waiting<In, Out>[];
  running: boolean;
  starting: boolean;
}

/**
 * Group commit: writes that arrive while one transaction is running wait for it and then
 * share the next one (at most `maxBatch` at a time), so one commit serves them all.
 * `store` must answer each item in the order given, each as if stored alone. One batch's
 * transaction runs at a time per database: SQLite has one writer, and on PostgreSQL a second
 * batch would only wait for the first one's locks. If a shared transaction fails, each of
 * its items is stored again alone, so a write fails only for its own reason.
 */
export function writeBatches<In, Out>(
  store: (db: Db, items: In[]) => Promise<Out[]>,
  maxBatch: number,
): (db: Db, item: In) => Promise<Out> {
  const queues = new WeakMap<Db, Queue<In, Out>>();

  async function drain(db: Db, queue: Queue<In, Out>): Promise<void> {
    queue.running = true;
    try {
      while (queue.waiting.length > 0) {
        const batch = queue.waiting.splice(0, maxBatch);
        try {
          const stored = await store(
            db,
            batch.map((waiting) => waiting.item),
          );
          const answer = () => batch.forEach((waiting, k) => waiting.resolve(stored[k]!));
          // PostgreSQL works on the next batch's statements while these are answered; on
          // SQLite the next batch would run first, in the same turn of the event loop.
          if (dialectOf(db) === 'postgres') setImmediate(answer);
          else answer();
        } catch (error) {
          // An unreachable database fails them all alike: trying each again would only wait.
          if (batch.length === 1 || isDatabaseUnavailable(error)) {
            for (const waiting of batch) waiting.reject(error);
            continue;
          }
          for (const waiting of batch) {
            try {
              const [alone] = await store(db, [waiting.item]);
              waiting.resolve(alone!);
            } catch (failure) {
              waiting.reject(failure);
            }
          }
        }
      }
    } finally {
      queue.running = false;
    }
  }

  return (db, item) => {
    let queue = queues.get(db);
    if (!queue) {
      queue = { waiting: [], running: false, starting: false };
      queues.set(db, queue);
    }
    const current = queue;
    const stored = new Promise<Out>((resolve, reject) =>
      current.waiting.push({ item, resolve, reject }),
    );
    if (!current.running && !current.starting) {
      // Started after this turn of the event loop, so requests read in the same turn join
      // it; those that arrive while it runs share the next one.
      current.starting = true;
      setImmediate(() => {
        current.starting = false;
        void drain(db, current);
      });
    }
    return stored;
  };
}
