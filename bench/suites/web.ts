import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Draft } from 'immer';
import { chromium, type Page } from 'playwright-core';
import { putCell } from '../../plugins/workbook/cell-store.js';
import { newSheet, newWorkbook } from '../../plugins/workbook/create.js';
import { templateFileText } from '../../plugins/workbook/file/index.js';
import { SequentialIdGenerator } from '../../plugins/workbook/ids.js';
import { CHROMIUM_DISABLE_FEATURES } from '../../server/pdf/chromium-features.js';
import type { Sheet } from '../../plugins/workbook/model/sheet.js';
import type { Workbook } from '../../plugins/workbook/model/workbook.js';
import { summarize } from '../report.js';
import { benchBook } from './conditional-formats.js';
import type { BenchSuite } from '../types.js';

const ROWS = 10_000;
const COLUMNS = 10;
const DEPENDENTS = 1_000;
const LOADS = 3;
const SCROLL_FRAMES = 150;
const EDITS = 15;
const EMAIL = 'bench-web@example.test';
const PASSWORD = 'bench-web-password';
/** The admin startServer makes by default, whom logIn signs in. */
export const BENCH_USER = { email: EMAIL, password: PASSWORD } as const;
/** As the browser tests' (playwright.config.ts), its features those of server/pdf/chromium-features.ts. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  CHROMIUM_DISABLE_FEATURES];

/**
 * 100k cells: numbers and text, and in column B 1,000 formulas that all read A1 (the edited cell),
 * so one keystroke recomputes and repaints 1,000 dependents.
 */
export function template(rows = ROWS, columns = COLUMNS): Workbook {
  const ids = new SequentialIdGenerator();
  const base = newWorkbook(ids, 'web bench');
  const sheet = newSheet(ids, 'Data', rows, columns) as Draft<Sheet>;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const cell = c === 1 && r < DEPENDENTS ? { formula: `=$A$1*${r + 1}` } : c % 3 === 2 ? { value: `item ${r}-${c}` } : { value: r * COLUMNS + c };
      putCell(sheet, sheet.rowIds[r], sheet.columnIds[c], cell);
    }
  }
  return { ...base, sheetIds: [sheet.id], sheetsById: { [sheet.id]: sheet } };
}

/** The real server in its own process (`gridcast serve`), on a free loopback port. */
export function startServer(dataDir: string, extraArgs: readonly string[] = [], admin: { email: string; password: string } = { email: EMAIL, password: PASSWORD }): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['cli/bin.js', 'serve', '--port', '0', '--data', dataDir, ...extraArgs], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, GRIDCAST_ADMIN_EMAIL: admin.email, GRIDCAST_ADMIN_PASSWORD: admin.password },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve({ child, url: match[1] });
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening`)));
  });
}

/** Uploads the template as a .json file and returns its grid id. */
export async function uploadTemplate(url: string, workbook: Workbook): Promise<string> {
  const login = await fetch(`${url}/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const form = new FormData();
  form.append('file', new Blob([templateFileText(workbook)], { type: 'application/json' }), 'web-bench.json');
  const created = await fetch(`${url}/api/import`, { method: 'POST', headers: { cookie }, body: form });
  if (!created.ok) throw new Error(`import failed: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { grid: { id: string } }).grid.id;
}

export async function logIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/app`);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Grid Templates' }).waitFor();
}

/** Milliseconds from the data's arrival (parsed) to the end of the first grid paint. */
async function firstPaint(page: Page, url: string, gridId: string): Promise<number> {
  await page.goto(`${url}/app/grids/${gridId}`);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const check = () => {
          const data = performance.getEntriesByName('gridcast:data')[0];
          const paint = data && performance.getEntriesByName('gridcast:paint').find((mark) => mark.startTime > data.startTime);
          if (paint) resolve(paint.startTime - data.startTime);
          else setTimeout(check, 5);
        };
        check();
      }),
  );
}

/** Scrolls 3 rows per frame; per frame, React's render plus the canvas draw (the main thread's work). */
async function scrollFrames(page: Page): Promise<{ costs: number[]; draws: number[] }> {
  return page.evaluate(async (frames) => {
    const scroller = document.querySelector<HTMLDivElement>('.grid-scroll')!;
    const costs: number[] = [];
    const draws: number[] = [];
    for (let i = 0; i < frames; i++) {
      const before = performance.now();
      scroller.scrollTop += 63;
      await new Promise<void>((resolve) => {
        const wait = () => ((performance.getEntriesByName('gridcast:paint')[0]?.startTime ?? 0) > before ? resolve() : requestAnimationFrame(wait));
        requestAnimationFrame(wait);
      });
      const marks = performance.getEntriesByName('gridcast:paint');
      const detail = (marks[marks.length - 1] as PerformanceMark).detail as { drawMs: number; renderMs: number };
      costs.push(detail.drawMs + detail.renderMs);
      draws.push(detail.drawMs);
    }
    return { costs, draws };
  }, SCROLL_FRAMES);
}

