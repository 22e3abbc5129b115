// `npm start`: builds the web app, then serves the product on the embedded store (./data).
import { spawnSync } from 'node:child_process';

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const serve = spawnSync('node', ['cli/bin.js', 'serve', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(serve.status ?? 1);
