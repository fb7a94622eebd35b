/**
 * The app under measurement in its own process: this checkout from source (serve.ts), or
 * another checkout's build (`--app-dir`, its dist/server/main.js) so two versions can be
 * measured against the same data in one run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startChild } from './http.js';
import { schemaUrl, SQLITE_FILE, type Target } from './target.js';

/** The app's settings for a bench: production mode, rate limits, outbox and retention off. */
const BENCH_ENV = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  LOGIN_RATE_LIMIT: '0',
  QUOTE_RATE_LIMIT: '0',
  API_RATE_LIMIT: '0',
  OUTBOX_WORKER: 'false',
  LEAD_RETENTION_MONTHS: '0',
};

export async function startApp(
  appDir: string | null,
  target: Target,
  env: Record<string, string>,
  port: number,
): Promise<ChildProcess> {
  if (!appDir) {
    return startChild('scripts/bench/serve.ts', {
      ...env,
      BENCH_TARGET: JSON.stringify(target),
      PORT: String(port),
    });
  }
  const main = path.resolve(appDir, 'dist/server/main.js');
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: run npm run build in ${appDir}`);
  // DATABASE_URL names the database in that checkout; without it, it opens DATA_DIR's file.
  const { DATABASE_URL: _bench, TEST_DATABASE_URL: _test, ...inherited } = process.env;
  const database =
    target.kind === 'postgres'
      ? { DATABASE_URL: await schemaUrl(target) }
      : { DATA_DIR: target.dir };
  if (target.kind === 'sqlite' && !fs.existsSync(path.join(target.dir, SQLITE_FILE))) {
    throw new Error(`no ${SQLITE_FILE} in ${target.dir}`);
  }
  const child = spawn(process.execPath, [main], {
    cwd: path.resolve(appDir),
    env: { ...inherited, ...BENCH_ENV, ...env, ...database, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Ready when it answers; start-up runs migrations, which may take a while on a large file.
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${main} exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return child;
    if (Date.now() > deadline) throw new Error(`${main} did not answer on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