/** Keystroke (Enter committing A1) to the end of the paint showing the 1,000 recomputed dependents. */
async function editToPaint(page: Page, value: number): Promise<number> {
  await page.getByLabel('Name box').fill('A1');
  await page.getByLabel('Name box').press('Enter');
  await page.keyboard.type(String(value));
  await page.evaluate(() => {
    const state = window as unknown as { __enterAt?: number };
    state.__enterAt = undefined;
    window.addEventListener('keydown', (event) => event.key === 'Enter' && (state.__enterAt = performance.now()), { capture: true, once: true });
  });
  await page.keyboard.press('Enter');
  return page.evaluate(
    (expected) =>
      new Promise<number>((resolve, reject) => {
        const state = window as unknown as { __enterAt?: number; __gridcast?: { session: { view: { activeSheetId: string }; engine: { getValue(s: string, r: number, c: number): unknown } } } };
        const started = performance.now();
        const check = () => {
          const at = state.__enterAt;
          const session = state.__gridcast!.session;
          const updated = session.engine.getValue(session.view.activeSheetId, 999, 1) === expected;
          const paint = at !== undefined && updated && performance.getEntriesByName('gridcast:paint').find((mark) => mark.startTime > at);
          if (paint && at !== undefined) resolve(paint.startTime - at);
          else if (performance.now() - started > 10_000) reject(new Error('no paint after the edit'));
          else requestAnimationFrame(check);
        };
        check();
      }),
    value * 1000,
  );
}

export const round = (ms: number) => Math.round(ms * 100) / 100;

export function p95(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
}

/**
 * web.first-paint, web.scroll.p95 and web.edit-1000-dependents in headless Chromium against the real
 * server, and web.first-paint-cf: the first paint of the conditional formats bench's sheet (100k cells
 * under 10 rules, each over a column), rules evaluated from cold before the grid can draw their looks.
 */
export const webSuite: BenchSuite = {
  names: ['web.first-paint', 'web.first-paint-cf', 'web.scroll.p95', 'web.edit-1000-dependents'],
  async run(record, selected) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
    const dataDir = mkdtempSync(join(tmpdir(), 'gridcast-bench-web-'));
    const { child, url } = await startServer(dataDir);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    try {
      const gridId = await uploadTemplate(url, template());
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      // tsx compiles this file with esbuild's keepNames, whose __name helper the page scripts call.
      await page.addInitScript('window.__name = (fn) => fn');
      await logIn(page, url);
      const loads: number[] = [];
      for (let i = 0; i < LOADS; i++) loads.push(await firstPaint(page, url, gridId));
      if (selected('web.first-paint')) record(summarize('web.first-paint', loads, 0, { cells: ROWS * COLUMNS, budget_ms: 1500 }));
      await page.locator('.grid-host').focus();
      const { costs: frames, draws } = await scrollFrames(page);
      if (selected('web.scroll.p95')) {
        record(summarize('web.scroll.p95', [p95(frames)], 0, { frames: frames.length, median_frame_ms: round(frames.sort((a, b) => a - b)[frames.length >> 1]), draw_p95_ms: round(p95(draws)), budget_ms: 16 }));
      }
      const edits: number[] = [];
      for (let i = 0; i < EDITS; i++) edits.push(await editToPaint(page, i + 2));
      if (selected('web.edit-1000-dependents')) record(summarize('web.edit-1000-dependents', edits, 0, { dependents: DEPENDENTS, p95_ms: round(p95(edits)), budget_ms: 50 }));
      // Last, since it leaves another grid open.
      if (selected('web.first-paint-cf')) {
        const cfGridId = await uploadTemplate(url, benchBook(false));
        const cfLoads: number[] = [];
        for (let i = 0; i < LOADS; i++) cfLoads.push(await firstPaint(page, url, cfGridId));
        record(summarize('web.first-paint-cf', cfLoads, 0, { cells: ROWS * COLUMNS, rules: 10, budget_ms: 1500 }));
      }
    } finally {
      await browser.close();
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
