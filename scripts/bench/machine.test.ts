import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileCacheReclaim } from './machine.js';

let root = '';

/** A kdamond's files as the kernel lays them out under /sys/kernel/mm/damon/admin. */
async function kdamond(files: Record<string, string>) {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'damon-'));
  for (const [file, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), `${text}\n`);
  }
  return root;
}

const pageout = {
  nr_kdamonds: '1',
  '0/state': 'on',
  '0/contexts/0/monitoring_attrs/intervals/aggr_us': '5000000',
  '0/contexts/0/schemes/0/action': 'pageout',
  '0/contexts/0/schemes/0/access_pattern/age/min': '12',
  '0/contexts/0/schemes/0/quotas/bytes': '134217728',
  '0/contexts/0/schemes/0/quotas/reset_interval_ms': '1000',
};

describe("the bench's note of the file cache's reclaim", () => {
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('says how long a page may go unread and how fast pages go', async () => {
    expect(await fileCacheReclaim(await kdamond(pageout))).toBe(
      'file pages unread for 60 s are paged out (DAMON, up to 128 MB/s)',
    );
  });

  it('says nothing when the kdamond is off, does something else, or is not there', async () => {
    expect(await fileCacheReclaim(await kdamond({ ...pageout, '0/state': 'off' }))).toBeNull();
    await fs.rm(root, { recursive: true });
    const stat = { ...pageout, '0/contexts/0/schemes/0/action': 'stat' };
    expect(await fileCacheReclaim(await kdamond(stat))).toBeNull();
    expect(await fileCacheReclaim(path.join(root, 'missing'))).toBeNull();
  });
});
