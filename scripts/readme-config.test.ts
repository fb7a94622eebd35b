import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../src/server/config.js';

// README's configuration table must list every variable config.ts reads.
const root = path.resolve(import.meta.dirname, '..');

/** The `VARIABLE` names in the first column of the README's "## Configuration" table. */
export function readmeVariables(readme: string): string[] {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Configuration'));
  if (!section) return [];
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)])
    .map((match) => match[1]!);
}

/** Variables read but not documented, and rows for variables nothing reads. */
export function compareVariables(read: string[], documented: string[]) {
  return {
    missing: read.filter((name) => !documented.includes(name)).sort(),
    stale: documented.filter((name) => !read.includes(name)).sort(),
  };
}

describe('README configuration table', () => {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const read = Object.keys(envSchema.shape);
  const documented = readmeVariables(readme);

  it('has a row for every variable config.ts reads, and none for others', () => {
    expect(read.length).toBeGreaterThan(10);
    expect(compareVariables(read, documented)).toEqual({ missing: [], stale: [] });
  });

  it('would catch a variable added to config.ts without a row', () => {
    expect(compareVariables([...read, 'NEW_SETTING'], documented).missing).toEqual(['NEW_SETTING']);
    expect(readmeVariables('## Configuration\n\n| `A_B`, `C` | x |\n| --- | --- |\n')).toEqual([
      'A_B',
      'C',
    ]);
  });
});
