import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type HttpLoadResult, httpLoad, type LoadRequestSpec } from './http-load.js';
import type { Fixture } from './suites/server.js';

/** What a load process is asked to run. */
interface LoadJob {
  readonly kind: 'read' | 'write';
  readonly fixture: Omit<Fixture, 'saveBodies'> & { readonly saveBodies: readonly string[] };
  readonly duration: number;
  readonly connections: number;
}

/** A load's result and the CPU its load tool used (ms, user + system). */
export type ToolLoadResult = HttpLoadResult & { readonly toolCpuMs: number };

/**
 * Runs the load against one server in a process of its own (bench/http-load.ts: raw keep-alive sockets):
 * run in the bench's process, the load for every server shared one core with the bench itself, and
 * autocannon's own CPU per request (0.10-0.15 ms) was most of what a server spent on a read.
 */
export function loadInProcess(kind: LoadJob['kind'], fixture: Fixture, duration: number, connections: number): Promise<ToolLoadResult> {
  const job: LoadJob = { kind, fixture: { ...fixture, saveBodies: fixture.saveBodies.map((body) => body.toString('base64')) }, duration, connections };
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--load'], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify(job));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString(); });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out) as ToolLoadResult);
      else reject(new Error(`load process exited with ${code}`));
    });
  });
}

/** GET of the first writer's shadow, gzip accepted (what a browser asks). */
export function readRequests(fixture: Fixture): LoadRequestSpec[] {
  return [{ method: 'GET', path: `/api/shadows/${fixture.tokens[0]}`, headers: { 'x-api-key': fixture.key, 'accept-encoding': 'gzip' } }];
}

/**
 * Saves of one edited cell each, the n-th to shadow n mod writers with body n mod bodies, as the
 * autocannon load sent them: every pair of the two cycles, in that order.
 */
export function writeRequests(fixture: Fixture): LoadRequestSpec[] {
  const { tokens, saveBodies } = fixture;
  const cycle = lcm(tokens.length, saveBodies.length);
  const headers = { 'x-api-key': fixture.key, 'content-type': 'application/json', 'content-encoding': 'gzip' };
  return Array.from({ length: cycle }, (_, n) => ({ method: 'PUT', path: `/api/shadows/${tokens[n % tokens.length]}`, headers, body: saveBodies[n % saveBodies.length] }));
}

function lcm(a: number, b: number): number {
  const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
  return (a * b) / gcd(a, b);
}

async function runJob(job: LoadJob): Promise<ToolLoadResult> {
  const fixture: Fixture = { ...job.fixture, saveBodies: job.fixture.saveBodies.map((body) => Buffer.from(body, 'base64')) };
  const requests = job.kind === 'read' ? readRequests(fixture) : writeRequests(fixture);
  const before = process.cpuUsage();
  const result = await httpLoad({ url: fixture.url, connections: job.connections, durationS: job.duration, requests });
  const used = process.cpuUsage(before);
  return { ...result, toolCpuMs: (used.user + used.system) / 1000 };
}

// Child-process mode: `node --import tsx bench/load-process.ts --load`, the job as JSON on stdin.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--load') {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const result = await runJob(JSON.parse(input) as LoadJob);
  process.stdout.write(JSON.stringify(result), () => process.exit(0));
}
