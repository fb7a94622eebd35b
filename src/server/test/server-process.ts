import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startTcpProxy } from './tcp-proxy.js';

/** The server as `npm start` runs it, but from source, in a child process of the test. */
export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process printed, for a failing test to show. */
  output(): string;
  exited(): boolean;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = path.join(os.tmpdir(), `windowquotes-proc-${randomBytes(6).toString('hex')}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@test.ie',
      ADMIN_PASSWORD: 'admin-password-1',
      LEAD_RETENTION_MONTHS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in 30 s:\n${output}`);
    }
    // Ask again soon: start-up is what every process-level test waits for.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    dataDir: env.DATA_DIR ?? dataDir,
    child,
    output: () => output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      // Its SQLite file, mail and SMS files (a DATA_DIR a test chose is its to keep).
      if (!env.DATA_DIR) await fs.promises.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh PostgreSQL database on the test server, dropped by `drop()`. */
export async function createPgDatabase(baseUrl: string) {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    /** The same database reached through another host and port (a proxy in front). */
    via(port: number) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A server process (limits and the outbox worker off) on a fresh PostgreSQL database that it
 * reaches through a TCP proxy the test controls, to cut or stall.
 */
export async function startServerBehindProxy(databaseUrl: string) {
  const database = await createPgDatabase(databaseUrl);
  const target = new URL(database.url);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const server = await startServerProcess({
    DATABASE_URL: database.via(proxy.port),
    QUOTE_RATE_LIMIT: '0',
    API_RATE_LIMIT: '0',
    OUTBOX_WORKER: 'false',
  });
  return {
    database,
    proxy,
    server,
    async close() {
      await server.stop();
      await proxy.close();
      await database.drop();
    },
  };
}
