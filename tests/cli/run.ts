import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const FIXTURES = join(ROOT, 'fixtures/templates');

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `node cli/bin.js ...args` as a user would, from the repository root. */
export function gridcast(args: readonly string[], stdin?: string): CliResult {
  const result = spawnSync(process.execPath, [join(ROOT, 'cli/bin.js'), ...args], {
    cwd: ROOT,
    input: stdin,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A scratch directory with the given files (name -> text). */
export function scratch(files: Readonly<Record<string, string>>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gridcast-cli-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** The lines of stderr without Node's or npm's warnings about the environment. */
export function errorLines(stderr: string): string[] {
  return stderr.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('npm warn') && !/ExperimentalWarning|--trace-warnings/.test(line));
}

/** Runs the CLI's `main` inside the test process (fast), capturing what it writes. */
export async function gridcastInProcess(args: readonly string[]): Promise<CliResult> {
  const { main } = await import('../../cli/main.js');
  let stdout = '';
  let stderr = '';
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  process.stdout.write = ((chunk: string | Uint8Array) => { stdout += String(chunk); return true; }) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array) => { stderr += String(chunk); return true; }) as typeof process.stderr.write;
  try {
    const code = await main(['node', 'gridcast', ...args]);
    return { code, stdout, stderr };
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
}

/** Time allowed to a test that starts the real command (tsx compiles on start; CI machines are busy). */
export const SLOW = 120_000;

/** Like `gridcast` but without blocking, so several real runs can go at once. */
export function gridcastAsync(args: readonly string[]): Promise<CliResult> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(ROOT, 'cli/bin.js'), ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString('utf8'); });
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString('utf8'); });
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}
