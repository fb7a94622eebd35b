import os from 'node:os';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running one of this folder's typed modules (`name` without its
 * extension). The built server runs the compiled file; from the sources (tests, the bench,
 * `npm run dev`) the thread first registers tsx, which Node's worker threads do not inherit.
 */
export function startWorker(name: string, options: WorkerOptions): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, import.meta.url);
  if (!fromSource) return new Worker(entry, options);
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(boot, { ...options, eval: true });
}

/** Niceness of a background thread: it runs when threads at the default 0 leave a core. */
const BACKGROUND_NICENESS = 10;

/**
 * Called by a worker doing background work (an export): its thread yields the cores to the
 * threads answering requests. Linux gives each thread its own priority; elsewhere the call
 * would lower the whole process, so it is made on Linux only. A server started nicer still is
 * left as it is (lowering a niceness needs privileges the server should not have).
 */
export function runThisThreadInBackground(): void {
  if (process.platform !== 'linux' || os.getPriority() >= BACKGROUND_NICENESS) return;
  os.setPriority(BACKGROUND_NICENESS);
}
