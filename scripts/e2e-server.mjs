// Starts the server for the browser tests: a fresh data folder, a known admin, the web app built into a
// folder of its own (runs side by side never serve each other's half-written build). Webhooks may call
// loopback addresses: the account test starts its receiver there.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.argv[2] ?? '4317';
const web = mkdtempSync(join(tmpdir(), 'gridcast-e2e-web-'));
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', web, '--emptyOutDir'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const data = mkdtempSync(join(tmpdir(), 'gridcast-e2e-'));
const server = spawn('node', ['cli/bin.js', 'serve', '--port', port, '--data', data, '--web', web], {
  stdio: 'inherit',
  env: { ...process.env, GRIDCAST_ADMIN_EMAIL: 'admin@example.com', GRIDCAST_ADMIN_PASSWORD: 'e2e-password', GRIDCAST_WEBHOOKS_ALLOW_PRIVATE: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  for (const folder of [web, data]) rmSync(folder, { recursive: true, force: true });
  process.exit(code ?? 0);
});
