import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The image cannot be built here (no registry), so check what a build would trip over:
// every COPY source exists and is not left out of the build context, and every stage a
// COPY --from names is defined before it.
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions, with continuation lines joined and comments dropped. */
function instructions(dockerfile: string): Instruction[] {
  return dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** Paths .dockerignore leaves out of the context (the plain names this project uses). */
function ignored(dockerignore: string): string[] {
  return dockerignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'));
}

describe('Dockerfile', () => {
  const steps = instructions(read('Dockerfile'));
  const excluded = ignored(read('.dockerignore'));

  it('copies only files that exist and are in the build context', () => {
    const sources = steps
      .filter((step) => step.keyword === 'COPY' && !step.args.includes('--from='))
      .flatMap((step) =>
        step.args
          .split(/\s+/)
          .filter((arg) => !arg.startsWith('--'))
          .slice(0, -1),
      );
    expect(sources.length).toBeGreaterThan(3);
    for (const source of sources) {
      expect(fs.existsSync(path.join(root, source)), `${source} exists`).toBe(true);
      expect(excluded, `${source} is not in .dockerignore`).not.toContain(source);
    }
  });

  it('copies between stages it defines, and builds with npm ci', () => {
    const stages: string[] = [];
    for (const step of steps) {
      const stage = /\bAS\s+(\S+)$/i.exec(step.args);
      if (step.keyword === 'FROM' && stage) stages.push(stage[1]!);
      const from = /--from=(\S+)/.exec(step.args);
      if (step.keyword === 'COPY' && from) expect(stages).toContain(from[1]);
    }
    expect(stages).toEqual(['build', 'runtime']);
    const runs = steps.filter((step) => step.keyword === 'RUN').map((step) => step.args);
    expect(runs).toContain('npm ci --no-audit --no-fund');
    expect(runs.some((run) => run.includes('npm run build') && run.includes('--omit=dev'))).toBe(
      true,
    );
  });

  it('runs the built server as a non-root user with a health check on /healthz', () => {
    const runtime = steps.slice(steps.findLastIndex((step) => step.keyword === 'FROM'));
    expect(runtime.find((step) => step.keyword === 'USER')?.args).toBe('node');
    expect(runtime.find((step) => step.keyword === 'HEALTHCHECK')?.args).toContain('/healthz');
    expect(runtime.find((step) => step.keyword === 'CMD')?.args).toBe(
      '["node", "dist/server/main.js"]',
    );
    // The build writes dist/server/main.js from src/server/main.ts (tsconfig.server.json).
    expect(fs.existsSync(path.join(root, 'src/server/main.ts'))).toBe(true);
    expect(JSON.parse(read('tsconfig.server.json')).compilerOptions.outDir).toBe('dist');
  });

  it('has a compose file that builds this image and runs PostgreSQL', () => {
    const compose = read('compose.yaml');
    expect(compose).toMatch(/^\s+build: \.$/m);
    expect(compose).toMatch(/^\s+image: postgres:\d+/m);
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/\S+@db:5432\//);
  });
});
