import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstAdminBlock, runningLine, siteUrl } from './start-banner.js';
import { TEST_DRIVER } from './test/test-app.js';

describe('what npm start prints', () => {
  it('names the address to open', () => {
    expect(siteUrl('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(siteUrl('::', 8080)).toBe('http://localhost:8080');
    expect(siteUrl('127.0.0.1', 3104)).toBe('http://127.0.0.1:3104');
    expect(siteUrl('::1', 3104)).toBe('http://[::1]:3104');
    expect(runningLine('http://localhost:3000')).toBe(
      'WindowQuotes Ireland is running at http://localhost:3000 (press Ctrl+C to stop)',
    );
    expect(runningLine('http://localhost:3000', false)).toBe(
      'WindowQuotes Ireland API is running at http://localhost:3000/api (the web app is served separately)',
    );
  });

  it('frames the first admin sign-in', () => {
    const block = firstAdminBlock(
      { email: 'admin@example.com', password: 'pw-123' },
      'http://localhost:3000',
    ).split('\n');
    expect(block[0]).toMatch(/^\+-+\+$/);
    expect(block.at(-1)).toBe(block[0]);
    expect(new Set(block.map((line) => line.length)).size).toBe(1);
    expect(block).toContain(
      `|   E-mail:    admin@example.com${' '.repeat(block[0]!.length - 33)}|`,
    );
    expect(block.some((line) => line.includes('Password:  pw-123'))).toBe(true);
  });

  // One real start per run: it uses SQLite whichever database the suite is on.
  it.skipIf(TEST_DRIVER === 'postgres')(
    'starts with one plain line and, on a first start, the framed admin block only',
    async () => {
      const dataDir = path.join(
        os.tmpdir(),
        `windowquotes-start-${randomBytes(6).toString('hex')}`,
      );
      const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: {
          PATH: process.env.PATH,
          PORT: '0',
          HOST: '127.0.0.1',
          WEB_DIST_DIR: path.join(dataDir, 'web'),
          OUTBOX_WORKER: 'false',
          LOG_LEVEL: 'info',
          DATA_DIR: dataDir,
        },
      });
      let stdout = '';
      server.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      let startup = '';
      try {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no start-up: ${stdout}`)), 20_000);
          server.stdout.on('data', () => {
            if (/\+-+\+\n\n?$/.test(stdout)) {
              startup = stdout;
              clearTimeout(timer);
              resolve();
            }
          });
          server.on('exit', (code) => reject(new Error(`exited ${code}: ${stdout}`)));
        });
      } finally {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
      // What start-up printed (stopping logs its own lines after).
      const lines = startup.split('\n').filter((line) => line.trim() !== '');
      expect(lines[0]).toMatch(
        /^WindowQuotes Ireland is running at http:\/\/127\.0\.0\.1:\d+ \(press Ctrl\+C to stop\)$/,
      );
      // No JSON log lines: the framed block follows directly, with the generated password.
      expect(lines.slice(1).every((line) => /^[|+]/.test(line))).toBe(true);
      expect(startup).toContain('E-mail:    admin@example.com');
      expect(startup).toMatch(/Password: {2}\S{16}/);
    },
    30_000,
  );
});
