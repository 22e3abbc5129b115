import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Cluster, startCluster } from '../../scripts/postgres-cluster.js';
import { summarize } from '../report.js';
import type { BenchSuite } from '../types.js';
import { cpuMeter, postgresPids } from '../process-cpu.js';
import { loadInProcess } from '../load-process.js';
import { type Fixture, prepare, startServerProcess, storedSaves } from './server.js';

const RUNS = 3;
const DURATION_S = 5;
const WARMUP_S = 3;
const CONNECTIONS = [100, 20] as const;

/** A way to run the server: one process on the embedded store, or two on one PostgreSQL database. */
interface Deployment {
  readonly name: 'embedded-one' | 'postgres-pair';
  /** One fixture per process: the same grid, shadows and key, each through its own process. */
  readonly fixtures: readonly Fixture[];
  /** The server processes, and the database's when it has its own. */
  readonly serverPids: readonly number[];
  readonly databasePids: () => readonly number[];
  stop(): Promise<void>;
}

async function embeddedOne(): Promise<Deployment> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gridcast-bench-'));
  const { child, url } = await startServerProcess(dataDir);
  return {
    name: 'embedded-one', fixtures: [await prepare(url)], serverPids: [child.pid!], databasePids: () => [],
    stop: async () => {
      child.kill('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresPair(cluster: Cluster): Promise<Deployment> {
  const store = await cluster.createDatabase();
  const dirs = await Promise.all([0, 1].map(() => mkdtemp(join(tmpdir(), 'gridcast-bench-'))));
  const servers: { child: ChildProcess; url: string }[] = [];
  for (const dir of dirs) servers.push(await startServerProcess(dir, store));
  const first = await prepare(servers[0].url);
  return {
    name: 'postgres-pair', fixtures: servers.map((server) => ({ ...first, url: server.url })),
    serverPids: servers.map((server) => server.child.pid!), databasePids: () => postgresPids(cluster.port),
    stop: async () => {
      for (const server of servers) server.child.kill('SIGTERM');
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The connections split evenly over the deployment's processes, as a load balancer would, each server's
 * share loaded by a load process of its own (bench/http-load.ts): requests add up; the p99 reported is
 * the worse of the processes' p99s.
 */
async function loadAll(deployment: Deployment, kind: 'read' | 'write', duration: number, connections: number) {
  const share = connections / deployment.fixtures.length;
  const serverCpu = cpuMeter(() => deployment.serverPids);
  const databaseCpu = cpuMeter(deployment.databasePids);
  const results = await Promise.all(deployment.fixtures.map((fixture) => loadInProcess(kind, fixture, duration, share)));
  const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
  return {
    serverCpuMsPerRequest: serverCpu() / requests,
    databaseCpuMsPerRequest: databaseCpu() / requests,
    toolCpuMsPerRequest: results.reduce((sum, result) => sum + result.toolCpuMs, 0) / requests,
    p99: Math.max(...results.map((result) => result.latency.p99)),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    perSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    ok: results.reduce((sum, result) => sum + result['2xx'], 0),
    failed: results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
  };
}

interface RunCpu {
  readonly serverCpuMsPerRequest: number;
  readonly databaseCpuMsPerRequest: number;
  readonly toolCpuMsPerRequest: number;
}

/** The mean of the runs that measured something (a run in which no request completed has no CPU per request). */
function mean(values: readonly number[]): number {
  const measured = values.filter(Number.isFinite);
  return measured.reduce((sum, value) => sum + value, 0) / measured.length;
}
const hundredths = (value: number) => Math.round(value * 100) / 100;
const thousandths = (value: number) => Math.round(value * 1000) / 1000;

/** Mean CPU per request over the runs: the server processes', PostgreSQL's (its server and backends), the load tool's. */
function cpuPerRequest(runs: readonly RunCpu[]) {
  return {
    server_cpu_ms_per_request: thousandths(mean(runs.map((run) => run.serverCpuMsPerRequest))),
    database_cpu_ms_per_request: thousandths(mean(runs.map((run) => run.databaseCpuMsPerRequest))),
    tool_cpu_ms_per_request: thousandths(mean(runs.map((run) => run.toolCpuMsPerRequest))),
  };
}

/**
 * What the measured CPU per read implies when each server process has a core of its own (the shared
 * machine's reads/s mix in the load tool, PostgreSQL and other work): reads per core-second of a pair
 * process and of the embedded one, and the pair's capacity against one embedded process (two cores for
 * the pair's two processes, PostgreSQL's CPU per read beside it, on its own machine as deployed), each
 * deployment at its cheapest connection count.
 */
function capacity(pair: ReturnType<typeof cpuPerRequest>, one: ReturnType<typeof cpuPerRequest>) {
  const pairPerCore = 1000 / pair.server_cpu_ms_per_request;
  const onePerCore = 1000 / one.server_cpu_ms_per_request;
  return {
    pair_server_ms_per_read: pair.server_cpu_ms_per_request, pair_database_ms_per_read: pair.database_cpu_ms_per_request, pair_tool_ms_per_read: pair.tool_cpu_ms_per_request,
    embedded_server_ms_per_read: one.server_cpu_ms_per_request, embedded_tool_ms_per_read: one.tool_cpu_ms_per_request,
    pair_reads_per_core_s: Math.round(pairPerCore), embedded_reads_per_core_s: Math.round(onePerCore),
    capacity_ratio_vs_embedded: hundredths((2 * pairPerCore) / onePerCore),
  };
}

/**
 * A deployment's reads at the connection count where they cost it least: one embedded process at 100
 * connections has cost up to three times its CPU per read at 20 (0.58 against 0.18 ms in one run).
 */
function cheapest(cpu: ReadonlyMap<string, ReturnType<typeof cpuPerRequest>>, deployment: Deployment['name']) {
  const measured = CONNECTIONS.map((connections) => cpu.get(`${deployment}.${connections}`)).filter((entry) => entry !== undefined);
  return measured.length === 0 ? undefined : measured.reduce((best, entry) => (entry.server_cpu_ms_per_request < best.server_cpu_ms_per_request ? entry : best));
}

const NAMES = ['embedded-one', 'postgres-pair'].flatMap((deployment) => CONNECTIONS.flatMap((connections) => [
  `stores.${deployment}.get-shadow.c${connections}.p99`, `stores.${deployment}.put-shadow.c${connections}.p99`,
]));

/**
 * Two server processes on one PostgreSQL (a throwaway cluster on loopback) beside one process on the
 * embedded store, in the same run: GET shadow and save p99 at 100 and 20 connections, reads/s and saves/s.
 * The pair should serve at least 1.6x the reads of one process (`read_ratio_vs_embedded`).
 */
export const storesSuite: BenchSuite = {
  names: [...NAMES, 'stores.postgres-pair.read-ratio'],
  async run(record, selected) {
    const readsPerSecond = new Map<string, number>();
    const readCpu = new Map<string, ReturnType<typeof cpuPerRequest>>();
    const cluster = await startCluster();
    try {
      for (const start of [embeddedOne, () => postgresPair(cluster)]) {
        const deployment = await start();
        try {
          for (const connections of CONNECTIONS) {
            const reads = `stores.${deployment.name}.get-shadow.c${connections}.p99`;
            if (selected(reads)) {
              const warmup = await loadAll(deployment, 'read', WARMUP_S, connections);
              const runs = [];
              for (let i = 0; i < RUNS; i++) runs.push(await loadAll(deployment, 'read', DURATION_S, connections));
              const last = runs[runs.length - 1];
              readsPerSecond.set(`${deployment.name}.${connections}`, Math.max(...runs.map((run) => run.perSecond)));
              readCpu.set(`${deployment.name}.${connections}`, cpuPerRequest(runs));
              record(summarize(reads, runs.map((run) => run.p99), 0, {
                processes: deployment.fixtures.length, connections, p50_ms: last.p50, requests_per_s: Math.round(last.perSecond),
                best_requests_per_s: Math.round(Math.max(...runs.map((run) => run.perSecond))), warmup_p99_ms: warmup.p99, ...cpuPerRequest(runs),
                non_2xx: [warmup, ...runs].reduce((sum, run) => sum + run.failed, 0),
              }));
            }
            const saves = `stores.${deployment.name}.put-shadow.c${connections}.p99`;
            if (selected(saves)) {
              const before = await storedSaves(deployment.fixtures[0]);
              const warmup = await loadAll(deployment, 'write', WARMUP_S, connections);
              const runs = [];
              for (let i = 0; i < RUNS; i++) runs.push(await loadAll(deployment, 'write', DURATION_S, connections));
              const acknowledged = [warmup, ...runs].reduce((sum, run) => sum + run.ok, 0);
              // Let saves still in flight when the load tool stopped finish before counting.
              await new Promise((done) => setTimeout(done, 2000));
              const stored = (await storedSaves(deployment.fixtures[deployment.fixtures.length - 1])) - before;
              const last = runs[runs.length - 1];
              record(summarize(saves, runs.map((run) => run.p99), 0, {
                processes: deployment.fixtures.length, connections, p50_ms: last.p50, saves_per_s: Math.round(last.perSecond), ...cpuPerRequest(runs),
                warmup_p99_ms: warmup.p99, acknowledged, stored_saves: stored, lost_writes: Math.max(0, acknowledged - stored),
                non_2xx: [warmup, ...runs].reduce((sum, run) => sum + run.failed, 0),
              }));
            }
          }
        } finally {
          await deployment.stop();
        }
      }
    } finally {
      cluster.destroy();
    }
    const pair = readsPerSecond.get('postgres-pair.100');
    const one = readsPerSecond.get('embedded-one.100');
    // At 20 connections too: on the shared machine one embedded process at 100 has cost up to three times
    // its CPU per read at 20, which alone can move the ratio at 100 several-fold.
    const pair20 = readsPerSecond.get('postgres-pair.20');
    const one20 = readsPerSecond.get('embedded-one.20');
    const ratio20: Record<string, number> = pair20 !== undefined && one20 !== undefined ? { read_ratio_c20: hundredths(pair20 / one20) } : {};
    const pairCpu = cheapest(readCpu, 'postgres-pair');
    const oneCpu = cheapest(readCpu, 'embedded-one');
    if (selected('stores.postgres-pair.read-ratio') && pair !== undefined && one !== undefined && pairCpu && oneCpu) {
      record(summarize('stores.postgres-pair.read-ratio', [0], 0, {
        pair_reads_per_s: Math.round(pair), embedded_reads_per_s: Math.round(one), read_ratio_vs_embedded: hundredths(pair / one), ...ratio20, target: '>= 1.6',
        ...capacity(pairCpu, oneCpu),
      }));
    }
  },
};
