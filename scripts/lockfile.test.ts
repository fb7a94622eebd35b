import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm ci` refuses a lockfile that is out of step with package.json or that misses another
// platform's optional package; these checks fail here before a deploy does.
const root = path.resolve(import.meta.dirname, '..');
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { optionalDependencies?: Record<string, string> }>;
};

/** Where npm would find `name` from the package at `from` (nested first, then up the tree). */
function resolves(from: string, name: string): boolean {
  let dir = from;
  for (;;) {
    if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  it('lists every platform package of every optional dependency', () => {
    const missing = Object.entries(lock.packages).flatMap(([location, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(location, name))
        .map((name) => `${location || '(root)'} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('satisfies `npm ci` (dry run, offline, in a scratch directory)', () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'windowquotes-npm-ci-'));
    try {
      for (const file of ['package.json', 'package-lock.json']) {
        fs.copyFileSync(path.join(root, file), path.join(scratch, file));
      }
      const result = spawnSync(
        'npm',
        ['ci', '--dry-run', '--ignore-scripts', '--offline', '--no-audit', '--no-fund'],
        { cwd: scratch, encoding: 'utf8', timeout: 60_000 },
      );
      expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});
