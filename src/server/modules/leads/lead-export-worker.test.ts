import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { apiTest } from '../../test/api-test.js';
import { ADMIN, signIn, TEST_DRIVER, testConfig, type TestApp } from '../../test/test-app.js';
import type { FastifyInstance } from 'fastify';
import {
  copyPostgresCsvInWorker,
  inlineLiterals,
  READ_AHEAD,
  readProgress,
} from '../../db/export-read-worker.js';
import { sql } from 'kysely';
import { searchTermText } from '../../db/lead-search-text.js';
import type { LeadStatus } from '../../../shared/lead-status.js';
import type { LeadFilters } from './lead-filters.js';
import { csvLines, CSV_COLUMNS } from './lead-csv.js';
import { leadCsvStream, type ExportSource } from './lead-export.js';
import { insertLeads, listLeadsAfter } from './lead-repository.js';
import { hoursAgo, leadData } from '../../test/lead-test-data.js';
import { threadNiceness } from '../../test/thread-niceness.js';

/**
 * Reads an export's header and first lines, stops for a while, then reads the rest: while
 * the client waits, the read worker must wait too (at most READ_AHEAD batches ahead of the stream)
 * rather than fill the server's memory with the whole export. Returns the lines read.
 */
async function readWithPause(stream: Readable): Promise<string[]> {
  // Bytes from PostgreSQL may split a character between two chunks.
  stream.setEncoding('utf8');
  const start = { ...readProgress };
  const chunks = stream[Symbol.asyncIterator]();
  let text = '';
  for (let taken = 0; taken < 2; taken += 1) text += (await chunks.next()).value;
  await new Promise((resolve) => setTimeout(resolve, 400));
  const taken = readProgress.taken - start.taken;
  expect(readProgress.posted - start.posted - taken).toBeLessThanOrEqual(READ_AHEAD);
  expect(taken).toBeLessThanOrEqual(3);
  for (let step = await chunks.next(); !step.done; step = await chunks.next()) text += step.value;
  expect(readProgress.taken - start.taken).toBeGreaterThan(5);
  expect(readProgress.posted - start.posted).toBe(readProgress.taken - start.taken);
  return text.trim().split('\n');
}

/** Cells a spreadsheet would run as formulas, quotes, commas, line breaks and no consent. */
const awkwardLead = () =>
  leadData({
    first_name: '=HYPERLINK("http://evil")',
    last_name: 'Ó Sé, "Jr"',
    additional_info: 'Budget €5,000\nthanks\r\n',
    eircode: '@D02 X285',
    email: '+tab@example.ie',
    consent_at: null,
    marketing_opt_in: true,
    created_at: hoursAgo(-1),
  });

/**
 * A SQLite file is exported by a worker thread on its own read-only connection. The file's
 * app is in-memory SQLite, which a worker cannot open: this one is built by hand on a file.
 */
