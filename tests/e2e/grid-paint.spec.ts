import { expect, test, type Page } from '@playwright/test';
import { clickCell, createTemplate, logIn, otherTab, typeAt } from './helpers.js';

/** Runs a command in the page's editor, as a co-editor's arriving command is run. */
async function run(page: Page, id: string, params: Record<string, unknown>): Promise<void> {
  await page.evaluate(([command, given]) => {
    const session = window.__gridcast!.session;
    session.kernel.execute(command, { sheetId: session.view.activeSheetId, ...given });
  }, [id, params] as const);
}

/** The canvas's pixels once the page has painted, and how many of its paints so far drew only some rows. */
async function canvasPixels(page: Page): Promise<string> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (document.querySelector('.grid-host canvas') as HTMLCanvasElement).toDataURL();
  });
}

/** How many paints drew only the rows that changed (the grid's paint marks say). */
async function partialPaints(page: Page): Promise<number> {
  return page.evaluate(() => (window as Window & { __partial?: number }).__partial ?? 0);
}

test('a grid painted only where cells or the selection changed, by others and by oneself, shows what a full paint shows', async ({ page, browser }) => {
  await page.addInitScript(() => {
    const mark = performance.mark.bind(performance);
    performance.mark = (name, options) => {
      const detail = options?.detail as { rows?: number } | undefined;
      if (name === 'gridcast:paint' && detail?.rows) (window as Window & { __partial?: number }).__partial = ((window as Window & { __partial?: number }).__partial ?? 0) + 1;
      return mark(name, options);
    };
  });
  await logIn(page);
  await createTemplate(page);
  const area = (top: number, left: number, bottom = top, right = left) => ({ area: { top, left, bottom, right } });
  // Fills, borders (a wide one, which reaches past its row), text running over empty cells, big text, a merge.
  await run(page, 'workbook.set-format', { ...area(2, 0, 4, 3), format: { backgroundColor: '#fce8b2' } });
  await run(page, 'workbook.set-borders', { ...area(6, 1, 8, 2), style: 'wider', color: '#1a73e8' });
  await run(page, 'workbook.set-format', { ...area(10, 0), format: { fontSize: 18, bold: true } });
  await run(page, 'workbook.merge-cells', { ...area(12, 1, 13, 2), mode: 'all' });
  await run(page, 'workbook.set-cell', { row: 12, col: 1, text: 'merged' });

  // A scroll paints the whole canvas; scrolled back, the view is the one painted in parts.
  const scrollTo = (top: number) => page.locator('.grid-host .grid-scroll').evaluate((element, y) => void (element.scrollTop = y), top);
  const afterFullPaint = async () => {
    await scrollTo(200);
    await canvasPixels(page);
    await scrollTo(0);
    return canvasPixels(page);
  };

  // Another person types: their cells change, and their selection (a layer: those paints are whole).
  const other = await otherTab(browser, page.url());
  await typeAt(other, 'A4', 'a long text that runs over the empty cells to its right');
  await typeAt(other, 'C8', '42');
  await typeAt(other, 'A11', 'Big');
  await expect.poll(() => page.evaluate(() => window.__gridcast!.session.engine.getValue(window.__gridcast!.session.view.activeSheetId, 10, 0))).toBe('Big');
  // Then only their selection moves.
  const beforeMove = await canvasPixels(page);
  await clickCell(other, 'F16');
  await expect.poll(() => canvasPixels(page)).not.toBe(beforeMove);
  const drawnInParts = await canvasPixels(page);
  expect(await afterFullPaint()).toBe(drawnInParts);
  await typeAt(page, 'D7', 'mine');
  await canvasPixels(page);

  // Commands that change cells alone, beside fills, wide borders, overflowing and big text: drawn in rows.
  const before = await partialPaints(page);
  await run(page, 'workbook.set-cell', { row: 3, col: 2, text: 'C4' });
  await run(page, 'workbook.set-cell', { row: 1, col: 0, text: 'above the fill' });
  await run(page, 'workbook.set-cell', { row: 7, col: 3, text: 'beside a wide border' });
  await run(page, 'workbook.set-cell', { row: 9, col: 0, text: 'above big text' });
  await run(page, 'workbook.set-cell', { row: 4, col: 1, text: 'cut' });
  await run(page, 'workbook.set-cell', { row: 60, col: 1, text: 'out of sight' });
  const partial = await canvasPixels(page);
  expect(await partialPaints(page)).toBeGreaterThan(before);

  expect(await afterFullPaint()).toBe(partial);

  // The selection moving down its column, growing, and a formula's reference highlights: drawn in rows.
  const beforeKeys = await partialPaints(page);
  await clickCell(page, 'B3');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.type('=A2+A9');
  const moved = await canvasPixels(page);
  expect(await partialPaints(page)).toBeGreaterThan(beforeKeys + 2);
  expect(await afterFullPaint()).toBe(moved);
  await page.keyboard.press('Escape');

  // With frozen panes: rows 1 and 2 and columns A and B stay while the rest scrolls; the same in each pane.
  await clickCell(page, 'B3');
  for (const item of ['2 rows', 'Up to column B']) {
    await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'View', exact: true }).click();
    await page.getByRole('menu', { name: 'View' }).getByRole('menuitem', { name: 'Freeze' }).click();
    await page.getByRole('menuitemcheckbox', { name: item, exact: true }).click();
  }
  await canvasPixels(page);
  const beforeFrozen = await partialPaints(page);
  await clickCell(page, 'A1');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await typeAt(page, 'C2', 'frozen row');
  await run(page, 'workbook.set-cell', { row: 5, col: 0, text: 'frozen column' });
  await typeAt(other, 'D9', 'theirs');
  await expect.poll(() => page.evaluate(() => window.__gridcast!.session.engine.getValue(window.__gridcast!.session.view.activeSheetId, 8, 3))).toBe('theirs');
  const frozen = await canvasPixels(page);
  expect(await partialPaints(page)).toBeGreaterThan(beforeFrozen + 2);
  expect(await afterFullPaint()).toBe(frozen);
  await other.context().close();
});

