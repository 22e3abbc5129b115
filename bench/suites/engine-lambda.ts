import { Engine } from '../../plugins/formulas/engine/index.js';
import type { BenchResult } from '../types.js';
import { BENCH_ENGINE } from '../engine-options.js';

const CELLS = 100_000;
const RUNS = 15;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round = (x: number): number => Math.round(x * 100) / 100;
/** CPU time of this process (user + system): steadier than wall time on a shared machine. */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * One formula over 100k numbers in column B; each run changes B1 and reads the formula again, so a
 * run is the LAMBDA helper's whole recompute (and, for MAP, spilling 100k results).
 */
function measure(name: string, formula: string, target: number): BenchResult {
  const engine = new Engine(BENCH_ENGINE);
  const sheet = engine.addSheet('Sheet1');
  engine.setCells(sheet, Array.from({ length: CELLS }, (_, i) => [i, 1, i + 1] as const));
  engine.setCellContent(sheet, 0, 0, formula);
  const first = engine.getValue(sheet, 0, 0);
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const cpuStarted = cpuMs();
    const started = performance.now();
    engine.setCellContent(sheet, 0, 1, run + 2);
    engine.getValue(sheet, 0, 0);
    samples.push(performance.now() - started);
    cpu.push(cpuMs() - cpuStarted);
  }
  return {
    name, median_ms: round(median(samples)), min_ms: round(Math.min(...samples)), max_ms: round(Math.max(...samples)), runs: samples.length,
    heap_mb: Math.round((process.memoryUsage().heapUsed / 2 ** 20) * 10) / 10,
    extra: { cpu_ms: round(median(cpu)), target_ms: target, first_value: typeof first === 'number' ? first : String(first) },
  };
}

export const LAMBDA_WORKLOADS = ['engine.lambda.map', 'engine.lambda.reduce'];

/** MAP and REDUCE with a LAMBDA over 100k cells (issue targets: under 100 ms and 50 ms); part of the engine suite. */
export function runLambdaWorkloads(record: (r: BenchResult) => void, selected: (name: string) => boolean): void {
  if (selected('engine.lambda.map')) record(measure('engine.lambda.map', `=MAP(B1:B${CELLS},LAMBDA(x,x*2+1))`, 100));
  if (selected('engine.lambda.reduce')) record(measure('engine.lambda.reduce', `=REDUCE(0,B1:B${CELLS},LAMBDA(a,x,a+x))`, 50));
}