describe.skipIf(TEST_DRIVER !== 'sqlite')('export from a SQLite file', () => {
  let dir: string;
  let sqliteFile: string;
  let app: FastifyInstance;
  let headers: Record<string, string>;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'windowquotes-export-'));
    // The tests' settings, on a SQLite file rather than in memory, so a worker can open it.
    const config = testConfig({ DATA_DIR: dir });
    app = await buildApp({ config });
    sqliteFile = (config.database as { filename: string }).filename;
    headers = await signIn(app, ADMIN.email, ADMIN.password);
    await insertLeads(
      app.db,
      Array.from({ length: 4500 }, (_, i) =>
        leadData({
          first_name: i % 2 ? 'Odd' : 'Even',
          last_name: `Ó Sé ${i}`,
          created_at: hoursAgo(i),
        }),
      ),
    );
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  // A cold file read newest first is fast only through the map (sqlite-mmap.ts, openReader).
  // First in this block: no earlier export's worker may still hold a map of its own.
  it.skipIf(process.platform !== 'linux')(
    'reads the file through a memory map of its own',
    async () => {
      // /proc names the file by its real path.
      const file = await fs.realpath(sqliteFile);
      const mappings = async () =>
        (await fs.readFile('/proc/self/maps', 'utf8'))
          .split('\n')
          .filter((line) => line.endsWith(` ${file}`)).length;
      const before = await mappings();
      const stream = await leadCsvStream(app.db, {}, app.log, { sqliteFile });
      const chunks = stream[Symbol.asyncIterator]();
      await chunks.next();
      await chunks.next();
      // The worker waits for credit while this test holds the stream: its connection is open.
      const during = await mappings();
      stream.destroy();
      expect(during).toBe(before + 1);
      // The map goes with the worker's connection.
      await expect.poll(mappings, { timeout: 5_000 }).toBe(before);
    },
  );

  it('streams every matching lead newest first in several batches', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/quote/export/csv?search=odd',
      headers,
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split('\n');
    expect(lines).toHaveLength(1 + 2250);
    expect(lines[1]).toContain('Ó Sé 1,');
    expect(lines.at(-1)).toContain('Ó Sé 4499,');
  });

  it('keeps answering other requests while an export runs', async () => {
    const [exported, list] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/quote/export/csv', headers }),
      app.inject({ method: 'GET', url: '/api/quote?limit=1', headers }),
    ]);
    expect(exported.body.trim().split('\n')).toHaveLength(4501);
    expect(list.headers['x-total-count']).toBe('4500');
  });

  it('reads no further ahead than READ_AHEAD batches of a client that stops reading', async () => {
    const lines = await readWithPause(await leadCsvStream(app.db, {}, app.log, { sqliteFile }));
    expect(lines).toHaveLength(4501);
    expect(lines[1]).toContain('Ó Sé 0,');
  });

  // Only where a thread can be made nicer than the server (not when it started at 10 or more).
  it.skipIf(process.platform !== 'linux' || os.getPriority() >= 10)(
    'reads at a lower priority than the threads that answer requests',
    async () => {
      const stream = await leadCsvStream(app.db, {}, app.log, { sqliteFile });
      const chunks = stream[Symbol.asyncIterator]();
      await chunks.next();
      // The worker waits for credit while this test holds the stream: it is alive.
      const niceness = await threadNiceness();
      stream.destroy();
      // The main thread stays at the niceness the server started with.
      expect(Math.max(...niceness.values())).toBeGreaterThan(niceness.get(process.pid)!);
    },
  );

  it('writes each line as the main thread would, awkward cells included', async () => {
    await insertLeads(app.db, [awkwardLead()]);
    const response = await app.inject({ method: 'GET', url: '/api/quote/export/csv', headers });
    const rows = await listLeadsAfter(app.db, {}, null, 10_000);
    const expected = `\uFEFF${CSV_COLUMNS.join(',')}\n${csvLines(rows.map((row) => CSV_COLUMNS.map((column) => row[column])))}`;
    expect(response.body).toBe(expected);
  });
});

/** Cells PostgreSQL's own CSV writer must write as csvLines does. */
const awkwardForCopy = () => [
  awkwardLead(),
  // Every formula start, empty cells (which COPY would quote unless they are null), UTF-8.
  leadData({
    first_name: '-5',
    last_name: '\tTabbed',
    additional_info: '',
    property_address: '\rCR first',
    eircode: '',
    email: 'éamonn.ó.sé+🏠@example.ie',
    created_at: hoursAgo(-2),
  }),
  // Irish summer time, and either side of the hour the clocks go back: written in Dublin's time.
  leadData({ last_name: 'Summer', created_at: '2026-07-01T08:00:00.000Z' }),
  leadData({
    last_name: 'Last summer second',
    created_at: '2026-10-25T00:59:59.999Z',
    consent_at: '2026-10-25T01:00:00.000Z',
  }),
  // A summer time in the 23:00 UTC hour (Dublin's date and month turn over), the clocks going
  // forward, an earlier year's summer, and times long ago and far ahead.
  leadData({
    last_name: 'Summer midnight',
    created_at: '2026-06-30T23:30:15.123Z',
    consent_at: '2026-03-29T01:00:00.000Z',
  }),
  leadData({
    last_name: 'Spring',
    created_at: '2026-03-29T00:59:59.999Z',
    consent_at: `${new Date().getUTCFullYear() - 3}-08-15T22:10:00.000Z`,
  }),
  leadData({
    last_name: 'Long ago',
    created_at: '1999-07-01T12:00:00.000Z',
    consent_at: '2099-07-01T12:00:00.000Z',
  }),
  // A search for these must reach the query intact: a quote, a backslash and LIKE wildcards.
  leadData({ last_name: "O'Brien \\ 50%_off", created_at: hoursAgo(-3) }),
  // A stored status the product no longer knows: new while young, contacted once old.
  leadData({
    last_name: 'Legacy young',
    status: 'archived' as LeadStatus,
    created_at: hoursAgo(3),
  }),
  leadData({
    last_name: 'Legacy old',
    status: 'archived' as LeadStatus,
    created_at: hoursAgo(24 * 40),
  }),
];

