/** The benchmark's table, printed and (with --write) appended to docs/performance.md. */
import fs from 'node:fs/promises';
import os from 'node:os';
import type { Stats } from './http.js';
import { SUBMIT_ROUNDS, SUBMITS_PER_ROUND, type ExportResult } from './phases.js';

export interface DbResult {
  kind: string;
  seedSeconds: number;
  /** The machine's 1-minute load average when this database's run started and ended. */
  load: [number, number];
  calls: [string, Stats][];
  /** Null when only the submit ratio was measured. */
  exported: ExportResult | null;
  probe: { home: Stats; submit: Stats } | null;
  submit: { app: number; baseline: number; ratio: number; failures: number };
}

const ms = (s: Stats) => `${s.p50.toFixed(1)} / ${s.p95.toFixed(1)}`;

export async function report(results: DbResult[], leads: number, write: boolean) {
  const heads = results.map((r) => (r.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'));
  const lines = [
    `| call (p50 / p95 ms, 30 sequential, page 25) | ${heads.join(' | ')} |`,
    `|---|${heads.map(() => '---').join('|')}|`,
    `| 1-minute load average of the machine, start → end | ${results.map((r) => `${r.load[0].toFixed(1)} → ${r.load[1].toFixed(1)}`).join(' | ')} |`,
    `| bulk load | ${results.map((r) => `${r.seedSeconds.toFixed(1)} s`).join(' | ')} |`,
  ];
  for (const [k, [name]] of results[0]!.calls.entries()) {
    lines.push(`| ${name} | ${results.map((r) => ms(r.calls[k]![1])).join(' | ')} |`);
  }
  lines.push(
    `| CSV export | ${results
      .map((r) =>
        r.exported
          ? `${r.exported.rows} rows in ${r.exported.seconds.toFixed(1)} s (${Math.round(r.exported.rowsPerSecond / 1000)} k rows/s), RSS +${r.exported.rssGrowthMb.toFixed(0)} MB`
          : 'not measured',
      )
      .join(' | ')} |`,
    `| visitor GET / while an admin searches and exports | ${results.map((r) => (r.probe ? ms(r.probe.home) : 'not measured')).join(' | ')} |`,
    `| quote submit while an admin searches and exports | ${results.map((r) => (r.probe ? ms(r.probe.submit) : 'not measured')).join(' | ')} |`,
    `| quote submit vs raw node:http + INSERT (req/s, median of ${SUBMIT_ROUNDS} alternating rounds of ${SUBMITS_PER_ROUND}, 10 in flight) | ${results
      .map(
        (r) =>
          `${r.submit.app.toFixed(0)} vs ${r.submit.baseline.toFixed(0)} = ${r.submit.ratio.toFixed(2)} x, ${r.submit.failures} x 5xx`,
      )
      .join(' | ')} |`,
  );
  const table = lines.join('\n');
  const machine = `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`;
  console.log(`\n${leads.toLocaleString('en-IE')} leads; ${machine}\n\n${table}\n`);
  if (!write) return;
  const section = `\n## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${leads.toLocaleString('en-IE')} leads\n\nMachine: ${machine}. Command: \`npm run bench -- --leads=${leads} --db=${results.length > 1 ? 'both' : results[0]!.kind}\`.\n\n${table}\n`;
  await fs.appendFile('docs/performance.md', section);
}
