import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import path from 'node:path';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src/web'),
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
};
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Four projects: pure and component tests, checks of the repository itself (lockfile, README,
 * Dockerfile), the API suite on SQLite, and the same API suite on PostgreSQL when
 * TEST_DATABASE_URL is set (scripts/test.mjs says when it is not).
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // As in the browser suite: on CI's two shared cores a timing-bound test (leases, an outage
    // window) may run once more; npm test names every test that needed it.
    retry: process.env.CI ? 1 : 0,
    // Each worker imports the app, React and jsdom once for all its files instead of once per
    // file: half the suite's time. Every file builds its own app on its own database (an
    // in-memory SQLite or a fresh PostgreSQL schema), so files share no data; spies and
    // stubbed globals are undone after every test so none leaks into the next file.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    // The unit and repository checks use the CPU (jsdom), so they run first, two files at once
    // (one per core); the API files mostly wait on PostgreSQL, child processes or timers, so
    // they run after, three at once.
    // (Projects with different worker counts need their own groupOrder.)
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'repo',
          include: ['scripts/**/*.test.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api-sqlite',
          include: ['src/server/**/*.test.ts'],
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
          environment: 'node',
          env: { TEST_DB_DRIVER: 'sqlite' },
          testTimeout: 30_000,
          // Seeding a file's data (20,000 leads for the shutdown test) on a busy machine.
          hookTimeout: 60_000,
        },
      },
      ...(hasPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                include: ['src/server/**/*.test.ts'],
                maxWorkers: 3,
                sequence: { groupOrder: 1 },
                environment: 'node',
                env: { TEST_DB_DRIVER: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