/** On PostgreSQL a worker thread passes on the CSV that PostgreSQL writes (COPY). */
describe.skipIf(TEST_DRIVER !== 'postgres')('export written by PostgreSQL', () => {
  let t: TestApp;
  apiTest.beforeAll(async ({ t: fileApp }) => {
    t = fileApp;
    await insertLeads(t.db, [
      ...awkwardForCopy(),
      ...Array.from({ length: 2000 }, (_, i) =>
        leadData({ first_name: 'Síle 🏠', last_name: `Bulk ${i}`, created_at: hoursAgo(i) }),
      ),
    ]);
  });

  const read = async (filters: LeadFilters, source: ExportSource) => {
    const stream = await leadCsvStream(t.db, filters, t.app.log, source);
    // Bytes from PostgreSQL may split a character between two chunks.
    stream.setEncoding('utf8');
    let text = '';
    for await (const chunk of stream) text += chunk;
    return text;
  };
  const database = () => t.config.database as { kind: 'postgres'; url: string; schema?: string };

  it('writes the same file as the main thread, awkward cells included', async () => {
    const fromCopy = await read({}, { postgres: database() });
    expect(fromCopy).toBe(await read({}, {}));
    expect(fromCopy).toContain(',Bulk 1999,');
    expect(fromCopy).toContain(',Legacy young,');
  });

  it('applies every filter as the main thread does, awkward search text included', async () => {
    const filterSets: LeadFilters[] = [
      { search: searchTermText("o'brien \\ 50%_") },
      { search: searchTermText('bulk 19') },
      { search: searchTermText('🏠') },
      { status: 'new' },
      { followUp: true },
      { needsCounty: true },
    ];
    for (const filters of filterSets) {
      const fromCopy = await read(filters, { postgres: database() });
      expect(fromCopy, JSON.stringify(filters)).toBe(await read(filters, {}));
    }
    expect(await read(filterSets[0]!, { postgres: database() })).toContain("O'Brien \\ 50%_off");
  });

  it('hands each batch over as a buffer of its own with its row count, a small last one included', async () => {
    // A slice of Node's shared buffer pool cannot be transferred: Node 20 copies the whole
    // 8 kB pool block, later versions refuse it.
    const query = { sql: 'select id, last_name from leads order by id limit 3', parameters: [] };
    const batches: Uint8Array[] = [];
    for await (const { csv, rows } of copyPostgresCsvInWorker(database(), query)) {
      expect(rows).toBe(3);
      batches.push(csv as Uint8Array);
    }
    expect(batches).toHaveLength(1);
    expect(batches[0]!.byteLength).toBeLessThan(4096);
    expect(batches[0]!.byteOffset).toBe(0);
    expect(batches[0]!.buffer.byteLength).toBe(batches[0]!.byteLength);
  });

  it('reads on one backend, no parallel workers taking the other cores', async () => {
    const query = {
      sql: "select current_setting('max_parallel_workers_per_gather') as workers",
      parameters: [],
    };
    const batches: string[] = [];
    for await (const { csv } of copyPostgresCsvInWorker(database(), query)) {
      batches.push(Buffer.from(csv as Uint8Array).toString('utf8'));
    }
    expect(batches).toEqual(['0\n']);
  });

  it('reads no further ahead than READ_AHEAD batches of a client that stops reading', async () => {
    const stream = await leadCsvStream(t.db, {}, t.app.log, { postgres: database() });
    const lines = await readWithPause(stream);
    // The header, 2,010 leads, and the two line breaks inside one quoted cell; oldest last.
    expect(lines).toHaveLength(1 + 2010 + 2);
    expect(lines.at(-1)).toContain(',Long ago,');
  });

  it('ends the read when the export is closed before its first chunk is read', async () => {
    // More than READ_AHEAD batches, so the worker would wait for credit. (The last test here.)
    await insertLeads(
      t.db,
      Array.from({ length: 4000 }, (_, i) => leadData({ last_name: `More ${i}` })),
    );
    // The worker's connection, named for this file's schema: other files may export meanwhile.
    const connections = async () => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
        where application_name = 'windowquotes export ' || current_schema()`.execute(t.db);
      return rows[0]!.n;
    };
    const stream = await leadCsvStream(t.db, {}, t.app.log, { postgres: database() });
    await expect.poll(connections).toBe(1);
    stream.destroy();
    await expect.poll(connections).toBe(0);
  });
});

describe('inlineLiterals', () => {
  it('writes strings and numbers in as literals and leaves quoted text alone', () => {
    const compiled = {
      sql: `select '$1 stays', "a" from t where b = $1 and c like $2 escape '\\' limit $3`,
      parameters: ["it's", 'a\\b', 25],
    };
    expect(inlineLiterals(compiled)).toBe(
      `select '$1 stays', "a" from t where b = 'it''s' and c like  E'a\\\\b' escape '\\' limit 25`,
    );
  });

  it('refuses a second statement outside the literals', () => {
    expect(() => inlineLiterals({ sql: 'select 1; select $1', parameters: ['x'] })).toThrow(
      'one statement',
    );
    expect(inlineLiterals({ sql: "select ';' || $1", parameters: ['x'] })).toBe(
      "select ';' || 'x'",
    );
  });

  it('refuses a value it cannot write as a literal', () => {
    expect(() => inlineLiterals({ sql: 'select $1', parameters: [{}] })).toThrow(TypeError);
    expect(() => inlineLiterals({ sql: 'select $1', parameters: [Number.NaN] })).toThrow(TypeError);
  });
});
