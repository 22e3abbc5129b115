import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Draft } from 'immer';
import { chromium } from 'playwright-core';
import { cellId, putCell } from '../../plugins/workbook/cell-store.js';
import { newSheet, newWorkbook } from '../../plugins/workbook/create.js';
import { templateFileText } from '../../plugins/workbook/file/index.js';
import { SequentialIdGenerator } from '../../plugins/workbook/ids.js';
import type { Sheet } from '../../plugins/workbook/model/sheet.js';
import type { Workbook } from '../../plugins/workbook/model/workbook.js';
import { summarize } from '../report.js';
import type { BenchSuite } from '../types.js';
import { processTree, treeCpuMs } from './process-cpu.js';
import { CHROMIUM_ARGS, startServer } from './web.js';

const ROWS = 200;
const COLUMNS = 10;
/** 1000x1500 px over rows of 21 px: 71 rows a page, so the 200 rows print on 3 pages. */
const VIEWPORT = '1000x1500';
const VIEWER_LOADS = 10;
const PDF_RUNS = 8;
const CONCURRENT = 20;
const EMAIL = 'bench-casts@example.test';
const PASSWORD = 'bench-casts-password';

/** A sheet of 200 rows by 10 columns (2,000 cells: numbers with a format, text, formulas), cast whole as 'Table'. */
function template(): Workbook {
  const ids = new SequentialIdGenerator();
  const base = newWorkbook(ids, 'casts bench');
  const sheet = newSheet(ids, 'Data', ROWS, COLUMNS) as Draft<Sheet>;
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLUMNS; c++) {
      const cell = c === 0 ? { value: `Row ${r + 1}` } : c === 9 ? { formula: `=SUM(B${r + 1}:I${r + 1})` } : { value: r * COLUMNS + c, data: { type: 'NUMBER' as const, format: '#,##0.00' } };
      putCell(sheet, sheet.rowIds[r], sheet.columnIds[c], cell);
    }
  }
  const table = { name: 'Table', sheetId: sheet.id, castRange: true, fromCellId: cellId(sheet.columnIds[0], sheet.rowIds[0]), toCellId: cellId(sheet.columnIds[COLUMNS - 1], sheet.rowIds[ROWS - 1]), isDefault: true };
  return { ...base, sheetIds: [sheet.id], sheetsById: { [sheet.id]: sheet }, recommendedCastsByName: { Table: table } };
}

/** Signs in, imports the template and opens a shadow of it: the session cookie and the shadow's token. */
async function prepare(url: string): Promise<{ cookie: string; token: string }> {
  const login = await fetch(`${url}/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const form = new FormData();
  form.append('file', new Blob([templateFileText(template())], { type: 'application/json' }), 'casts-bench.json');
  const created = await fetch(`${url}/api/import`, { method: 'POST', headers: { cookie }, body: form });
  if (!created.ok) throw new Error(`import failed: ${created.status} ${await created.text()}`);
  const gridId = ((await created.json()) as { grid: { id: string } }).grid.id;
  const shadow = await fetch(`${url}/api/grids/${gridId}/shadows`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ shadow: { input: {} } }) });
  if (!shadow.ok) throw new Error(`shadow failed: ${shadow.status} ${await shadow.text()}`);
  return { cookie, token: ((await shadow.json()) as { shadow: { token: string } }).shadow.token };
}

/**
 * The cast viewer in the bench's own Chromium: per load, from the cast data's arrival (the API response's
 * end, from resource timing) to the viewer marking itself painted (`#cast-root[data-cast-ready]`, set after
 * its two animation frames).
 */
async function viewerDataToPainted(url: string, cookie: string, token: string): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies(cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url })));
    // Records when the viewer says it is painted, before any of its scripts run.
    await context.addInitScript(`new MutationObserver((_, observer) => {
      const root = document.getElementById('cast-root');
      if (root && root.dataset.castReady) { window.__paintedAt = performance.now(); observer.disconnect(); }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-cast-ready'] });`);
    const page = await context.newPage();
    const samples: number[] = [];
    for (let i = 0; i < VIEWER_LOADS + 1; i++) {
      await page.goto(`${url}/app/shadows/${token}/cast?recommendedCast=Table`);
      await page.waitForSelector('#cast-root[data-cast-ready="true"]', { state: 'attached', timeout: 30_000 });
      const ms = await page.evaluate(() => {
        const api = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/cast')) as PerformanceResourceTiming;
        return (window as unknown as { __paintedAt: number }).__paintedAt - api.responseEnd;
      });
      // The first load fills the browser's caches; it is not measured.
      if (i > 0) samples.push(ms);
    }
    return samples;
  } finally {
    await browser.close();
  }
}

async function pdf(url: string, cookie: string, token: string): Promise<{ status: number; bytes: number }> {
  const response = await fetch(`${url}/api/shadows/${token}/cast/pdf?recommendedCast=Table&viewport=${VIEWPORT}`, { headers: { cookie } });
  return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
}

