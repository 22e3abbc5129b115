import { resolve } from 'node:path';
import type { Command } from 'commander';
import { UsageError } from '../errors.js';

interface ServeOptions {
  readonly port: string;
  readonly host: string;
  readonly data: string;
  readonly store?: string;
  readonly web?: string;
  readonly trustProxy?: boolean;
  readonly secureCookies?: boolean;
  readonly computeBudget?: string;
  readonly workers?: string;
}

/**
 * `gridcast serve [--port N] [--host H] [--data DIR | --store URL] [--web DIR] [--trust-proxy] [--[no-]secure-cookies]
 * [--compute-budget SECONDS] [--workers N]`: runs the server (and the built web app) until stopped.
 */
export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('run the Gridcast server (API and the built web app under /app)')
    .option('-p, --port <port>', 'port to listen on', '3000')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--data <dir>', 'data folder of the embedded store', './data')
    .option('--store <url>', 'a PostgreSQL database instead (postgres://user:password@host:5432/db; default: DATABASE_URL)')
    .option('--web <dir>', 'the built web app to serve under /app (default: dist/web)')
    .option('--trust-proxy', 'behind a reverse proxy: take the client\'s address and protocol from X-Forwarded-For and X-Forwarded-Proto (or GRIDCAST_TRUST_PROXY=1)')
    .option('--secure-cookies', 'always mark the session cookie Secure (or GRIDCAST_SECURE_COOKIES=1); by default it is Secure on HTTPS requests')
    .option('--no-secure-cookies', 'never mark the session cookie Secure')
    .option('--compute-budget <seconds>', 'what one request\'s computation (evaluation, shadow view, cast, import, export) may take, waiting included; past it the request gets 503 and the work is stopped', '10')
    .option('--workers <n>', 'worker threads that compute (default: one per core)')
    .action(async (options: ServeOptions) => {
      const port = Number(options.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`${options.port}: expected a port number`);
      // Loaded on use, so `gridcast --help` does not pay for the server's modules.
      const { startServer } = await import('../../server/main.js');
      const config = {
        ...(options.web === undefined ? {} : { webDist: resolve(options.web) }),
        ...(options.trustProxy ? { trustProxy: true } : {}),
        ...(options.secureCookies === undefined ? {} : { secureCookies: options.secureCookies }),
        compute: computeOptions(options),
      };
      const running = await startServer({ port, host: options.host, dataDir: options.data, store: options.store, config });
      await new Promise<void>((done) => {
        for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void running.close().then(done));
      });
    });
}

/** --compute-budget and --workers as the server's compute settings. */
function computeOptions(options: ServeOptions): { budgetMs: number; workers?: number; warm: true } {
  const budget = Number(options.computeBudget ?? '10');
  if (!Number.isFinite(budget) || budget <= 0 || budget > 3600) throw new UsageError(`--compute-budget ${options.computeBudget}: expected seconds, more than 0 and at most 3600`);
  const workers = options.workers === undefined ? undefined : Number(options.workers);
  if (workers !== undefined && (!Number.isInteger(workers) || workers < 1 || workers > 256)) throw new UsageError(`--workers ${options.workers}: expected a whole number from 1 to 256`);
  // A served product starts its workers with it: the first grid opened does not wait for them to load.
  return { budgetMs: Math.round(budget * 1000), ...(workers === undefined ? {} : { workers }), warm: true };
}
