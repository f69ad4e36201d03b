import { readdir } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { targetCell, type Benchmark, type BenchResult } from './bench-result.ts';

/**
 * Runs every `bench/*.bench.ts` (each exports `default async function run(): Promise<BenchResult[]>`) one after
 * another and prints their numbers as one table. `npm run bench -- ingest` runs only files whose name contains
 * "ingest". Files in ON_REQUEST_ONLY take minutes and run only when the filter names them (`npm run bench -- soak`).
 */
const ON_REQUEST_ONLY = ['soak.bench.ts'];
const filter = process.argv[2];
const dir = import.meta.dirname;
const files = (await readdir(dir))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => (filter ? f.includes(filter) : !ON_REQUEST_ONLY.includes(f)))
  .sort();

const results: BenchResult[] = [];
for (const file of files) {
  const started = performance.now();
  process.stdout.write(`running ${file} … `);
  const run = (await import(pathToFileURL(path.join(dir, file)).href)) as { default: Benchmark };
  const own = await run.default();
  results.push(...own);
  process.stdout.write(`${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

const format = (n: number) =>
  Number.isInteger(n)
    ? n.toLocaleString('en-US')
    : n.toLocaleString('en-US', { maximumFractionDigits: n < 10 ? 2 : 1 });
const rows = results.map((r) => [r.name, format(r.value), r.unit, targetCell(r, format)]);
const header = ['benchmark', 'value', 'unit', 'target'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) =>
  `| ${cells.map((c, i) => (i === 1 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
const machine = `node ${process.version}, ${cpus().length} cores, load ${loadavg()
  .map((l) => l.toFixed(1))
  .join(' ')}`;
const table = [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)];
process.stdout.write(`\n${machine}, ${new Date().toISOString()}\n\n${table.join('\n')}\n`);