/** Resident and proportional (shared pages split between sharers) memory of processes, in MB. */
function memoryOf(pids: readonly number[]): { rss: number; pss: number } {
  let rss = 0;
  let pss = 0;
  for (const pid of pids) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // Exited meanwhile.
    }
  }
  return { rss: rss / 1024, pss: pss / 1024 };
}

/** Samples the server's process tree every 50 ms until stopped: the peaks. */
function memoryPeaks(root: number): () => { rss: number; pss: number; processes: number } {
  const peak = { rss: 0, pss: 0, processes: 0 };
  const sample = () => {
    const tree = processTree(root);
    const now = memoryOf(tree);
    peak.rss = Math.max(peak.rss, now.rss);
    peak.pss = Math.max(peak.pss, now.pss);
    peak.processes = Math.max(peak.processes, tree.length);
  };
  sample();
  const timer = setInterval(sample, 50);
  return () => {
    clearInterval(timer);
    sample();
    return { rss: Math.round(peak.rss), pss: Math.round(peak.pss), processes: peak.processes };
  };
}

/** The gzip size of the JavaScript an HTML entry of the build loads (its module script and what it preloads). */
function entryJsKb(web: string, html: string): number {
  const page = readFileSync(join(web, html), 'utf8');
  const files = new Set([...page.matchAll(/(?:src|href)="\/app\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(web, file))).length;
  return Math.round(bytes / 102.4) / 10;
}

/**
 * casts.viewer.data-to-painted (2,000 cells, < 300 ms), casts.pdf-3-pages.warm (< 2 s), casts.pdf-20-concurrent
 * (all answered; peak memory of the server and its Chromium) and casts.viewer.js-size (the viewer's JavaScript
 * against the editor's, < 25%), against the real server in its own process.
 */
export const castsSuite: BenchSuite = {
  names: ['casts.viewer.data-to-painted', 'casts.pdf-3-pages.warm', 'casts.pdf-20-concurrent', 'casts.viewer.js-size'],
  async run(record, selected) {
    const web = mkdtempSync(join(tmpdir(), 'gridcast-bench-casts-web-'));
    const dataDir = mkdtempSync(join(tmpdir(), 'gridcast-bench-casts-'));
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', web, '--emptyOutDir'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
    const { child, url } = await startServer(dataDir, ['--web', web], { email: EMAIL, password: PASSWORD });
    try {
      if (selected('casts.viewer.js-size')) {
        const viewer = entryJsKb(web, 'cast.html');
        const editor = entryJsKb(web, 'index.html');
        const ratio = Math.round((viewer / editor) * 1000) / 10;
        record(summarize('casts.viewer.js-size', [0], 0, { viewer_js_gzip_kb: viewer, editor_js_gzip_kb: editor, ratio_pct: ratio, budget_pct: 25 }));
      }
      const { cookie, token } = await prepare(url);
      if (selected('casts.viewer.data-to-painted')) {
        record(summarize('casts.viewer.data-to-painted', await viewerDataToPainted(url, cookie, token), 0, { cells: ROWS * COLUMNS, budget_ms: 300 }));
      }
      if (selected('casts.pdf-3-pages.warm') || selected('casts.pdf-20-concurrent')) {
        const cold = performance.now();
        const first = await pdf(url, cookie, token);
        if (first.status !== 200) throw new Error(`PDF failed: ${first.status}`);
        const coldMs = performance.now() - cold;
        if (selected('casts.pdf-3-pages.warm')) {
          const samples: number[] = [];
          const cpu: number[] = [];
          for (let i = 0; i < PDF_RUNS; i++) {
            const cpuBefore = treeCpuMs(child.pid!);
            const start = performance.now();
            const printed = await pdf(url, cookie, token);
            if (printed.status !== 200) throw new Error(`PDF failed: ${printed.status}`);
            samples.push(performance.now() - start);
            cpu.push(treeCpuMs(child.pid!) - cpuBefore);
          }
          const cpuMedian = summarize('cpu', cpu, 0).median_ms;
          record(summarize('casts.pdf-3-pages.warm', samples, 0, { pages: 3, cells: ROWS * COLUMNS, pdf_kb: Math.round(first.bytes / 1024), cold_ms: Math.round(coldMs), cpu_median_ms: cpuMedian, budget_ms: 2000 }));
        }
        if (selected('casts.pdf-20-concurrent')) {
          const peaks = memoryPeaks(child.pid!);
          const cpuBefore = treeCpuMs(child.pid!);
          const start = performance.now();
          const replies = await Promise.all(Array.from({ length: CONCURRENT }, () => pdf(url, cookie, token)));
          const wall = performance.now() - start;
          const peak = peaks();
          const cpuMs = treeCpuMs(child.pid!) - cpuBefore;
          const answered = replies.filter((reply) => reply.status === 200).length;
          record(summarize('casts.pdf-20-concurrent', [wall], 0, {
            requests: CONCURRENT, answered_200: answered, other_statuses: replies.filter((reply) => reply.status !== 200).map((reply) => reply.status).join(' ') || 'none',
            cpu_ms: cpuMs, peak_rss_mb: peak.rss, peak_pss_mb: peak.pss, peak_processes: peak.processes,
          }));
        }
      }
    } finally {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(web, { recursive: true, force: true });
    }
  },
};
