import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { Client } from './harness.js';

/** A server in a child process (crash-server.ts), so that a test can kill it with SIGKILL, and its address. */
export interface ServerChild {
  readonly child: ChildProcess;
  readonly url: string;
}

/**
 * Starts crash-server.ts on `dataDir` (and `store`, a PostgreSQL address, when given) with `env` added to
 * this process's; resolves once it prints its address, rejects with its stderr if it exits first.
 */
export function startServerChild(dataDir: string, store?: string, env: Readonly<Record<string, string>> = {}): Promise<ServerChild> {
  const args = ['--import', 'tsx', join(import.meta.dirname, 'crash-server.ts'), dataDir, ...(store ? [store] : [])];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolve({ child, url: (JSON.parse(line) as { url: string }).url });
    });
    child.stderr!.on('data', (chunk: Buffer) => { err += chunk.toString(); });
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${err}`)));
  });
}

/** Kills the child with SIGKILL; resolves once it has exited. */
export function killed(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}

/** A new API key of crash-server.ts's administrator, made through the server at `url`. */
export async function crashApiKey(url: string): Promise<string> {
  const reply = await new Client(url).post('/api/session', { email: 'crash@example.test', password: 'crash-password' });
  const cookie = reply.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return (await new Client(url, { cookie }).post('/api/user/apiKey')).body.apiKey;
}
