import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { startFakeTwilio } from '../src/server/test/fake-twilio';

/** A port the system has free now (the OS picks it, so it cannot be another helper's). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * The built app on a database of its own, sending SMS through the real Twilio transport to a
 * local stand-in. Phone verification is one switch for the whole site: turned on in the
 * suite's shared server it would hold the requests other specs send meanwhile.
 */
export async function startSmsAppServer() {
  const twilio = await startFakeTwilio();
  const port = await freePort();
  const dataDir = `.tmp/e2e-sms-data-${process.pid}-${port}`;
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn('node', [`${process.env.BUILD_DIR ?? 'dist'}/server/main.js`], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: `${process.env.BUILD_DIR ?? 'dist'}/web`,
      ADMIN_EMAIL: 'admin@e2e.test',
      ADMIN_PASSWORD: 'e2e-admin-password',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '0',
      QUOTE_RATE_LIMIT: '0',
      API_RATE_LIMIT: '0',
      OUTBOX_POLL_MS: '200',
      ...twilio.env,
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  for (let k = 0; ; k += 1) {
    try {
      if ((await fetch(`${baseURL}/login`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (k > 300 || child.exitCode !== null) throw new Error('The SMS app server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseURL,
    texts: twilio.sent,
    async close() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await twilio.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
