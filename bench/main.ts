import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { machineInfo } from './machine.js';
import { formatTable, writeReport } from './report.js';
import { suites, type SuiteEntry } from './suites/index.js';
import type { BenchResult, BenchSuite } from './types.js';

const SUITE_FLAG = '--suite';

/**
 * `npm run bench [-- <name-prefix>...]`: runs the suites with a benchmark whose name starts with one of
 * the prefixes (all without prefixes), prints a table and writes bench/report.json (DESIGN.md).
 * Each suite runs in a process of its own (same Node flags), which loads only that suite's modules: what
 * one suite leaves on the heap would otherwise be marked again by every collection of the next, and a
 * figure would depend on the order and on every other suite's code.
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
  for (const suite of chosen) {
    for (const result of await runInChild(suites.indexOf(suite), prefixes)) {
      results.push(result);
      process.stdout.write(`  ${result.name}: median ${result.median_ms} ms (${result.runs} runs)\n`);
    }
  }
  const path = fileURLToPath(new URL('./report.json', import.meta.url));
  writeReport(path, machine, results);
  process.stdout.write(`\n${formatTable(results)}\n\nMachine: ${machine.cpus} x ${machine.cpuModel}, ${machine.totalMemGb} GB, Node ${machine.node}, load ${machine.loadAverage}\nWrote ${path}\n`);
}

/** Runs one suite in a child process and collects what it records. */
function runInChild(index: number, prefixes: readonly string[]): Promise<BenchResult[]> {
  const child = fork(fileURLToPath(import.meta.url), [SUITE_FLAG, String(index), ...prefixes], { execArgv: process.execArgv });
  const results: BenchResult[] = [];
  child.on('message', (result: BenchResult) => results.push(result));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(results) : reject(new Error(`bench suite ${index} exited with ${code}`))));
  });
}

/** The child's side: load the suite, check index.ts names its benchmarks, run it, sending each selected result to the parent. */
async function runSuite(entry: SuiteEntry, prefixes: readonly string[]): Promise<void> {
  const suite = await entry.load();
  checkListed(entry, suite);
  const selected = (name: string): boolean => prefixes.length === 0 || prefixes.some((prefix) => name.startsWith(prefix));
  await suite.run((result) => {
    if (selected(result.name)) process.send!(result);
  }, selected);
}

/** The parent chooses suites by the names index.ts lists: a name missing there could never be chosen. */
function checkListed(entry: SuiteEntry, suite: BenchSuite): void {
  const listed = [...entry.names].sort().join(', ');
  const own = [...suite.names].sort().join(', ');
  if (listed !== own) throw new Error(`bench/suites/index.ts lists ${listed} for a suite whose benchmarks are ${own}`);
}

const args = process.argv.slice(2);
if (args[0] === SUITE_FLAG) {
  await runSuite(suites[Number(args[1])], args.slice(2).filter((arg) => arg !== '--'));
  process.disconnect?.();
} else {
  await main(args);
}
