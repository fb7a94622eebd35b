// `npm start` right after `npm install`: build once when the output is missing or older than the source.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const outputs = [
  'dist/server/main.js',
  'dist/web/index.html',
  'dist/web/public.html',
  'dist/ssr/entry-server.js',
];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

const missing = outputs.some((file) => !fs.existsSync(file));
const stale =
  !missing && newestMtime('src') > Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs));
if (missing || stale) {
  console.log(
    missing
      ? 'No build found: building first (about a minute).'
      : 'Sources changed since the last build: rebuilding.',
  );
  // The same steps as `npm run build`, without Vite's table of chunks: only problems show.
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  execSync('npx vite build --mode public --logLevel warn', { stdio: 'inherit' });
  execSync('node scripts/check-js-budget.mjs', { stdio: 'inherit' });
  execSync('npx vite build --ssr entry-server.tsx --logLevel warn', { stdio: 'inherit' });
  execSync('npx tsc -p tsconfig.server.json', { stdio: 'inherit' });
}
