import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Fixture, type LoadResult, readLoad, writeLoad } from './suites/server.js';

/** What a load process is asked to run. */
interface LoadJob {
  readonly kind: 'read' | 'write';
  readonly fixture: Omit<Fixture, 'saveBodies'> & { readonly saveBodies: readonly string[] };
  readonly duration: number;
  readonly connections: number;
}

/** A load's result and the CPU its load tool used (ms, user + system). */
export type ToolLoadResult = LoadResult & { readonly toolCpuMs: number };

/**
 * Runs autocannon in a process of its own against one server: run in the bench's process, the load for
 * every server shared one core with the bench itself, so the tool could cap what a pair of servers showed.
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

async function runJob(job: LoadJob): Promise<ToolLoadResult> {
  const fixture: Fixture = { ...job.fixture, saveBodies: job.fixture.saveBodies.map((body) => Buffer.from(body, 'base64')) };
  const before = process.cpuUsage();
  const result = await (job.kind === 'read' ? readLoad : writeLoad)(fixture, job.duration, job.connections);
  const used = process.cpuUsage(before);
  return { ...result, toolCpuMs: (used.user + used.system) / 1000 };
}

// Child-process mode: `node --import tsx bench/load-process.ts --load`, the job as JSON on stdin.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--load') {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const result = await runJob(JSON.parse(input) as LoadJob);
  const { latency, requests, non2xx, errors, timeouts, toolCpuMs } = result;
  // Exits once written: autocannon may leave sockets that would keep the process waiting.
  process.stdout.write(JSON.stringify({ latency, requests, '2xx': result['2xx'], non2xx, errors, timeouts, toolCpuMs }), () => process.exit(0));
}
