// The public JS budget: the scripts a visitor of `/` downloads, i.e. the public pages' entry
// (public.html) and every chunk it imports statically, must stay under BUDGET_BYTES gzipped.
// Lazy chunks (toasts, the phone menu's drawer) load later, on demand; the back office is
// another entry (index.html) that a visitor never loads.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// The build fails above 80 kB. Public pages hydrate only their islands (with Preact's
// React-compatible layer), so React Router, the stores, zod and Radix stay out of this count.
export const BUDGET_BYTES = 80 * 1000;

/** The manifest key of the public pages' entry. */
export const PUBLIC_ENTRY = 'public.html';

/** The public entry's chunks with their gzipped sizes, from the Vite manifest. */
export function publicChunks(webDir = 'dist/web') {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(webDir, '.vite/manifest-public.json'), 'utf8'),
  );
  const entryKey = PUBLIC_ENTRY;
  if (!manifest[entryKey]?.isEntry) throw new Error(`No ${entryKey} entry in the Vite manifest`);
  const seen = new Set();
  const chunks = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    const bytes = fs.readFileSync(path.join(webDir, chunk.file));
    chunks.push({ file: chunk.file, gzip: zlib.gzipSync(bytes, { level: 9 }).length });
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return chunks.sort((a, b) => b.gzip - a.gzip);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const chunks = publicChunks(process.argv[2]);
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  for (const chunk of chunks)
    console.log(`${(chunk.gzip / 1000).toFixed(1).padStart(7)} kB  ${chunk.file}`);
  const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `Public JS for /: ${(total / 1000).toFixed(1)} kB gzipped in ${chunks.length} files, ${verdict} the ${BUDGET_BYTES / 1000} kB budget`,
  );
  if (total > BUDGET_BYTES) process.exit(1);
}
