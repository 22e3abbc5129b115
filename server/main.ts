import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { createApp, serverTemplates } from './app.js';
import { type ConfigOverrides, clientConfigFromEnv, cookieConfigFromEnv, inputOverrideHostsFromEnv, pdfConfigFromEnv, resolveConfig, webhookConfigFromEnv } from './config.js';
import { cookieKeys } from './secret.js';
import { seedIfEmpty } from './seed.js';
import { type OpenedStore, openStore, postgresUrlOf } from './storage/open-store.js';
import type { Storage } from './storage/storage.js';
import { answerClientError } from './http/client-error.js';
import { openRunStore } from './services/runs/open-run-store.js';

export interface StartOptions {
  readonly port?: number;
  readonly host?: string;
  readonly dataDir?: string;
  /** A PostgreSQL connection string (else DATABASE_URL, else the embedded store under dataDir). */
  readonly store?: string;
  readonly config?: ConfigOverrides;
  readonly env?: NodeJS.ProcessEnv;
  /** Where start-up lines and server errors go (stdout/stderr by default). */
  readonly print?: (line: string) => void;
  readonly log?: (line: string) => void;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly server: Server;
  /** Waits until no webhook call is queued or in flight (tests). */
  readonly idle: () => Promise<void>;
  readonly close: () => Promise<void>;
}

interface Started {
  readonly server: Server;
  readonly app: ReturnType<typeof createApp> & { readonly runStore: { close(): Promise<void> } };
  readonly seeded: Awaited<ReturnType<typeof seedIfEmpty>>;
}

async function listen(opened: OpenedStore, dataDir: string, env: NodeJS.ProcessEnv, options: StartOptions, log: (line: string) => void): Promise<Started> {
  const storage: Storage = opened.storage;
  const seeded = await seedIfEmpty(storage, env, serverTemplates);
  const config = resolveConfig({ inputOverrideHosts: inputOverrideHostsFromEnv(env), ...cookieConfigFromEnv(env), ...pdfConfigFromEnv(env), ...clientConfigFromEnv(env), ...webhookConfigFromEnv(env), ...options.config });
  // Processes on one database sign cookies with one key, kept in the database (or GRIDCAST_SECRET).
  const keys = opened.postgres && !env.GRIDCAST_SECRET
    ? [await opened.postgres.sharedSecret('cookie-key', () => randomBytes(32).toString('base64url'))]
    : await cookieKeys(dataDir, env);
  const runs = await openRunStore(opened, postgresUrlOf(options.store, env), dataDir, config, env, log);
  const app = createApp({ storage, config, cookieKeys: keys, log, throttles: opened.postgres?.throttles, runs, commands: opened.commands });
  const server = createServer(app.koa.callback());
  // The live channel shares the HTTP port; any other upgrade is not served.
  server.on('upgrade', (request, socket, head: Buffer) => {
    if (!app.live?.upgrade(request, socket, head)) socket.destroy();
  });
  server.keepAliveTimeout = 65_000;
  server.on('clientError', answerClientError);
  try {
    await app.runs.start();
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(options.port ?? 3000, options.host ?? '127.0.0.1', done);
    });
  } catch (error) {
    await app.close();
    throw error;
  }
  return { server, app: Object.assign(app, { runStore: runs.store }), seeded };
}

/** Opens the store (PostgreSQL, or the embedded one under dataDir), seeds it when empty, and listens; prints the address (and a new admin login). */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = options.env ?? process.env;
  const print = options.print ?? ((line: string) => console.log(line));
  const log = options.log ?? ((line: string) => console.error(line));
  const dataDir = resolve(options.dataDir ?? './data');
  const opened = await openStore({ store: options.store, dataDir, env, log });
  const { storage } = opened;
  let started: Started;
  try {
    started = await listen(opened, dataDir, env, options, log);
  } catch (error) {
    // The folder stays locked while the store is open: a failed start (a port in use) lets it go.
    await storage.close();
    throw error;
  }
  const { server, app, seeded } = started;
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  print(`Gridcast is listening on ${url} (${opened.where})`);
  if (seeded) {
    print(`First start: admin user ${seeded.email}${seeded.generatedPassword ? ` with password ${seeded.generatedPassword} (shown once; change it on /app/account or set GRIDCAST_ADMIN_PASSWORD)` : ''}`);
  }
  return {
    url, port, server,
    idle: () => app.webhooks.idle(),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      // Webhook calls in flight finish; queued ones (retries) stay in the store for the next start.
      await app.close();
      await app.runStore.close();
      if (!opened.postgres) await opened.commands.close();
      await storage.close();
    },
  };
}
