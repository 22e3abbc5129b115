import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { summarize } from '../report.js';
import type { BenchSuite } from '../types.js';
import { autocannon, keepNoBodies, type LoadResult, startServerProcess } from './server.js';
import { apiKeyOf } from '../api-key.js';
import { cpuMeter } from '../process-cpu.js';

const CLIENTS = 50;
const RUNS = 3;
const DURATION_S = 5;
const WARMUP_S = 2;
const BATCH = 1000;
const BATCH_RUNS = 10;
/** Inputs cycled through by the load, so consecutive calls really change the template's input. */
const BODIES = 16;

const loanInput = (i: number) => ({ principal: 100_000 + 1000 * i, rate: 0.03 + (i % 10) / 1000, years: 10 + (i % 21) });

interface Target {
  readonly url: string;
  readonly key: string;
  readonly gridId: string;
}

/** The bench server seeds the demo loan template, published, in the admin's account. */
async function demoTemplate(url: string): Promise<Target> {
  const key = await apiKeyOf(url, 'bench@example.test', 'bench-password');
  const grids = (await (await fetch(`${url}/api/grids`, { headers: { 'x-api-key': key } })).json()) as { grids: { id: string; name: string }[] };
  return { url, key, gridId: grids.grids[0].id };
}

async function post(target: Target, body: unknown): Promise<unknown> {
  const response = await fetch(`${target.url}/api/grids/${target.gridId}/evaluate`, { method: 'POST', headers: { 'x-api-key': target.key, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`evaluate: ${response.status} ${await response.text()}`);
  return response.json();
}

function callLoad(target: Target, duration: number): Promise<LoadResult> {
  const bodies = Array.from({ length: BODIES }, (_, i) => Buffer.from(JSON.stringify({ input: loanInput(i) })));
  let next = 0;
  return autocannon({
    url: target.url, connections: CLIENTS, duration, method: 'POST',
    headers: { 'x-api-key': target.key, 'content-type': 'application/json' }, setupClient: keepNoBodies,
    requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, path: `/api/grids/${target.gridId}/evaluate`, body: bodies[next++ % BODIES] }) }],
  });
}

/**
 * Templates as functions on the demo loan template (3 inputs, 70 formulas, a 12-row table output):
 * server.evaluate.p99 at 50 concurrent clients on loopback (calls/s and the server's CPU per call beside it), and
 * server.evaluate-batch-1000 (one call with 1,000 inputs, client-side wall time).
 */
export const evaluateSuite: BenchSuite = {
  names: ['server.evaluate.p99', 'server.evaluate-batch-1000'],
  async run(record, selected) {
    const dataDir = await mkdtemp(join(tmpdir(), 'gridcast-bench-'));
    const { child, url } = await startServerProcess(dataDir);
    try {
      const target = await demoTemplate(url);
      await post(target, { input: loanInput(0) });
      if (selected('server.evaluate.p99')) {
        const warmup = await callLoad(target, WARMUP_S);
        const runs: LoadResult[] = [];
        const cpu = cpuMeter(() => [child.pid!]);
        for (let i = 0; i < RUNS; i++) runs.push(await callLoad(target, DURATION_S));
        const serverCpuMs = cpu();
        const last = runs[runs.length - 1];
        record(summarize('server.evaluate.p99', runs.map((run) => run.latency.p99), 0, {
          connections: CLIENTS, p50_ms: last.latency.p50, max_ms: last.latency.max, calls_per_s: Math.round(last.requests.average),
          server_cpu_us_per_call: Math.round((serverCpuMs * 1000) / runs.reduce((sum, run) => sum + run.requests.total, 0)),
          warmup_p99_ms: warmup.latency.p99, non_2xx: [warmup, ...runs].reduce((sum, run) => sum + run.non2xx + run.errors, 0),
        }));
      }
      if (selected('server.evaluate-batch-1000')) {
        const inputs = Array.from({ length: BATCH }, (_, i) => loanInput(i));
        await post(target, { inputs });
        const samples: number[] = [];
        for (let i = 0; i < BATCH_RUNS; i++) {
          const started = performance.now();
          const answer = (await post(target, { inputs })) as { results: unknown[] };
          samples.push(performance.now() - started);
          if (answer.results.length !== BATCH) throw new Error(`batch answered ${answer.results.length} results`);
        }
        const median = [...samples].sort((a, b) => a - b)[BATCH_RUNS >> 1];
        record(summarize('server.evaluate-batch-1000', samples, 0, { inputs: BATCH, inputs_per_s: Math.round((BATCH * 1000) / median) }));
      }
    } finally {
      child.kill('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
