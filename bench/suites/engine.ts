import { Engine, type CellContent } from '../../plugins/formulas/engine/index.js';
import { isError } from '../../plugins/formulas/values.js';
import type { BenchResult, BenchSuite } from '../types.js';
import { LAMBDA_WORKLOADS, runLambdaWorkloads } from './engine-lambda.js';
import { STRUCTURAL_WORKLOADS } from './engine-structural-edits.js';
// @ts-expect-error plain JS module outside the project, without types
import { GENERATORS } from '../../../shared/bench-peer/gen.mjs';
import { BENCH_ENGINE } from '../engine-options.js';
import { mainThreadCpuMs } from '../thread-cpu.js';

interface Workload {
  readonly cells: [string, number | string | boolean][];
  readonly inputs: { cell: string; values: (number | string)[] }[];
  readonly outputs: string[];
}

/** The peer's figures (HyperFormula 3.5, bench-peer/README.md and a run on this machine). */
const PEER: Record<string, { build: number; recalc: number; heap: number; checksum?: number }> = {
  W1: { build: 993, recalc: 316, heap: 61.6, checksum: 5000049999 },
  W2: { build: 802, recalc: 0.9, heap: 63.4, checksum: 100055278.84299996 },
  W3: { build: 259_738, recalc: 18_886, heap: 75.8 },
  W4: { build: 1621, recalc: 0.1, heap: 90.5, checksum: 456396 },
  W5: { build: Number.NaN, recalc: Number.NaN, heap: Number.NaN },
};
const BUILD_RUNS: Record<string, number> = { W1: 3, W2: 3, W3: 1, W4: 3, W5: 1 };
const WORKLOADS = ['W1', 'W2', 'W3', 'W4', 'W5'];

function position(a1: string): [number, number] {
  const m = /^\$?([A-Z]+)\$?(\d+)$/.exec(a1)!;
  let col = 0;
  for (const ch of m[1]) col = col * 26 + (ch.charCodeAt(0) - 64);
  return [Number(m[2]) - 1, col - 1];
}

const gc = (): void => (globalThis as { gc?: () => void }).gc?.();
const heapMb = (): number => Math.round((process.memoryUsage().heapUsed / 2 ** 20) * 10) / 10;
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round = (x: number): number => Math.round(x * 100) / 100;

function result(name: string, samples: number[], heap: number, extra?: BenchResult['extra']): BenchResult {
  return { name, median_ms: round(median(samples)), min_ms: round(Math.min(...samples)), max_ms: round(Math.max(...samples)), heap_mb: heap, runs: samples.length, extra };
}

/** CPU time of this process in ms (user + system): steadier than wall time on a shared machine. */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The main thread's CPU median where Linux tells it (`thread_cpu_ms`): the build without the collector's helper threads. */
function threadCpuExtra(samples: number[]): { thread_cpu_ms?: number } {
  return samples.some(Number.isNaN) ? {} : { thread_cpu_ms: round(median(samples)) };
}

function build(cells: readonly (readonly [number, number, CellContent])[]): { engine: Engine; sheet: string; ms: number; cpu: number; threadCpu: number } {
  const threadStarted = mainThreadCpuMs() ?? Number.NaN;
  const cpuStarted = cpuMs();
  const started = performance.now();
  const engine = new Engine(BENCH_ENGINE);
  const sheet = engine.addSheet('Sheet1');
  engine.setCells(sheet, cells);
  engine.getValue(sheet, 0, 0); // computes every formula
  return { engine, sheet, ms: performance.now() - started, cpu: cpuMs() - cpuStarted, threadCpu: (mainThreadCpuMs() ?? Number.NaN) - threadStarted };
}

/** Where the formulas are, compactly (kept during the heap measure). */
function formulaPositions(cells: readonly (readonly [number, number, CellContent])[]): { rows: Int32Array; cols: Int32Array } {
  const found = cells.filter(([, , v]) => typeof v === 'string' && v.startsWith('='));
  return { rows: Int32Array.from(found, ([r]) => r), cols: Int32Array.from(found, ([, c]) => c) };
}

