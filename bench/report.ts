import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { MachineInfo } from './machine.js';
import type { BenchResult } from './types.js';

export interface BenchReport {
  readonly machine: MachineInfo;
  readonly results: readonly BenchResult[];
}

/** Median, min and max of timed samples (milliseconds), rounded for the report. */
export function summarize(
  name: string,
  samples: readonly number[],
  heapMb: number,
  extra?: BenchResult['extra'],
): BenchResult {
  if (samples.length === 0) throw new Error(`Benchmark ${name} has no samples.`);
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return {
    name,
    median_ms: round(median),
    min_ms: round(sorted[0]),
    max_ms: round(sorted[sorted.length - 1]),
    heap_mb: Math.round(heapMb),
    runs: samples.length,
    ...(extra === undefined ? {} : { extra }),
  };
}

/** A percentile of samples (0..100), for extras such as p95. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}

export function heapUsedMb(): number {
  return process.memoryUsage().heapUsed / 2 ** 20;
}

function round(ms: number): number {
  return ms >= 100 ? Math.round(ms) : Math.round(ms * 1000) / 1000;
}

/**
 * Writes the report. Results of benchmarks not run this time are kept from the previous report (so
 * `npm run bench -- kernel` does not erase the engine's figures); those run now replace theirs. Each
 * result run now is stamped with this run's date and load, so a kept figure is not read as a fresh one.
 */
export function writeReport(path: string, machine: MachineInfo, results: readonly BenchResult[]): BenchReport {
  const fresh = new Set(results.map((result) => result.name));
  const kept = readPrevious(path).filter((result) => !fresh.has(result.name));
  const measured = { date: machine.date, loadAverage: machine.loadAverage };
  const stamped = results.map((result) => ({ ...result, measured }));
  const merged = [...kept, ...stamped].sort((a, b) => a.name.localeCompare(b.name));
  const report: BenchReport = { machine, results: merged };
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
  return report;
}

function readPrevious(path: string): BenchResult[] {
  if (!existsSync(path)) return [];
  try {
    const previous = JSON.parse(readFileSync(path, 'utf8')) as Partial<BenchReport>;
    return Array.isArray(previous.results) ? [...previous.results] : [];
  } catch {
    return [];
  }
}

/** The results as an aligned text table. */
export function formatTable(results: readonly BenchResult[]): string {
  const header = ['name', 'median ms', 'min ms', 'max ms', 'heap MB', 'runs', 'extra'];
  const rows = results.map((r) => [
    r.name, String(r.median_ms), String(r.min_ms), String(r.max_ms), String(r.heap_mb), String(r.runs),
    r.extra === undefined ? '' : Object.entries(r.extra).map(([key, value]) => `${key}=${value}`).join(' '),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]): string =>
    cells.map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
