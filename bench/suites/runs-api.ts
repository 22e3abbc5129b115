import { spawn } from 'node:child_process';
import { createReadStream, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiKeyOf } from '../api-key.js';
import { cpuMsOf } from '../process-cpu.js';
import { heapUsedMb, summarize } from '../report.js';
import type { BenchSuite } from '../types.js';
import { autocannon, startServerProcess } from './server.js';
import { writeLoanInputs } from './runs-inputs.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LOAN = join(ROOT, 'fixtures/templates/loan-calculator.json');
const INPUTS = 100_000;
/** Connections of the second account's GET /api/user load while the run computes. */
const READERS = 4;
/**
 * Requests per second of each of them: an account's interactive requests (100 a second in all), not a
 * flood. Unthrottled, the load tool and the server's answering took most of a core of this 2-core machine
 * from the run's workers (session 15: the API run at 1.41x the CLI's time), which measured how the cores
 * were split rather than what the API adds to a run.
 */
const READER_RATE = 25;

/** `gridcast run` over the same file, as a user runs it: its wall time (start-up included). */
function cliMs(inputs: string, output: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'cli/bin.js'), 'run', LOAN, '--inputs', inputs, '--output', output, '--quiet'], { cwd: ROOT, stdio: 'ignore' });
  return new Promise((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`gridcast run exited with ${code}`)))));
}

async function json(url: string, init: RequestInit): Promise<Record<string, any>> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, any>;
}

/** A second account with a user of its own, and that user's API key. */
async function secondAccount(url: string, adminKey: string): Promise<string> {
  const headers = { 'x-api-key': adminKey, 'content-type': 'application/json' };
  const account = await json(`${url}/api/admin/accounts`, { method: 'POST', headers, body: JSON.stringify({ name: 'Neighbour' }) });
  await json(`${url}/api/admin/accounts/${account.account.id}/users`, { method: 'POST', headers, body: JSON.stringify({ email: 'neighbour@example.test', password: 'neighbour-password' }) });
  return apiKeyOf(url, 'neighbour@example.test', 'neighbour-password');
}

/**
 * runs.api-100k: a run of the demo loan template over 100,000 JSON lines through the API (upload streamed,
 * computed in the background on the server's workers, followed until done), against `gridcast run` over
 * the same file; meanwhile a second account's GET /api/user under load (its p99 is the figure beside).
 */
export const runsApiSuite: BenchSuite = {
  names: ['runs.api-100k'],
  async run(record) {
    const dir = await mkdtemp(join(tmpdir(), 'gridcast-bench-runs-api-'));
    const inputs = join(dir, 'inputs.jsonl');
    await writeLoanInputs(inputs, INPUTS);
    const { child, url } = await startServerProcess(join(dir, 'data'));
    try {
      const key = await apiKeyOf(url, 'bench@example.test', 'bench-password');
      const neighbour = await secondAccount(url, key);
      const gridId = (await json(`${url}/api/grids`, { headers: { 'x-api-key': key } })).grids[0].id as string;
      // Warm: the workers loaded and holding the compiled template, as a server that has been serving is.
      await json(`${url}/api/grids/${gridId}/evaluate`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify({ inputs: [{ principal: 1 }, { principal: 2 }] }) });
      const cli = await cliMs(inputs, join(dir, 'cli-results.jsonl'));

      const loadBefore = loadavg()[0];
      const load = autocannon({ url, connections: READERS, connectionRate: READER_RATE, duration: 600, headers: { 'x-api-key': neighbour }, requests: [{ method: 'GET', path: '/api/user' }] });
      const cpuBefore = cpuMsOf(child.pid) ?? 0;
      const started = performance.now();
      const upload = createReadStream(inputs);
      const created = await json(`${url}/api/grids/${gridId}/runs`, {
        method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/x-ndjson', 'content-length': String(statSync(inputs).size) },
        body: upload as unknown as BodyInit, duplex: 'half',
      } as RequestInit);
      const answeredMs = performance.now() - started;
      let run = created.run;
      while (run.status !== 'done') {
        await new Promise((next) => setTimeout(next, 200));
        run = (await json(`${url}/api/grids/${gridId}/runs/${run.id}`, { headers: { 'x-api-key': key } })).run;
      }
      const apiMs = performance.now() - started;
      const serverCpuMs = (cpuMsOf(child.pid) ?? 0) - cpuBefore;
      (load as unknown as { stop(): void }).stop();
      const reads = await load;
      record(summarize('runs.api-100k', [apiMs], heapUsedMb(), {
        inputs: INPUTS, cli_ms: Math.round(cli), api_to_cli_ratio: Math.round((apiMs / cli) * 100) / 100, answered_ms: Math.round(answeredMs),
        failed: run.failed, server_cpu_s: Math.round(serverCpuMs / 100) / 10,
        neighbour_rate_per_s: READERS * READER_RATE, load_before: Math.round(loadBefore * 10) / 10, load_after: Math.round(loadavg()[0] * 10) / 10,
        neighbour_get_user_p99_ms: reads.latency.p99, neighbour_get_user_p50_ms: reads.latency.p50, neighbour_requests: reads.requests.total, neighbour_non_2xx: reads.non2xx + reads.errors,
      }));
    } finally {
      child.kill('SIGTERM');
      await rm(dir, { recursive: true, force: true });
    }
  },
};
