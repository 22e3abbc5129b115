import { spawn } from 'node:child_process';
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { cpuMsOf } from '../process-cpu.js';
import { heapUsedMb, summarize } from '../report.js';
import type { BenchSuite } from '../types.js';
import { loanRunInput, writeLoanInputs } from './runs-inputs.js';
import { TemplateFunction } from '../../plugins/template-function/index.js';
import { readTemplateFile } from '../../plugins/workbook/file/index.js';
import { withAssembledFunctions } from '../../plugins/formulas/index.js';
import { filteredRowsOf } from '../../plugins/filters/index.js';
import { serverPlugins } from '../../server/plugin-manifests.js';
import { ComputePool } from '../../server/compute/compute-pool.js';
import { projectWorkerBundle } from '../../server/compute/worker-bundle.js';
import { runPipeline } from '../../cli/commands/run-pipeline.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LOAN = join(ROOT, 'fixtures/templates/loan-calculator.json');
const MILLION = 1_000_000;
const SCALING_INPUTS = 100_000;
const ENGINE_CALLS = 20_000;
/** Inputs of the run that measures what a run costs whatever its size (processes and workers loading). */
const START_UP_INPUTS = 1000;
const SCALING_ROUNDS = 3;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

/** What a finished `gridcast run` process used: wall time, CPU (user + system) and peak resident memory. */
interface ProcessUse {
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly peakRssMb: number;
  readonly stderr: string;
  /** CPU ms of the main thread, of the busiest threads (the workers, as many as asked), and of every other thread (V8's collector and compiler helpers, the module loader's). */
  readonly mainMs: number;
  readonly workerMs: number;
  readonly otherMs: number;
}

/** CPU ms (user + system) each thread of `pid` has used, by thread id, from /proc; threads gone are not listed. */
function threadCpuMs(pid: number): Map<string, number> {
  const used = new Map<string, number>();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
        used.set(tid, (Number(fields[11]) + Number(fields[12])) * 10);
      } catch {
        // A thread that ended meanwhile: its last sample stands.
      }
    }
  } catch {
    // The process is gone.
  }
  return used;
}

/**
 * Runs the CLI as a user would, sampling its CPU (whole and per thread) and peak RSS (VmHWM: the process's
 * own high-water mark) from /proc; `workers` threads, the busiest besides the main one, count as workers.
 */
function timedCli(args: readonly string[], workers: number): Promise<ProcessUse> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'cli/bin.js'), ...args], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  let cpuMs = 0;
  let peakKb = 0;
  const threads = new Map<string, number>();
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const sample = setInterval(() => {
    cpuMs = cpuMsOf(child.pid) ?? cpuMs;
    for (const [tid, ms] of threadCpuMs(child.pid!)) threads.set(tid, ms);
    try {
      const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
    } catch {
      // Gone: the last sample stands.
    }
  }, 100);
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      clearInterval(sample);
      if (code !== 0) reject(new Error(`gridcast run exited with ${code}: ${stderr}`));
      else {
        const mainMs = threads.get(String(child.pid)) ?? 0;
        const others = [...threads].filter(([tid]) => tid !== String(child.pid)).map(([, ms]) => ms).sort((a, b) => b - a);
        const workerMs = others.slice(0, workers).reduce((sum, ms) => sum + ms, 0);
        const otherMs = others.slice(workers).reduce((sum, ms) => sum + ms, 0);
        resolve({ wallMs: performance.now() - started, cpuMs, peakRssMb: Math.round(peakKb / 1024), stderr, mainMs, workerMs, otherMs });
      }
    });
  });
}

/**
 * CPU per call (µs) of the loan template's engine: one `TemplateFunction.call` (the input set, the cells
 * depending on it recomputed, the outputs read), which is what POST /evaluate runs per input in a worker,
 * warm, its result dropped. Measured in a Node process of its own with the heap a run's worker has (V8's
 * defaults; this bench's process has a bigger young generation, which makes collecting cheaper), as the
 * CPU of the whole process (the collector's helper threads included, as they are in the run's figure).
 */
