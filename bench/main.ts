import { fileURLToPath } from 'node:url';
import { machineInfo } from './machine.js';
import { formatTable, writeReport } from './report.js';
import { suites } from './suites/index.js';
import type { BenchResult } from './types.js';

/**
 * `npm run bench [-- <name-prefix>...]`: runs the suites with a benchmark whose name starts with one of
 * the prefixes (all without prefixes), prints a table and writes bench/report.json (DESIGN.md).
 */
async function main(argv: readonly string[]): Promise<void> {
  const prefixes = argv.filter((arg) => arg !== '--');
  const selected = (name: string): boolean => prefixes.length === 0 || prefixes.some((prefix) => name.startsWith(prefix));
  const chosen = suites.filter((suite) => suite.names.some(selected));
  if (chosen.length === 0) {
    process.stderr.write(`No benchmark matches ${prefixes.join(', ')}. Known: ${suites.flatMap((s) => s.names).join(', ')}\n`);
    process.exitCode = 2;
    return;
  }
  if (typeof globalThis.gc !== 'function') process.stderr.write('Note: run with --expose-gc for steadier heap figures.\n');
  const machine = machineInfo();
  const results: BenchResult[] = [];
  const record = (result: BenchResult): void => {
    if (!selected(result.name)) return;
    results.push(result);
    process.stdout.write(`  ${result.name}: median ${result.median_ms} ms (${result.runs} runs)\n`);
  };
  for (const suite of chosen) await suite.run(record, selected);
  const path = fileURLToPath(new URL('./report.json', import.meta.url));
  writeReport(path, machine, results);
  process.stdout.write(`\n${formatTable(results)}\n\nMachine: ${machine.cpus} x ${machine.cpuModel}, ${machine.totalMemGb} GB, Node ${machine.node}, load ${machine.loadAverage}\nWrote ${path}\n`);
}

await main(process.argv.slice(2));
