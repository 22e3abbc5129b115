// A throwaway PostgreSQL cluster for tests and the bench: Debian's packages (installed with apt-get when
// missing), initdb in a temporary folder as the unprivileged postgres user, a free loopback port, fsync off.
// As a command, `npx tsx scripts/postgres-cluster.ts <command...>` runs the command with
// GRIDCAST_TEST_POSTGRES_URL pointing at a new cluster, then removes the cluster.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export interface Cluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  readonly port: number;
  /** A new empty database on this cluster; its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Stops the server ('immediate' is a crash: no shutdown checkpoint). */
  stop(mode?: 'fast' | 'immediate'): void;
  /** Starts it again on the same port and data. */
  start(): void;
  /** Stops it and removes its folder. */
  destroy(): void;
}

const RUN_AS = 'postgres';

export async function startCluster(): Promise<Cluster> {
  const bin = postgresBin();
  const root = mkdtempSync(join(tmpdir(), 'gridcast-pg-'));
  const data = join(root, 'data');
  const sockets = join(root, 'run');
  mkdirSync(data);
  mkdirSync(sockets);
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    // initdb and pg_ctl refuse root: the folders belong to the postgres user, who must be able to enter root.
    chmodSync(root, 0o711);
    const { uid, gid } = postgresUser();
    for (const folder of [data, sockets]) chownSync(folder, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', RUN_AS, '--', join(bin, command), ...args]] : [join(bin, command), args];
    execFileSync(file, argv, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${sockets} -c fsync=off -c full_page_writes=off -c max_connections=300`;
  const start = () => run('pg_ctl', ['-w', '-D', data, '-l', join(sockets, 'server.log'), '-o', options, 'start']);
  const stop = (mode: 'fast' | 'immediate' = 'fast') => run('pg_ctl', ['-w', '-D', data, '-m', mode, 'stop']);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let databases = 0;
  return {
    url, port, start, stop,
    createDatabase: (name = `gridcast_${process.pid}_${++databases}`) => createDatabase(url, name),
    destroy() {
      try {
        stop('immediate');
      } catch {
        // Already stopped.
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A PostgreSQL server for tests: the one GRIDCAST_TEST_POSTGRES_URL names, else a cluster of its own (destroyed by `done`). */
export interface TestServer {
  /** A new empty database; its URL. */
  newDatabase(): Promise<string>;
  /** Present when this server is a cluster of its own (tests may stop and start it). */
  readonly cluster?: Cluster;
  done(): void;
}

export async function testServer(): Promise<TestServer> {
  const shared = process.env.GRIDCAST_TEST_POSTGRES_URL;
  if (!shared) {
    const cluster = await startCluster();
    return { newDatabase: () => cluster.createDatabase(), cluster, done: () => cluster.destroy() };
  }
  let count = 0;
  // Unique per test process: files run side by side on the one server.
  const prefix = `gridcast_${process.pid}_${Date.now().toString(36)}`;
  return {
    newDatabase: () => createDatabase(shared, `${prefix}_${++count}`),
    done: () => undefined,
  };
}

async function createDatabase(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`Bad database name ${name}`);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function postgresBin(): string {
  const find = () => {
    if (!existsSync('/usr/lib/postgresql')) return undefined;
    const versions = readdirSync('/usr/lib/postgresql').filter((name) => existsSync(join('/usr/lib/postgresql', name, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
    return versions[0] && join('/usr/lib/postgresql', versions[0], 'bin');
  };
  const found = find();
  if (found) return found;
  console.error('PostgreSQL is missing: installing Debian\'s postgresql package (apt-get)...');
  const install = spawnSync('apt-get', ['install', '-y', 'postgresql'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (install.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', 'postgresql'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  const installed = find();
  if (!installed) throw new Error('PostgreSQL could not be installed (apt-get install -y postgresql failed).');
  return installed;
}

function postgresUser(): { uid: number; gid: number } {
  const [uid, gid] = execFileSync('id', ['-u', RUN_AS]).toString().trim().split('\n').concat(execFileSync('id', ['-g', RUN_AS]).toString().trim());
  return { uid: Number(uid), gid: Number(gid) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function runWithCluster(command: string[]): Promise<number> {
  const cluster = await startCluster();
  // Ctrl-C reaches the command too; once it ends, the cluster is still removed.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);
  try {
    const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, GRIDCAST_TEST_POSTGRES_URL: cluster.url } });
    return result.status ?? 1;
  } finally {
    cluster.destroy();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv.slice(2);
  if (command.length === 0) {
    console.error('usage: npx tsx scripts/postgres-cluster.ts <command...>');
    process.exit(2);
  }
  process.exitCode = await runWithCluster(command);
}
