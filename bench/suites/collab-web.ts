import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { summarize } from '../report.js';
import type { BenchSuite } from '../types.js';
import { CHROMIUM_ARGS, logIn, p95, round, startServer, template, uploadTemplate } from './web.js';

const EDITORS = 10;
const EDITS_PER_SECOND = 5;
/** The measured editor's key-pressed edits (each one a sample). */
const SAMPLES = 60;
const ROWS = 200;
const COLUMNS = 12;
/** The measured edits go round the first rows, which the observer has in sight (a cell out of sight is not painted). */
const IN_SIGHT = 20;

type GridcastWindow = Window & {
  __gridcast?: { session: { view: { activeSheetId: string }; workbook: { sheetIds: string[] }; kernel: { execute(id: string, params: unknown): unknown }; engine: { getValue(s: string, r: number, c: number): unknown } } };
  __sent?: Record<number, number>;
  __seen?: Record<number, number>;
  __background?: ReturnType<typeof setInterval>;
};

async function openEditor(page: Page, url: string, gridId: string): Promise<void> {
  await page.goto(`${url}/app/grids/${gridId}`);
  await page.getByRole('grid', { name: 'Sheet grid' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
}

/**
 * The observer: each animation frame it looks for the measured editor's values in column A (edit n writes
 * `k<n>` in row 1 + (n - 1) % IN_SIGHT), and notes, as wall-clock time, the first paint after the engine
 * has one.
 */
async function watch(page: Page): Promise<void> {
  await page.evaluate(([samples, inSight]) => {
    const state = window as GridcastWindow;
    const seen: Record<number, number> = {};
    const found: Record<number, number> = {};
    state.__seen = seen;
    const tick = () => {
      const session = state.__gridcast!.session;
      const sheetId = session.view.activeSheetId;
      const paints = performance.getEntriesByName('gridcast:paint');
      const lastPaint = paints[paints.length - 1]?.startTime ?? 0;
      for (let n = 1; n <= samples; n++) {
        if (seen[n] !== undefined) continue;
        if (found[n] === undefined && session.engine.getValue(sheetId, 1 + ((n - 1) % inSight), 0) === `k${n}`) found[n] = performance.now();
        if (found[n] !== undefined && lastPaint >= found[n]) seen[n] = performance.timeOrigin + lastPaint;
      }
      if (Object.keys(seen).length < samples) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, [SAMPLES, IN_SIGHT] as const);
}

/** A background editor: EDITS_PER_SECOND edits of its own column, the command a typed cell commits. */
async function startBackground(page: Page, column: number): Promise<void> {
  await page.evaluate(
    ([col, perSecond, rows]) => {
      const state = window as GridcastWindow;
      let row = 0;
      state.__background = setInterval(() => {
        const session = state.__gridcast!.session;
        session.kernel.execute('workbook.set-cell', { sheetId: session.workbook.sheetIds[0], row: 1 + (row++ % (rows - 1)), col, text: String(row) });
      }, 1000 / perSecond);
    },
    [column, EDITS_PER_SECOND, ROWS] as const,
  );
}

/**
 * The measured editor types `k<n>` and Enter into A(2 + (n - 1) % IN_SIGHT) at EDITS_PER_SECOND (Enter
 * moves down; Ctrl+Home and ArrowDown bring it back to A2 after each round); the page notes each Enter's wall-clock time.
 */
async function typeEdits(page: Page): Promise<void> {
  await page.getByLabel('Name box').fill('A2');
  await page.getByLabel('Name box').press('Enter');
  await page.evaluate(() => {
    const state = window as GridcastWindow;
    const sent: Record<number, number> = {};
    state.__sent = sent;
    let n = 0;
    window.addEventListener('keydown', (event) => event.key === 'Enter' && (sent[++n] = performance.timeOrigin + performance.now()), { capture: true });
  });
  const start = Date.now();
  for (let n = 1; n <= SAMPLES; n++) {
    const due = start + (n - 1) * (1000 / EDITS_PER_SECOND);
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    if (n > 1 && (n - 1) % IN_SIGHT === 0) {
      await page.keyboard.press('Control+Home');
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.type(`k${n}`);
    await page.keyboard.press('Enter');
  }
}

/**
 * collab.edit-to-peer (issue 36): from a key press (Enter committing a typed cell) in one browser tab to
 * the value painted in another, while ten editors on one template each make 5 edits a second (the
 * measured one by keys, the others by the command a typed cell commits, run in their pages).
 */
export const collabWebSuite: BenchSuite = {
  names: ['collab.edit-to-peer'],
  async run(record) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
    const dataDir = mkdtempSync(join(tmpdir(), 'gridcast-bench-collab-'));
    const { child, url } = await startServer(dataDir);
    // Ten tabs of one browser: none may be throttled as a background tab, or its timers and paints would wait.
    const args = [...CHROMIUM_ARGS, '--disable-background-timer-throttling', '--disable-renderer-backgrounding', '--disable-backgrounding-occluded-windows'];
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });
    try {
      const gridId = await uploadTemplate(url, template(ROWS, COLUMNS));
      // Each editor in a context (a window) of its own: a tab behind another is not painted, and the
      // observer measures paints.
      const pages: Page[] = [];
      for (let i = 0; i < EDITORS; i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        // tsx compiles this file with esbuild's keepNames, whose __name helper the page scripts call.
        await context.addInitScript('window.__name = (fn) => fn');
        const page = await context.newPage();
        await logIn(page, url);
        pages.push(page);
      }
      for (const page of pages) await openEditor(page, url, gridId);
      const [observer, typist, ...others] = pages;
      await watch(observer);
      for (const [index, page] of [observer, ...others].entries()) await startBackground(page, 2 + index);
      await typeEdits(typist);
      await observer.waitForFunction((samples) => Object.keys((window as GridcastWindow).__seen ?? {}).length >= samples, SAMPLES, { timeout: 120_000, polling: 250 }).catch(async (error: Error) => {
        const seen = await observer.evaluate(() => Object.keys((window as GridcastWindow).__seen ?? {}).length);
        const sent = await typist.evaluate(() => Object.keys((window as GridcastWindow).__sent ?? {}).length);
        throw new Error(`the observer saw ${seen} of ${SAMPLES} edits (${sent} sent): ${error.message}`);
      });
      for (const page of [observer, ...others]) await page.evaluate(() => clearInterval((window as GridcastWindow).__background));
      const sent = await typist.evaluate(() => (window as GridcastWindow).__sent ?? {});
      const seen = await observer.evaluate(() => (window as GridcastWindow).__seen ?? {});
      const latencies = Object.keys(seen).map((key) => seen[Number(key)] - sent[Number(key)]);
      record(summarize('collab.edit-to-peer', latencies, 0, { editors: EDITORS, edits_per_second_each: EDITS_PER_SECOND, p95_ms: round(p95(latencies)), budget_ms: 100 }));
    } finally {
      await browser.close();
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
