// Starts the server for the browser tests: a fresh data folder, a known admin, the web app built.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.argv[2] ?? '4317';
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const data = mkdtempSync(join(tmpdir(), 'gridcast-e2e-'));
const server = spawn('node', ['cli/bin.js', 'serve', '--port', port, '--data', data], {
  stdio: 'inherit',
  env: { ...process.env, GRIDCAST_ADMIN_EMAIL: 'admin@example.com', GRIDCAST_ADMIN_PASSWORD: 'e2e-password' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
