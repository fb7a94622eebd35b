/**
 * The submit baseline: plain node:http, JSON.parse and one INSERT into the same database,
 * no validation or framework, so the ratio shows what the product's submit path costs.
 */
import http from 'node:http';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

const target = JSON.parse(process.env.BENCH_TARGET ?? '{}') as {
  kind: 'sqlite' | 'postgres';
  dir: string;
  url?: string;
  schema?: string;
};
let insert: (body: string) => Promise<void>;
if (target.kind === 'sqlite') {
  const db = new SQLite(path.join(target.dir, 'windowquotes.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.exec(
    'create table if not exists bench_baseline (id integer primary key, body text, created_at text)',
  );
  const statement = db.prepare('insert into bench_baseline (body, created_at) values (?, ?)');
  insert = async (body) => void statement.run(body, new Date().toISOString());
} else {
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    options: `-c search_path=${target.schema}`,
  });
  await pool.query(
    'create table if not exists bench_baseline (id serial primary key, body text, created_at text)',
  );
  insert = async (body) =>
    void (await pool.query('insert into bench_baseline (body, created_at) values ($1, $2)', [
      body,
      new Date().toISOString(),
    ]));
}
http
  .createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      insert(JSON.stringify(parsed)).then(
        () => response.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}'),
        () => response.writeHead(500).end(),
      );
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
