import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// @ts-expect-error A plain ES module script without type declarations.
import { precompress } from './scripts/precompress.mjs';

const outDir = path.resolve(import.meta.dirname, 'dist/web');

/** Write .br and .gz copies of the client build for the server to send as they are. */
function precompressPlugin(): Plugin {
  return {
    name: 'windowquotes-precompress',
    apply: 'build',
    closeBundle() {
      if (this.environment.config.build.ssr) return;
      (precompress as (dir: string) => number)(outDir);
    },
  };
}

/**
 * The public pages' islands run on Preact's React-compatible layer (a tenth of react-dom's
 * size), so their build (`vite build --mode public`) points React's imports at it. The
 * server still renders with React; the back office build is untouched.
 */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: 'src/web',
  plugins: [react(), tailwindcss(), precompressPlugin()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src/web') },
      { find: '@shared', replacement: path.resolve(import.meta.dirname, 'src/shared') },
      ...(mode === 'public' && !isSsrBuild ? PREACT_ALIASES : []),
    ],
  },
  build: isSsrBuild
    ? {
        // The server-rendering entry, imported by the server at start (src/server/web).
        outDir: path.resolve(import.meta.dirname, 'dist/ssr'),
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: true,
      }
    : mode === 'public'
      ? {
          // The public pages' entry, built second into the same folder.
          outDir,
          emptyOutDir: false,
          sourcemap: true,
          // The JS budget check reads which chunks the public entry pulls in.
          manifest: '.vite/manifest-public.json',
          rolldownOptions: { input: path.resolve(import.meta.dirname, 'src/web/public.html') },
        }
      : {
          // The back office, a client-side app.
          outDir,
          emptyOutDir: true,
          sourcemap: true,
          manifest: '.vite/manifest.json',
          rolldownOptions: {
            input: path.resolve(import.meta.dirname, 'src/web/index.html'),
            output: {
              // React and the router in one file rather than a handful of small ones.
              codeSplitting: {
                groups: [
                  {
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  },
                ],
              },
            },
          },
        },
  // The server entry carries its own production React and router: no development build
  // (ten times slower to render) is picked up from node_modules by NODE_ENV at run time.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: {
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` },
  },
}));
