import { startServer } from '../../server/main.js';

/** Started by server-child.ts (crash, runs-restart and postgres-servers tests; with a PostgreSQL store when given) as a child process so that it can be killed with SIGKILL. */
const [dataDir, store] = process.argv.slice(2);
const server = await startServer({ port: 0, dataDir, store, print: () => undefined, env: { GRIDCAST_ADMIN_EMAIL: 'crash@example.test', GRIDCAST_ADMIN_PASSWORD: 'crash-password', GRIDCAST_WEBHOOKS_ALLOW_PRIVATE: process.env.GRIDCAST_WEBHOOKS_ALLOW_PRIVATE, GRIDCAST_RUN_PIECE_EXPIRY: process.env.GRIDCAST_RUN_PIECE_EXPIRY } });
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
