import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, 'check-js-budget.mjs');
const dirs: string[] = [];

/** A build folder whose public entry imports one chunk of `chunkBytes` random (incompressible) bytes. */
function fakeBuild(chunkBytes: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'js-budget-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets/public.js'), 'import "./chunk.js";');
  fs.writeFileSync(
    path.join(dir, 'assets/chunk.js'),
    crypto.randomBytes(chunkBytes).toString('base64'),
  );
  // The back office's entry is another manifest: it never counts.
  fs.writeFileSync(
    path.join(dir, '.vite/manifest-public.json'),
    JSON.stringify({
      'public.html': { file: 'assets/public.js', isEntry: true, imports: ['_chunk.js'] },
      '_chunk.js': { file: 'assets/chunk.js' },
    }),
  );
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('public JS budget', () => {
  it('passes a public entry under 80 kB gzipped and fails the build above it', () => {
    const small = spawnSync('node', [script, fakeBuild(20_000)], { encoding: 'utf8' });
    expect(small.status).toBe(0);
    expect(small.stdout).toContain('within the 80 kB budget');

    const large = spawnSync('node', [script, fakeBuild(100_000)], { encoding: 'utf8' });
    expect(large.status).toBe(1);
    expect(large.stdout).toContain('OVER the 80 kB budget');
    expect(large.stdout).toContain('in 2 files');
  });
});