/** The page's canvas as an image. */
function canvasOf(page: Page): Promise<string> {
  return page.evaluate(() => (document.querySelector('.grid-host canvas') as HTMLCanvasElement).toDataURL());
}

/**
 * Holds the page's time still: its timers fire only in the steps `stepUntil` takes, 50 ms each (a batch of
 * others' messages may wait that long), so what shows within a step or two came before the 250 ms render
 * of others' edits. `stepUntil(read)` is a poll of `read` that steps the clock before each read.
 */
async function holdClock(page: Page): Promise<{ stepUntil<T>(read: () => Promise<T>): ReturnType<typeof expect.poll<T>> }> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  return {
    stepUntil: <T>(read: () => Promise<T>) =>
      expect.poll(
        async () => {
          await page.clock.runFor(50);
          return read();
        },
        { intervals: [50], timeout: 20_000 },
      ),
  };
}

/** The value the page's engine computed at a cell of the active sheet. */
function valueIn(page: Page, row: number, col: number): Promise<unknown> {
  return page.evaluate(([r, c]) => window.__gridcast!.session.engine.getValue(window.__gridcast!.session.view.activeSheetId, r, c), [row, col] as const);
}

test("another editor's edit in sight, away from the active cell, is painted before the editor renders it", async ({ page, browser }) => {
  await logIn(page);
  await createTemplate(page);
  const other = await otherTab(browser, page.url());
  const clock = await holdClock(page);
  const before = await canvasOf(page);
  // Run in the other tab without moving its selection.
  await run(other, 'workbook.set-cell', { row: 5, col: 2, text: 'ahead' });
  await clock.stepUntil(() => valueIn(page, 5, 2)).toBe('ahead');
  const painted = await canvasOf(page);
  expect(painted).not.toBe(before);
  // A scroll paints the grid before the editor renders the edit: it shows what was painted ahead, not the older model.
  const scrolledTo = (top: number) =>
    page.locator('.grid-host .grid-scroll').evaluate(async (element, y) => {
      const scrolled = new Promise((resolve) => element.addEventListener('scroll', resolve, { once: true }));
      element.scrollTop = y;
      // The grid's own scroll listener, added first, has painted by the time this one runs.
      await scrolled;
      return (document.querySelector('.grid-host canvas') as HTMLCanvasElement).toDataURL();
    }, top);
  expect(await scrolledTo(200)).not.toBe(painted);
  expect(await scrolledTo(0)).toBe(painted);
  // The other editor's selection is painted ahead too: nothing else shows it.
  await other.evaluate(() => {
    const session = window.__gridcast!.session;
    session.kernel.view.run('view.select', { sheetId: session.view.activeSheetId, anchor: { row: 8, col: 4 }, focus: { row: 9, col: 5 } });
  });
  await clock.stepUntil(() => canvasOf(page)).not.toBe(painted);
  await other.context().close();
});

test("another editor's edit that hides a row shows at once, with the page's timers held", async ({ page, browser }) => {
  await logIn(page);
  await createTemplate(page);
  await typeAt(page, 'E8', '=HIDEROW(A8="x", "hides row 8")');
  await clickCell(page, 'A1');
  const other = await otherTab(browser, page.url());
  const clock = await holdClock(page);
  const before = await canvasOf(page);
  await run(other, 'workbook.set-cell', { row: 7, col: 0, text: 'x' });
  await clock.stepUntil(() => valueIn(page, 7, 0)).toBe('x');
  await expect.poll(() => canvasOf(page)).not.toBe(before);
  await other.context().close();
});
