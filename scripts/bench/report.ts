/** The benchmark's table, printed and (with --write) appended to docs/performance.md. */
import fs from 'node:fs/promises';
import type { Stats } from './http.js';
import { describeMachine } from './machine.js';
import {
  STAFF_CASES,
  SUBMIT_ROUNDS,
  SUBMITS_PER_ROUND,
  type ExportResult,
  type LoadResult,
} from './phases.js';

export interface SubmitResult {
  connections: number;
  app: number;
  baseline: number;
  ratio: number;
  failures: number;
}

export interface DbResult {
  /** The column's heading: the database, and the app's checkout when --app-dir names one. */
  label: string;
  /** Null when the database was reused (--reuse) rather than loaded. */
  seedSeconds: number | null;
  /** Whether the planner had statistics when the measurement began, and whose. */
  statistics: string;
  /** The machine's 1-minute load average when this column's run started and ended. */
  load: [number, number];
  calls: [string, Stats][];
  exported: ExportResult | null;
  underLoad: LoadResult | null;
  submits: SubmitResult[];
}

const ms = (s: Stats | undefined) => (s ? `${s.p50.toFixed(1)} / ${s.p95.toFixed(1)}` : '-');

function rows(results: DbResult[]): [string, (r: DbResult) => string][] {
  const rows: [string, (r: DbResult) => string][] = [
    [
      '1-minute load average of the machine, start → end',
      (r) => `${r.load[0].toFixed(1)} → ${r.load[1].toFixed(1)}`,
    ],
    ['bulk load', (r) => (r.seedSeconds === null ? 'reused' : `${r.seedSeconds.toFixed(1)} s`)],
    ['planner statistics', (r) => r.statistics],
  ];
  for (const call of STAFF_CASES) {
    if (!results.some((r) => r.calls.some(([id]) => id === call.id))) continue;
    const n = call.requests;
    rows.push([
      `${call.name}; ${n} sequential`,
      (r) => ms(r.calls.find(([id]) => id === call.id)?.[1]),
    ]);
  }
  if (results.some((r) => r.exported)) {
    rows.push([
      'CSV export, Accept-Encoding: gzip, br',
      (r) =>
        r.exported
          ? `${r.exported.rows} rows (${r.exported.encoding}) in ${r.exported.seconds.toFixed(1)} s (${Math.round(r.exported.rowsPerSecond / 1000)} k rows/s), RSS +${r.exported.rssGrowthMb.toFixed(0)} MB (anonymous +${r.exported.anonymousGrowthMb.toFixed(0)} MB)`
          : '-',
    ]);
  }
  const loaded: [string, keyof LoadResult][] = [
    ['visitor GET /', 'home'],
    ['visitor quote submit', 'submit'],
    ["admin's search (a fresh term each)", 'search'],
    ['dashboard (admin)', 'dashboardAdmin'],
    ['dashboard (manager)', 'dashboardManager'],
  ];
  if (results.some((r) => r.underLoad)) {
    for (const [name, key] of loaded) {
      rows.push([`under load: ${name}`, (r) => ms(r.underLoad?.[key])]);
    }
  }
  for (const connections of [
    ...new Set(results.flatMap((r) => r.submits.map((s) => s.connections))),
  ]) {
    rows.push([
      `quote submit vs raw node:http + INSERT (req/s, median of ${SUBMIT_ROUNDS} alternating rounds of ${SUBMITS_PER_ROUND}, ${connections} in flight)`,
      (r) => {
        const s = r.submits.find((x) => x.connections === connections);
        return s
          ? `${s.app.toFixed(0)} vs ${s.baseline.toFixed(0)} = ${s.ratio.toFixed(2)} x, ${s.failures} x 5xx`
          : '-';
      },
    ]);
  }
  return rows;
}

export async function report(results: DbResult[], leads: number, write: boolean, command: string) {
  const lines = [
    `| case (p50 / p95 ms, page 25) | ${results.map((r) => r.label).join(' | ')} |`,
    `|---|${results.map(() => '---').join('|')}|`,
    ...rows(results).map(([name, cell]) => `| ${name} | ${results.map(cell).join(' | ')} |`),
  ];
  if (results.some((r) => r.underLoad)) {
    lines.push(
      '',
      '"Under load": for 20 s at once, an admin searching (a fresh term each time) while exporting, the admin and manager dashboards reloaded every 250 ms, and a visitor loading / and submitting a quote.',
    );
  }
  const table = lines.join('\n');
  const machine = await describeMachine();
  console.log(`\n${leads.toLocaleString('en-IE')} leads; ${machine}\n\n${table}\n`);
  if (!write) return;
  const section = `\n## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${leads.toLocaleString('en-IE')} leads\n\nMachine: ${machine}. Command: \`${command}\`.\n\n${table}\n`;
  await fs.appendFile('docs/performance.md', section);
}