function engineMicrosPerCall(): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--engine-us'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString(); });
  return new Promise((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve(Number(out)) : reject(new Error(`the engine measure exited with ${code}`)))));
}

function engineMicrosHere(): number {
  const fn = new TemplateFunction(readTemplateFile(JSON.parse(readFileSync(LOAN, 'utf8'))), withAssembledFunctions({ filteredRows: filteredRowsOf }, serverPlugins));
  for (let i = 0; i < 2000; i++) fn.call(loanRunInput(i));
  const rounds: number[] = [];
  for (let round = 0; round < 3; round++) {
    const before = process.cpuUsage();
    for (let i = 0; i < ENGINE_CALLS; i++) fn.call(loanRunInput(i));
    const used = process.cpuUsage(before);
    rounds.push((used.user + used.system) / ENGINE_CALLS);
  }
  return median(rounds);
}

/** Each thread of this process (by id): the ms it has run and the ms it has waited for a core (Linux schedstat). */
function threadTimes(): Map<string, { run: number; wait: number }> {
  const times = new Map<string, { run: number; wait: number }>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const [run, wait] = readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
      times.set(tid, { run: run / 1e6, wait: wait / 1e6 });
    } catch {
      // A thread that ended meanwhile.
    }
  }
  return times;
}

interface PipelineRate {
  readonly rate: number;
  /** The ms the busiest worker thread ran, every worker thread ran, and the worker threads waited for a core, in the measured run. */
  readonly busiestRunMs: number;
  readonly workersRunMs: number;
  readonly waitMs: number;
  /** The ms the main thread (cutting, sending, writing in order) ran meanwhile. */
  readonly mainRunMs: number;
  /** The ms every other thread of the process ran meanwhile (V8's collector and compiler helpers, libuv's pool). */
  readonly otherRunMs: number;
}

/** Inputs per second of the run pipeline over `path` with a warm pool of `workers` (start-up left out), and what its worker threads ran and waited. */
async function pipelineRate(path: string, workers: number): Promise<PipelineRate> {
  const text = readFileSync(LOAN);
  const pool = new ComputePool({ workers, budgetMs: 600_000, queuedPerAccount: 1024, userFunctionBudgetMs: 2000 }, async () => [new Uint8Array(text)], () => undefined);
  const run = (input: NodeJS.ReadableStream) => runPipeline({
    pool, workers, contentKey: 'bench-loan', format: 'jsonl', writing: { format: 'jsonl' }, input: input as never,
    output: new Writable({ write: (_chunk, _encoding, done) => done() }), failFast: false, progress: () => undefined,
  });
  try {
    // Warm: every worker loaded and holding the compiled template.
    const warm = join(tmpdir(), `gridcast-runs-warm-${process.pid}.jsonl`);
    await writeLoanInputs(warm, 2000 * workers);
    await run(createReadStream(warm));
    await rm(warm, { force: true });
    const before = threadTimes();
    const started = performance.now();
    const summary = await run(createReadStream(path));
    const rate = summary.done / ((performance.now() - started) / 1000);
    // The worker threads: those (not the main thread) that ran for more than a few ms meanwhile.
    const after = threadTimes();
    const threads = [...after].filter(([tid]) => tid !== String(process.pid)).map(([tid, times]) => ({ run: times.run - (before.get(tid)?.run ?? 0), wait: times.wait - (before.get(tid)?.wait ?? 0) }))
      .sort((a, b) => b.run - a.run);
    const used = threads.filter((thread) => thread.run > 50).slice(0, workers);
    const main = (times: Map<string, { run: number }>) => times.get(String(process.pid))?.run ?? 0;
    return {
      rate, busiestRunMs: used[0]?.run ?? 0, workersRunMs: used.reduce((sum, thread) => sum + thread.run, 0), waitMs: used.reduce((sum, thread) => sum + thread.wait, 0),
      mainRunMs: main(after) - main(before), otherRunMs: threads.slice(used.length).reduce((sum, thread) => sum + thread.run, 0),
    };
  } finally {
    await pool.close();
  }
}

