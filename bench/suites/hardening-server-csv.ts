import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NODE_FLAGS } from '../../cli/node-flags.js';
import { summarize } from '../report.js';
import type { BenchResult } from '../types.js';
import { csvBytes } from './hardening-csv.js';

export const SERVER_CSV_IMPORT = 'hardening.csv-200k.server-import';
export const SERVER_CSV_EXPORT = 'hardening.csv-200k.server-export';
export const SERVER_GRID_OPEN = 'hardening.csv-200k.server-open';
export const SERVER_XLSX_EXPORT = 'hardening.csv-200k.server-export-xlsx';
export const SERVER_CSV_EXPORT_FRESH = 'hardening.csv-200k.server-export-fresh';
const EMAIL = 'bench-csv@example.test';
const PASSWORD = 'bench-csv-password';

/**
 * The 200k-row CSV as the editor meets it: uploaded to POST /api/import, downloaded from GET
 * /api/grids/:id/export?csv=true, opened (GET /api/grids/:id, the editor's load), then downloaded as
 * .xlsx, against the real server (`gridcast serve` with the product's Node flags)
 * in a process of its own; last, downloaded as CSV again from a server started afresh on the same data
 * (no earlier request's memory under it). The server's peak resident memory is read from /proc (VmHWM), set back to its
 * current size before each measure (clear_refs), so each figure is that request's own peak: `rss_before_mb`
 * what the server held before it, `rss_peak_total_mb` its whole peak during it, `rss_peak_mb` the rise.
 * Linux only.
 */
export async function measureServerCsv(names: readonly string[]): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-csv-'));
  let { child, url } = await startServer(dataDir);
  try {
    let cookie = await logIn(url);
    const results: BenchResult[] = [];
    const csv = csvBytes(199_999);
    let gridId = '';
    const imported = await measureRequest(SERVER_CSV_IMPORT, child.pid!, async () => {
      const form = new FormData();
      form.append('file', new Blob([csv as Uint8Array<ArrayBuffer>], { type: 'text/csv' }), 'big.csv');
      const reply = await fetch(`${url}/api/import`, { method: 'POST', headers: { cookie }, body: form });
      if (reply.status !== 201) throw new Error(`import: ${reply.status} ${await reply.text()}`);
      gridId = ((await reply.json()) as { grid: { id: string } }).grid.id;
    });
    if (names.includes(SERVER_CSV_IMPORT)) results.push(imported);
    if (names.includes(SERVER_CSV_EXPORT)) {
      results.push(await measureRequest(SERVER_CSV_EXPORT, child.pid!, () => exportCsv(url, cookie, gridId, csv.length)));
    }
    if (names.includes(SERVER_GRID_OPEN)) {
      results.push(await measureRequest(SERVER_GRID_OPEN, child.pid!, async () => {
        const reply = await fetch(`${url}/api/grids/${gridId}`, { headers: { cookie } });
        const bytes = await reply.arrayBuffer();
        if (reply.status !== 200 || bytes.byteLength < csv.length) throw new Error(`open: ${reply.status}, ${bytes.byteLength} bytes`);
      }));
    }
    if (names.includes(SERVER_XLSX_EXPORT)) {
      results.push(await measureRequest(SERVER_XLSX_EXPORT, child.pid!, async () => {
        const reply = await fetch(`${url}/api/grids/${gridId}/export`, { headers: { cookie } });
        const bytes = await reply.arrayBuffer();
        if (reply.status !== 200 || bytes.byteLength < csv.length / 4) throw new Error(`xlsx export: ${reply.status}, ${bytes.byteLength} bytes`);
      }));
    }
    if (names.includes(SERVER_CSV_EXPORT_FRESH)) {
      await stopServer(child);
      ({ child, url } = await startServer(dataDir));
      cookie = await logIn(url);
      results.push(await measureRequest(SERVER_CSV_EXPORT_FRESH, child.pid!, () => exportCsv(url, cookie, gridId, csv.length)));
    }
    return results;
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function exportCsv(url: string, cookie: string, gridId: string, csvBytes: number): Promise<void> {
  const reply = await fetch(`${url}/api/grids/${gridId}/export?csv=true`, { headers: { cookie } });
  const bytes = await reply.arrayBuffer();
  if (reply.status !== 200 || bytes.byteLength < csvBytes / 2) throw new Error(`export: ${reply.status}, ${bytes.byteLength} bytes`);
}

async function measureRequest(name: string, pid: number, request: () => Promise<void>): Promise<BenchResult> {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const before = memoryKb(pid, 'VmRSS');
  const start = performance.now();
  await request();
  const elapsed = performance.now() - start;
  const peak = memoryKb(pid, 'VmHWM');
  const mb = (kb: number) => Math.round(kb / 1024);
  return summarize(name, [elapsed], 0, { rss_before_mb: mb(before), rss_peak_total_mb: mb(peak), rss_peak_mb: mb(peak - before) });
}

function memoryKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const found = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!found) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(found[1]);
}

/**
 * The server started with the flags itself, so the process measured is the server (no restart child).
 * This bench measures what a 200k-row file costs, not the budget: its computations may take minutes.
 */
function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [...NODE_FLAGS, 'cli/bin.js', 'serve', '--port', '0', '--data', dataDir, '--compute-budget', '600'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, GRIDCAST_ADMIN_EMAIL: EMAIL, GRIDCAST_ADMIN_PASSWORD: PASSWORD },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve({ child, url: match[1] });
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening`)));
  });
}

async function logIn(url: string): Promise<string> {
  const reply = await fetch(`${url}/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) });
  if (!reply.ok) throw new Error(`log in: ${reply.status}`);
  return reply.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}
