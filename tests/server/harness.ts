import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { vi } from 'vitest';
import type { ConfigOverrides } from '../../server/config.js';
import { testServer } from '../../scripts/postgres-cluster.js';
import { type RunningServer, startServer } from '../../server/main.js';

// Each file starts a real server (scrypt, seeding, the engine): generous limits for a loaded CI machine.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });

export const ADMIN_EMAIL = 'admin@example.test';
export const ADMIN_PASSWORD = 'admin-password-1';

export interface Reply<T = Record<string, any>> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

export interface RequestOptions {
  readonly json?: unknown;
  /** Sent gzip-compressed with Content-Encoding: gzip. */
  readonly gzip?: boolean;
  readonly raw?: string | Buffer;
  readonly headers?: Record<string, string>;
  readonly form?: FormData;
}

/** A caller: anonymous, with a session cookie, or with an API key. */
export class Client {
  constructor(readonly baseUrl: string, readonly auth: Record<string, string> = {}) {}

  async request<T = Record<string, any>>(method: string, path: string, options: RequestOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...this.auth, ...options.headers };
    let body: FormData | string | Buffer | undefined;
    if (options.form) body = options.form;
    else if (options.raw !== undefined) body = options.raw;
    else if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      const text = JSON.stringify(options.json);
      if (options.gzip) headers['content-encoding'] = 'gzip';
      body = options.gzip ? gzipSync(text) : text;
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body: body as BodyInit | undefined, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (a redirect or a page): keep the text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get = <T = Record<string, any>>(path: string, options?: RequestOptions) => this.request<T>('GET', path, options);
  post = <T = Record<string, any>>(path: string, json?: unknown, options?: RequestOptions) => this.request<T>('POST', path, { ...options, json });
  put = <T = Record<string, any>>(path: string, json?: unknown, options?: RequestOptions) => this.request<T>('PUT', path, { ...options, json });
  delete = <T = Record<string, any>>(path: string, options?: RequestOptions) => this.request<T>('DELETE', path, options);
}

export interface Harness {
  readonly server: RunningServer;
  readonly dataDir: string;
  /** The PostgreSQL database the server stores in (GRIDCAST_TEST_STORE=postgres); undefined: the embedded store in dataDir. */
  readonly storeUrl: string | undefined;
  readonly anon: Client;
  readonly admin: Client;
  login(email: string, password: string): Promise<Client>;
  /** A new account with one non-admin user, signed in. */
  newMember(name: string): Promise<{ client: Client; accountId: number; userId: string; email: string; apiKey: string }>;
  /**
   * Stops the server and starts another on the same data folder (or database) and port, as a restart
   * does: its compute workers hold nothing, and what it takes up again at a start (runs) it takes up.
   * The clients go on working with it (their sessions and keys are the store's).
   */
  restart(): Promise<void>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * GRIDCAST_TEST_STORE=postgres runs the server tests on PostgreSQL (a new database per server, on the
 * server GRIDCAST_TEST_POSTGRES_URL names, else on a cluster of its own): `npm test` runs the
 * cross-account checks on both stores this way.
 */
async function storeForTests(): Promise<{ url: string; done: () => void } | undefined> {
  if (process.env.GRIDCAST_TEST_STORE !== 'postgres') return undefined;
  const server = await testServer();
  return { url: await server.newDatabase(), done: () => server.done() };
}

/** A server on a fresh data folder (or test database), signed in as its administrator; `env` adds to its environment. */
export async function startHarness(config: ConfigOverrides = {}, env: Readonly<Record<string, string>> = {}): Promise<Harness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gridcast-test-'));
  const store = await storeForTests();
  // One compute worker unless a test needs more: each loads tsx and the engine (~2 s of CPU on a busy machine).
  // A budget of a minute unless a test is about budgets: at a load of 10 on two cores, a big import took
  // over the product's 10 s and a test about something else failed with 503.
  const compute = { workers: 1, budgetMs: 60_000, ...config.compute };
  const start = (port: number) => startServer({
    port, dataDir, store: store?.url, config: { ...config, compute }, print: () => undefined, log: () => undefined,
    env: { GRIDCAST_ADMIN_EMAIL: ADMIN_EMAIL, GRIDCAST_ADMIN_PASSWORD: ADMIN_PASSWORD, ...env },
  });
  let server = await start(0);
  const anon = new Client(server.url);
  const login = async (email: string, password: string) => {
    const reply = await anon.post('/api/session', { email, password });
    if (reply.status !== 200) throw new Error(`login failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    const cookie = reply.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    return new Client(server.url, { cookie });
  };
  const admin = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
  return {
    get server() {
      return server;
    },
    dataDir, storeUrl: store?.url, anon, admin, login,
    async restart() {
      const { port } = server;
      await server.close();
      server = await start(port);
    },
    async newMember(name) {
      const account = await admin.post('/api/admin/accounts', { name });
      const email = `member${++counter}-${Date.now()}@example.test`;
      const user = await admin.post(`/api/admin/accounts/${account.body.account.id}/users`, { email, password: 'member-password' });
      const client = await login(email, 'member-password');
      const rotated = await client.post('/api/user/apiKey');
      return { client, accountId: account.body.account.id, userId: user.body.user.id, email, apiKey: rotated.body.apiKey };
    },
    async close() {
      await server.close();
      store?.done();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
