import { resolve } from 'node:path';
import type { Command } from 'commander';
import { UsageError } from '../errors.js';

/** `gridcast serve [--port N] [--host H] [--data DIR | --store URL] [--web DIR]`: runs the server (and the built web app) until stopped. */
export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('run the Gridcast server (API and the built web app under /app)')
    .option('-p, --port <port>', 'port to listen on', '3000')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--data <dir>', 'data folder of the embedded store', './data')
    .option('--store <url>', 'a PostgreSQL database instead (postgres://user:password@host:5432/db; default: DATABASE_URL)')
    .option('--web <dir>', 'the built web app to serve under /app (default: dist/web)')
    .action(async (options: { port: string; host: string; data: string; store?: string; web?: string }) => {
      const port = Number(options.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`${options.port}: expected a port number`);
      // Loaded on use, so `gridcast --help` does not pay for the server's modules.
      const { startServer } = await import('../../server/main.js');
      const config = options.web === undefined ? undefined : { webDist: resolve(options.web) };
      const running = await startServer({ port, host: options.host, dataDir: options.data, store: options.store, config });
      await new Promise<void>((done) => {
        for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void running.close().then(done));
      });
    });
}
