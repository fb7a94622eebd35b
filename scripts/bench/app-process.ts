/**
 * The app under measurement in its own process, as `npm start` runs it: a checkout's build
 * (dist/server/main.js; this checkout's by default, `--app-dir` names others so two versions
 * can be measured against the same data in one run). Not from the sources: tsx in the
 * server's worker threads took the export's memory from +59 to +86 MB.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { schemaUrl, SQLITE_FILE, type Target } from './target.js';

/** The app's settings for a bench: production mode, rate limits, outbox and retention off. */
const BENCH_ENV = {
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
  HOST: '127.0.0.1',
  LOGIN_RATE_LIMIT: '0',
  QUOTE_RATE_LIMIT: '0',
  API_RATE_LIMIT: '0',
  OUTBOX_WORKER: 'false',
  LEAD_RETENTION_MONTHS: '0',
};

/** BENCH_PROF=<dir> writes a CPU profile of the app's server process there when it stops. */
const profileFlags = () => {
  const dir = process.env.BENCH_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : [];
};

export async function startApp(
  appDir: string,
  target: Target,
  env: Record<string, string>,
  port: number,
): Promise<ChildProcess> {
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
  const child = spawn(process.execPath, [...profileFlags(), main], {
    cwd: path.resolve(appDir),
    env: { ...inherited, ...BENCH_ENV, ...env, ...database, PORT: String(port) },
    // The server logs to stdout: shown when BENCH_LOG_LEVEL asks for its lines.
    stdio: ['ignore', process.env.BENCH_LOG_LEVEL ? 'inherit' : 'ignore', 'inherit'],
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
