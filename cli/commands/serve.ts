import type { Command } from 'commander';
import { UsageError } from '../errors.js';

/** `gridcast serve [--port N] [--host H] [--data DIR]`: runs the server (and the built web app) until stopped. */
export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('run the Gridcast server (API and the built web app under /app)')
    .option('-p, --port <port>', 'port to listen on', '3000')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--data <dir>', 'data folder', './data')
    .action(async (options: { port: string; host: string; data: string }) => {
      const port = Number(options.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`${options.port}: expected a port number`);
      // Loaded on use, so `gridcast --help` does not pay for the server's modules.
      const { startServer } = await import('../../server/main.js');
      const running = await startServer({ port, host: options.host, dataDir: options.data });
      await new Promise<void>((done) => {
        for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void running.close().then(done));
      });
    });
}
