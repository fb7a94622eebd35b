import type { AddressInfo } from 'node:net';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, loadDotEnv } from './config.js';
import type { FirstAdmin } from './modules/users/bootstrap-admin.js';
import { firstAdminBlock, runningLine, siteUrl } from './start-banner.js';

async function main(): Promise<void> {
  let config;
  try {
    loadDotEnv();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let firstAdmin: FirstAdmin | undefined;
  const app = await buildApp({ config, onFirstAdmin: (admin) => (firstAdmin = admin) });
  // Finish in-flight requests, then close the database, on a stop signal.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      // A request that never ends must not keep a stopping server alive for ever.
      setTimeout(() => {
        app.log.error('requests still running after 20 s; stopping anyway');
        process.exit(1);
      }, 20_000).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  // Fastify logs a JSON line per network interface on listen; the plain line below says it once.
  const level = app.log.level;
  app.log.level = 'warn';
  try {
    await app.listen({ port: config.port, host: config.host });
  } finally {
    app.log.level = level;
  }
  const url = siteUrl(config.host, (app.server.address() as AddressInfo).port);
  console.log(runningLine(url, config.web.serve));
  if (firstAdmin) console.log(`\n${firstAdminBlock(firstAdmin, url)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