/** The median over runs of `field` (ms) per input, in µs. */
function perInputUs(runs: readonly PipelineRate[], field: 'workersRunMs' | 'mainRunMs' | 'otherRunMs'): number {
  return Math.round((median(runs.map((run) => run[field])) * 10_000) / SCALING_INPUTS) / 10;
}

/**
 * Runs of a template over a file of inputs (issue 38), on the demo loan template:
 * - runs.cli-1M: `gridcast run` over 1,000,000 JSON lines (made on the fly), a worker per core: wall time,
 *   peak RSS, and the CPU per input beside one engine call's (the ratio; the physical limit is engine time x
 *   inputs / cores): the whole process's CPU per input, and per further input (past what a run of 1,000
 *   inputs costs: the processes and workers loading), and where it goes (main thread, workers, the others).
 * - runs.scaling: inputs per second of the same pipeline with warm pools of 1 and 2 workers, and their ratio;
 *   beside it, from Linux's schedstat, the ratio the work divides by (one worker's run time over the busiest
 *   of two's: the wall ratio when each worker has a core), the ratio the cores allow (the same over the
 *   two-worker run's whole CPU, main thread and helper threads included, spread over the cores: the wall
 *   ratio when nothing else runs on the machine) and the time the workers waited for a core.
 */
export const runsSuite: BenchSuite = {
  names: ['runs.cli-1M', 'runs.scaling'],
  async run(record, selected) {
    const dir = await mkdtemp(join(tmpdir(), 'gridcast-bench-runs-'));
    try {
      // The workers' bundle built now if the sources changed, so that no measured run builds it.
      await projectWorkerBundle((line) => process.stderr.write(`${line}\n`));
      const engineBeforeUs = await engineMicrosPerCall();
      if (selected('runs.cli-1M')) {
        const cores = availableParallelism();
        const small = join(dir, 'inputs-start-up.jsonl');
        await writeLoanInputs(small, START_UP_INPUTS);
        const startUp = await timedCli(['run', LOAN, '--inputs', small, '--output', join(dir, 'results-start-up.jsonl'), '--quiet'], cores);
        const inputs = join(dir, 'inputs-1M.jsonl');
        await writeLoanInputs(inputs, MILLION);
        const output = join(dir, 'results-1M.jsonl');
        const loadBefore = loadavg()[0];
        const use = await timedCli(['run', LOAN, '--inputs', inputs, '--output', output, '--quiet'], cores);
        // Measured again after the run, and the two averaged: on a shared machine the load moves during a run
        // of minutes, and CPU per call moves with it (43.7 us at load 7 against a run at load 15-24).
        const engineAfterUs = await engineMicrosPerCall();
        const engineUs = (engineBeforeUs + engineAfterUs) / 2;
        const cpuUsPerInput = (use.cpuMs * 1000) / MILLION;
        // What each further input costs: the run's CPU past what a run of START_UP_INPUTS costs (loading), per input past those.
        const marginalUs = ((use.cpuMs - startUp.cpuMs) * 1000) / (MILLION - START_UP_INPUTS);
        const perInput = (ms: number) => Math.round((ms * 10_000) / MILLION) / 10;
        record(summarize('runs.cli-1M', [use.wallMs], heapUsedMb(), {
          inputs: MILLION, workers: cores, peak_rss_mb: use.peakRssMb, cpu_s: Math.round(use.cpuMs / 100) / 10,
          cpu_us_per_input: Math.round(cpuUsPerInput * 10) / 10, engine_us_per_call: Math.round(engineUs * 10) / 10,
          engine_us_before: Math.round(engineBeforeUs * 10) / 10, engine_us_after: Math.round(engineAfterUs * 10) / 10,
          cpu_to_engine_ratio: Math.round((cpuUsPerInput / engineUs) * 100) / 100,
          start_up_cpu_s: Math.round(startUp.cpuMs / 100) / 10, marginal_cpu_us_per_input: Math.round(marginalUs * 10) / 10,
          marginal_to_engine_ratio: Math.round((marginalUs / engineUs) * 100) / 100,
          main_us_per_input: perInput(use.mainMs), workers_us_per_input: perInput(use.workerMs), other_threads_us_per_input: perInput(use.otherMs),
          physical_limit_s: Math.round((engineUs * MILLION) / cores / 1e5) / 10,
          input_mb: Math.round(statSync(inputs).size / 1e5) / 10, output_mb: Math.round(statSync(output).size / 1e5) / 10,
          load_before: Math.round(loadBefore * 10) / 10, load_after: Math.round(loadavg()[0] * 10) / 10,
        }));
      }
      if (selected('runs.scaling')) {
        const inputs = join(dir, 'inputs-scaling.jsonl');
        await writeLoanInputs(inputs, SCALING_INPUTS);
        // Alternated, the median of each: on a machine shared with other work, one load spike would else decide the ratio.
        const ones: PipelineRate[] = [];
        const twos: PipelineRate[] = [];
        const loadBefore = loadavg()[0];
        for (let round = 0; round < SCALING_ROUNDS; round++) {
          ones.push(await pipelineRate(inputs, 1));
          twos.push(await pipelineRate(inputs, 2));
        }
        const one = median(ones.map((run) => run.rate));
        const two = median(twos.map((run) => run.rate));
        // What the ratio is when each worker has a core: the work of one worker over the busiest of two's.
        const divided = median(ones.map((run) => run.busiestRunMs)) / median(twos.map((run) => run.busiestRunMs));
        // What the ratio can be on this machine's cores, all of them ours: one worker's run time over the two-worker
        // run's whole CPU (workers, main thread, every other thread) spread over the cores, or its busiest worker if longer.
        // With one worker the main thread and V8's helpers run on the idle core for free; with two they take from the workers.
        const twoCpuMs = median(twos.map((run) => run.workersRunMs + run.mainRunMs + run.otherRunMs));
        const coresBound = median(ones.map((run) => run.busiestRunMs)) / Math.max(median(twos.map((run) => run.busiestRunMs)), twoCpuMs / availableParallelism());
        record(summarize('runs.scaling', [(SCALING_INPUTS / two) * 1000], heapUsedMb(), {
          inputs: SCALING_INPUTS, inputs_per_s_1_worker: Math.round(one), inputs_per_s_2_workers: Math.round(two),
          ratio: Math.round((two / one) * 100) / 100,
          // The best round of each over the other: the rounds the machine's other work disturbed least.
          best_ratio: Math.round((Math.max(...twos.map((run) => run.rate)) / Math.max(...ones.map((run) => run.rate))) * 100) / 100,
          rates_1: ones.map((run) => Math.round(run.rate)).join('/'), rates_2: twos.map((run) => Math.round(run.rate)).join('/'),
          cpu_bound_ratio: Math.round(divided * 100) / 100, cores_bound_ratio: Math.round(coresBound * 100) / 100, wait_ms_1: Math.round(median(ones.map((run) => run.waitMs))), wait_ms_2: Math.round(median(twos.map((run) => run.waitMs))),
          engine_us_per_call: Math.round(engineBeforeUs * 10) / 10,
          // CPU per input: the workers' (all of them) and the main thread's, with 1 and 2 workers.
          worker_us_per_input_1: perInputUs(ones, 'workersRunMs'), worker_us_per_input_2: perInputUs(twos, 'workersRunMs'),
          main_us_per_input_1: perInputUs(ones, 'mainRunMs'), main_us_per_input_2: perInputUs(twos, 'mainRunMs'),
          other_us_per_input_1: perInputUs(ones, 'otherRunMs'), other_us_per_input_2: perInputUs(twos, 'otherRunMs'),
          load_before: Math.round(loadBefore * 10) / 10, load_after: Math.round(loadavg()[0] * 10) / 10,
        }));
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
};

// The engine's own measure, in a process of its own (`engineMicrosPerCall`).
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--engine-us') process.stdout.write(String(engineMicrosHere()));
