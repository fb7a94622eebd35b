/** The app as the benchmark serves it: its own process, production mode, rate limits off. */
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';

const target = JSON.parse(process.env.BENCH_TARGET ?? '{}') as {
  kind: 'sqlite' | 'postgres';
  dir: string;
  url?: string;
  schema?: string;
};
// The target names the database: a DATABASE_URL in the environment (the bench's PostgreSQL)
// must not turn the SQLite run into one on PostgreSQL.
const { DATABASE_URL: _bench, ...env } = process.env;
const config = loadConfig({
  ...env,
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
  DATA_DIR: target.dir,
  LOGIN_RATE_LIMIT: '0',
  QUOTE_RATE_LIMIT: '0',
  API_RATE_LIMIT: '0',
  OUTBOX_WORKER: 'false',
  LEAD_RETENTION_MONTHS: '0',
});
if (target.kind === 'postgres') {
  config.database = { kind: 'postgres', url: target.url!, schema: target.schema };
}
const app = await buildApp({ config });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
