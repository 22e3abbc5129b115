import { spawn } from 'node:child_process';
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
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
import { runPipeline } from '../../cli/commands/run-pipeline.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LOAN = join(ROOT, 'fixtures/templates/loan-calculator.json');
const MILLION = 1_000_000;
const SCALING_INPUTS = 100_000;
const ENGINE_CALLS = 20_000;
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
}

/** Runs the CLI as a user would, sampling its CPU and peak RSS (VmHWM: the process's own high-water mark) from /proc. */
function timedCli(args: readonly string[]): Promise<ProcessUse> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'cli/bin.js'), ...args], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  let cpuMs = 0;
  let peakKb = 0;
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const sample = setInterval(() => {
    cpuMs = cpuMsOf(child.pid) ?? cpuMs;
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
      else resolve({ wallMs: performance.now() - started, cpuMs, peakRssMb: Math.round(peakKb / 1024), stderr });
    });
  });
}

/** CPU per call (µs) of the loan template's engine, one `TemplateFunction.call` as POST /evaluate makes it, warm. */
function engineMicrosPerCall(): number {
  const fn = new TemplateFunction(readTemplateFile(JSON.parse(readFileSync(LOAN, 'utf8'))), withAssembledFunctions({ filteredRows: filteredRowsOf }, serverPlugins));
  for (let i = 0; i < 2000; i++) fn.call(loanRunInput(i));
  const before = process.cpuUsage();
  for (let i = 0; i < ENGINE_CALLS; i++) fn.call(loanRunInput(i));
  const used = process.cpuUsage(before);
  return (used.user + used.system) / ENGINE_CALLS;
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
  /** The ms the busiest worker thread ran, and the ms the worker threads waited for a core, in the measured run. */
  readonly busiestRunMs: number;
  readonly waitMs: number;
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
    const used = [...threadTimes()].filter(([tid]) => tid !== String(process.pid)).map(([tid, after]) => ({ run: after.run - (before.get(tid)?.run ?? 0), wait: after.wait - (before.get(tid)?.wait ?? 0) }))
      .filter((thread) => thread.run > 50).sort((a, b) => b.run - a.run).slice(0, workers);
    return { rate, busiestRunMs: used[0]?.run ?? 0, waitMs: used.reduce((sum, thread) => sum + thread.wait, 0) };
  } finally {
    await pool.close();
  }
}

/**
 * Runs of a template over a file of inputs (issue 38), on the demo loan template:
 * - runs.cli-1M: `gridcast run` over 1,000,000 JSON lines (made on the fly), a worker per core: wall time,
 *   peak RSS, and the CPU per input beside one engine call's (the ratio; the physical limit is engine time x
 *   inputs / cores).
 * - runs.scaling: inputs per second of the same pipeline with warm pools of 1 and 2 workers, and their ratio;
 *   beside it, from Linux's schedstat, the ratio the work divides by (one worker's run time over the busiest
 *   of two's: the wall ratio when each worker has a core) and the time the workers waited for a core.
 */
export const runsSuite: BenchSuite = {
  names: ['runs.cli-1M', 'runs.scaling'],
  async run(record, selected) {
    const dir = await mkdtemp(join(tmpdir(), 'gridcast-bench-runs-'));
    try {
      const engineUs = engineMicrosPerCall();
      if (selected('runs.cli-1M')) {
        const inputs = join(dir, 'inputs-1M.jsonl');
        await writeLoanInputs(inputs, MILLION);
        const output = join(dir, 'results-1M.jsonl');
        const use = await timedCli(['run', LOAN, '--inputs', inputs, '--output', output, '--quiet']);
        const cores = availableParallelism();
        const cpuUsPerInput = (use.cpuMs * 1000) / MILLION;
        record(summarize('runs.cli-1M', [use.wallMs], heapUsedMb(), {
          inputs: MILLION, workers: cores, peak_rss_mb: use.peakRssMb, cpu_s: Math.round(use.cpuMs / 100) / 10,
          cpu_us_per_input: Math.round(cpuUsPerInput * 10) / 10, engine_us_per_call: Math.round(engineUs * 10) / 10,
          cpu_to_engine_ratio: Math.round((cpuUsPerInput / engineUs) * 100) / 100,
          physical_limit_s: Math.round((engineUs * MILLION) / cores / 1e5) / 10,
          input_mb: Math.round(statSync(inputs).size / 1e5) / 10, output_mb: Math.round(statSync(output).size / 1e5) / 10,
        }));
      }
      if (selected('runs.scaling')) {
        const inputs = join(dir, 'inputs-scaling.jsonl');
        await writeLoanInputs(inputs, SCALING_INPUTS);
        // Alternated, the median of each: on a machine shared with other work, one load spike would else decide the ratio.
        const ones: PipelineRate[] = [];
        const twos: PipelineRate[] = [];
        for (let round = 0; round < SCALING_ROUNDS; round++) {
          ones.push(await pipelineRate(inputs, 1));
          twos.push(await pipelineRate(inputs, 2));
        }
        const one = median(ones.map((run) => run.rate));
        const two = median(twos.map((run) => run.rate));
        // What the ratio is when each worker has a core: the work of one worker over the busiest of two's.
        const divided = median(ones.map((run) => run.busiestRunMs)) / median(twos.map((run) => run.busiestRunMs));
        record(summarize('runs.scaling', [(SCALING_INPUTS / two) * 1000], heapUsedMb(), {
          inputs: SCALING_INPUTS, inputs_per_s_1_worker: Math.round(one), inputs_per_s_2_workers: Math.round(two),
          ratio: Math.round((two / one) * 100) / 100, rates_1: ones.map((run) => Math.round(run.rate)).join('/'), rates_2: twos.map((run) => Math.round(run.rate)).join('/'),
          cpu_bound_ratio: Math.round(divided * 100) / 100, wait_ms_1: Math.round(median(ones.map((run) => run.waitMs))), wait_ms_2: Math.round(median(twos.map((run) => run.waitMs))),
          engine_us_per_call: Math.round(engineUs * 10) / 10,
        }));
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
};
