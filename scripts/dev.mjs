// `npm run dev`: the server on :3000 and vite's dev server (hot reload) proxying /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['cli/bin.js', 'serve', '--port', '3000'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
