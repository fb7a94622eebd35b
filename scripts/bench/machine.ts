/** The machine a bench run measured, as its report heads it. */
import fs from 'node:fs/promises';
import os from 'node:os';

const DAMON = '/sys/kernel/mm/damon/admin/kdamonds';

/**
 * How the kernel pages out file pages nobody read for a while (a DAMON `pageout` scheme, as
 * the virtual machines this bench runs on have), or null: under it a database file is cold
 * again a minute after it was last read, however much memory is free.
 */
export async function fileCacheReclaim(root = DAMON): Promise<string | null> {
  const read = async (path: string) => (await fs.readFile(path, 'utf8')).trim();
  const kdamonds = await fs.readdir(root).catch(() => []);
  for (const kdamond of kdamonds.filter((name) => /^\d+$/.test(name))) {
    try {
      if ((await read(`${root}/${kdamond}/state`)) !== 'on') continue;
      const context = `${root}/${kdamond}/contexts/0`;
      const scheme = `${context}/schemes/0`;
      if ((await read(`${scheme}/action`)) !== 'pageout') continue;
      const aggregationUs = Number(await read(`${context}/monitoring_attrs/intervals/aggr_us`));
      const age = Number(await read(`${scheme}/access_pattern/age/min`));
      const bytes = Number(await read(`${scheme}/quotas/bytes`));
      const intervalMs = Number(await read(`${scheme}/quotas/reset_interval_ms`));
      const rate =
        bytes > 0 && intervalMs > 0
          ? `, up to ${Math.round((bytes / 2 ** 20) * (1000 / intervalMs))} MB/s`
          : '';
      return `file pages unread for ${Math.round((age * aggregationUs) / 1e6)} s are paged out (DAMON${rate})`;
    } catch {
      // A kdamond laid out otherwise says nothing we can read.
    }
  }
  return null;
}

/** Cores, memory, Node, and the file cache's reclaim where the kernel runs one. */
export async function describeMachine(): Promise<string> {
  const reclaim = await fileCacheReclaim();
  const cpus = os.cpus();
  return [
    `${cpus.length} x ${cpus[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
    ...(reclaim ? [reclaim] : []),
  ].join('; ');
}