function checksum(engine: Engine, sheet: string, formulas: { rows: Int32Array; cols: Int32Array }): { sum: number; errors: number; textLength: number } {
  let sum = 0;
  let errors = 0;
  let textLength = 0;
  for (let i = 0; i < formulas.rows.length; i++) {
    const v = engine.getValue(sheet, formulas.rows[i], formulas.cols[i]);
    if (typeof v === 'number') sum += v;
    else if (typeof v === 'string') textLength += v.length;
    else if (isError(v)) errors++;
  }
  return { sum, errors, textLength };
}

async function runWorkload(name: string, record: (r: BenchResult) => void, selected: (n: string) => boolean): Promise<void> {
  if (!selected(`engine.${name}.build`) && !selected(`engine.${name}.recalc`)) return;
  gc();
  const baseline = heapMb(); // the harness's and the suite's modules live here too: count the engine's own heap
  let workload: Workload | undefined = (GENERATORS as Record<string, () => Workload>)[name]();
  let cells: [number, number, CellContent][] | undefined = workload.cells.map(([a1, v]) => [...position(a1), v]);
  const formulas = formulaPositions(cells);
  const input = workload.inputs[0];
  const inputAt = position(input.cell);
  const outputs = workload.outputs.map(position);
  workload = undefined;
  const peer = PEER[name];
  const buildSamples: number[] = [];
  const buildCpu: number[] = [];
  const buildThreadCpu: number[] = [];
  let built: ReturnType<typeof build> | undefined;
  for (let i = 0; i < BUILD_RUNS[name]; i++) {
    built = undefined;
    gc();
    built = build(cells);
    buildSamples.push(built.ms);
    buildCpu.push(built.cpu);
    buildThreadCpu.push(built.threadCpu);
  }
  cells = undefined;
  gc();
  const heapAbsolute = heapMb();
  const heap = Math.round((heapAbsolute - baseline) * 10) / 10;
  const { engine, sheet } = built!;
  const sums = checksum(engine, sheet, formulas);
  record(result(`engine.${name}.build`, buildSamples, heap, {
    heap_process_mb: heapAbsolute, cpu_ms: round(median(buildCpu)), ...threadCpuExtra(buildThreadCpu), checksum: sums.sum, errors: sums.errors, text_len: sums.textLength,
    peer_build_ms: peer.build, peer_heap_mb: peer.heap, peer_checksum: peer.checksum ?? 'n/a',
  }));
  const recalcSamples: number[] = [];
  const recalcCpu: number[] = [];
  for (const value of input.values) {
    const cpuStarted = cpuMs();
    const started = performance.now();
    engine.setCellContent(sheet, inputAt[0], inputAt[1], value);
    for (const [row, col] of outputs) engine.getValue(sheet, row, col);
    recalcSamples.push(performance.now() - started);
    recalcCpu.push(cpuMs() - cpuStarted);
  }
  const cpuPerRecalc = recalcCpu.reduce((a, b) => a + b, 0) / recalcCpu.length;
  gc(); // live heap after the recalcs, as for the build: uncollected garbage says nothing of the engine
  // The mean carries the first edit after the build (the edit path compiled, the build's garbage
  // collected: 1-11 ms for W4) and swings with it; the median is the steady edit, beside the wall median.
  record(result(`engine.${name}.recalc`, recalcSamples, Math.round((heapMb() - baseline) * 10) / 10, {
    cpu_ms_mean: round(cpuPerRecalc), cpu_ms_median: round(median(recalcCpu)), first_ms: round(recalcSamples[0]), peer_recalc_ms: peer.recalc,
  }));
}

/** W1..W5 of ../shared/bench-peer: build-and-evaluate, one-input recompute, heap and checksums. */
export const engineSuite: BenchSuite = {
  names: [...WORKLOADS.flatMap((w) => [`engine.${w}.build`, `engine.${w}.recalc`]), ...LAMBDA_WORKLOADS, ...STRUCTURAL_WORKLOADS],
  async run(record, selected) {
    for (const name of WORKLOADS) await runWorkload(name, record, selected);
    runLambdaWorkloads(record, selected);
    // The structural edits need the kernel and the workbook and formulas plugins: loaded only when one runs.
    if (STRUCTURAL_WORKLOADS.some(selected)) (await import('./engine-structural.js')).runStructuralWorkloads(record, selected);
  },
};
