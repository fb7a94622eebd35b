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

/**
 * How far each kind of worker thread stands back from the main thread, which every request
 * passes through (Linux niceness: 0 is the default; higher yields more). Staff's reads yield
 * to the main thread, so a visitor's page and submit wait for no admin's search or dashboard;
 * background work (an export) yields to both.
 */
export const THREAD_NICENESS = { reads: 5, background: 10 } as const;

/**
 * Called by a worker thread at its start: it yields the cores to the threads of a lower
 * niceness. Linux gives each thread its own priority; elsewhere the call would lower the
 * whole process, so it is made on Linux only. A server started nicer still is left as it is
 * (lowering a niceness needs privileges the server should not have).
 */
export function standBackFromRequests(niceness: number): void {
  if (process.platform !== 'linux' || os.getPriority() >= niceness) return;
  os.setPriority(niceness);
}
