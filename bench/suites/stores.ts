import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Cluster, startCluster } from '../../scripts/postgres-cluster.js';
import { summarize } from '../report.js';
import type { BenchSuite } from '../types.js';
import { cpuMeter, postgresPids } from '../process-cpu.js';
import { type Fixture, type LoadResult, prepare, readLoad, startServerProcess, storedSaves, writeLoad } from './server.js';

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
 * The connections split evenly over the deployment's processes, as a load balancer would: requests add up;
 * the p99 reported is the worse of the processes' p99s (autocannon gives percentiles, not histograms).
 */
async function loadAll(deployment: Deployment, load: (fixture: Fixture, duration: number, connections: number) => Promise<LoadResult>, duration: number, connections: number) {
  const share = connections / deployment.fixtures.length;
  const serverCpu = cpuMeter(() => deployment.serverPids);
  const databaseCpu = cpuMeter(deployment.databasePids);
  const results = await Promise.all(deployment.fixtures.map((fixture) => load(fixture, duration, share)));
  const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
  return {
    serverCpuMsPerRequest: serverCpu() / requests,
    databaseCpuMsPerRequest: databaseCpu() / requests,
    p99: Math.max(...results.map((result) => result.latency.p99)),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    perSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    ok: results.reduce((sum, result) => sum + result['2xx'], 0),
    failed: results.reduce((sum, result) => sum + result.non2xx + result.errors, 0),
  };
}

/** Mean CPU per request over the runs: the server processes', and PostgreSQL's (its server and backends). */
function cpuPerRequest(runs: readonly { serverCpuMsPerRequest: number; databaseCpuMsPerRequest: number }[]) {
  const mean = (values: number[]) => Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;
  return { server_cpu_ms_per_request: mean(runs.map((run) => run.serverCpuMsPerRequest)), database_cpu_ms_per_request: mean(runs.map((run) => run.databaseCpuMsPerRequest)) };
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
    const cluster = await startCluster();
    try {
      for (const start of [embeddedOne, () => postgresPair(cluster)]) {
        const deployment = await start();
        try {
          for (const connections of CONNECTIONS) {
            const reads = `stores.${deployment.name}.get-shadow.c${connections}.p99`;
            if (selected(reads)) {
              const warmup = await loadAll(deployment, readLoad, WARMUP_S, connections);
              const runs = [];
              for (let i = 0; i < RUNS; i++) runs.push(await loadAll(deployment, readLoad, DURATION_S, connections));
              const last = runs[runs.length - 1];
              readsPerSecond.set(`${deployment.name}.${connections}`, Math.max(...runs.map((run) => run.perSecond)));
              record(summarize(reads, runs.map((run) => run.p99), 0, {
                processes: deployment.fixtures.length, connections, p50_ms: last.p50, requests_per_s: Math.round(last.perSecond),
                best_requests_per_s: Math.round(Math.max(...runs.map((run) => run.perSecond))), warmup_p99_ms: warmup.p99, ...cpuPerRequest(runs),
                non_2xx: [warmup, ...runs].reduce((sum, run) => sum + run.failed, 0),
              }));
            }
            const saves = `stores.${deployment.name}.put-shadow.c${connections}.p99`;
            if (selected(saves)) {
              const before = await storedSaves(deployment.fixtures[0]);
              const warmup = await loadAll(deployment, writeLoad, WARMUP_S, connections);
              const runs = [];
              for (let i = 0; i < RUNS; i++) runs.push(await loadAll(deployment, writeLoad, DURATION_S, connections));
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
    if (selected('stores.postgres-pair.read-ratio') && pair !== undefined && one !== undefined) {
      record(summarize('stores.postgres-pair.read-ratio', [0], 0, { pair_reads_per_s: Math.round(pair), embedded_reads_per_s: Math.round(one), read_ratio_vs_embedded: Math.round((pair / one) * 100) / 100, target: '>= 1.6' }));
    }
  },
};
