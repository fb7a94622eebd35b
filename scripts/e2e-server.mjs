// The server the browser suite drives: the built app on a fresh SQLite database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const buildDir = process.env.BUILD_DIR ?? 'dist';
const dataDir = `.tmp/e2e-data-${process.env.PORT ?? 'default'}`;
fs.rmSync(dataDir, { recursive: true, force: true });
const server = spawn('node', [`${buildDir}/server/main.js`], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: `${buildDir}/web`,
    ADMIN_EMAIL: 'admin@e2e.test',
    ADMIN_PASSWORD: 'e2e-admin-password',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '0',
    QUOTE_RATE_LIMIT: '0',
    API_RATE_LIMIT: '0',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
