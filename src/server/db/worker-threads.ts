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
