import { expect, test, type Page } from '@playwright/test';
import { createTemplate, logIn, valueAt } from './helpers.js';

/** Headers are 46 x 24, cells 100 x 21. */
async function gridBox(page: Page): Promise<{ x: number; y: number }> {
  const box = (await page.getByRole('grid', { name: 'Sheet grid' }).boundingBox())!;
  return { x: box.x, y: box.y };
}

async function rowHeader(page: Page, row: number): Promise<{ x: number; y: number }> {
  const box = await gridBox(page);
  return { x: box.x + 23, y: box.y + 24 + (row - 1) * 21 + 10 };
}

async function columnHeader(page: Page, col: string): Promise<{ x: number; y: number }> {
  const box = await gridBox(page);
  return { x: box.x + 46 + (col.charCodeAt(0) - 65) * 100 + 50, y: box.y + 12 };
}

async function click(page: Page, at: { x: number; y: number }, shift = false): Promise<void> {
  if (shift) await page.keyboard.down('Shift');
  await page.mouse.click(at.x, at.y);
  if (shift) await page.keyboard.up('Shift');
}

const selected = (page: Page) => page.locator('.grid-host');

async function typeInto(page: Page, values: readonly string[]): Promise<void> {
  for (const value of values) {
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  }
}

test('header clicks select rows, Shift extends, a drag of the selected headers moves them in one undo step', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await selected(page).focus();
  await typeInto(page, ['1', '2', '3']);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await typeInto(page, ['=A1*10']);

  await click(page, await rowHeader(page, 1));
  await click(page, await rowHeader(page, 2), true);
  await expect(selected(page)).toHaveAttribute('aria-label', 'Grid, A1:Z2');

  // Drag the selected rows 1-2 below row 3: a drop indicator, then the move.
  const from = await rowHeader(page, 1);
  const below3 = await rowHeader(page, 4);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(below3.x, below3.y - 8, { steps: 5 });
  await page.mouse.up();
  expect(await valueAt(page, 'A1')).toBe(3);
  expect(await valueAt(page, 'A2')).toBe(1);
  // The formula moved with its row and still reads its neighbour.
  expect(await valueAt(page, 'B2')).toBe(10);
  await expect(selected(page)).toHaveAttribute('aria-label', 'Grid, A2:Z3');

  await page.getByRole('button', { name: 'Undo' }).click();
  expect(await valueAt(page, 'A1')).toBe(1);
  expect(await valueAt(page, 'B1')).toBe(10);
});

test('a border drag or the resize dialog resizes every selected column, one undo step each', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await click(page, await columnHeader(page, 'B'));
  await click(page, await columnHeader(page, 'C'), true);
  await expect(selected(page)).toHaveAttribute('aria-label', 'Grid, B1:C100');
  const box = await gridBox(page);
  const border = { x: box.x + 46 + 300, y: box.y + 12 };
  await page.mouse.move(border.x, border.y);
  await page.mouse.down();
  await page.mouse.move(border.x + 50, border.y, { steps: 5 });
  await page.mouse.up();
  const widths = () =>
    page.evaluate(() => {
      const session = window.__gridcast!.session;
      const sheet = session.workbook.sheetsById[session.view.activeSheetId];
      return sheet.columnIds.slice(0, 4).map((id) => sheet.columnsById[id].width);
    });
  expect(await widths()).toEqual([100, 150, 150, 100]);
  await page.getByRole('button', { name: 'Undo' }).click();
  expect(await widths()).toEqual([100, 100, 100, 100]);

  // The header menu's resize dialog sizes every selected column too, and refuses less than 4 pixels.
  const header = await columnHeader(page, 'C');
  await page.mouse.click(header.x, header.y, { button: 'right' });
  await page.getByRole('menu', { name: 'Header menu' }).getByRole('menuitem', { name: 'Resize 2 columns' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resize columns' });
  await dialog.getByLabel('Size in pixels').fill('3');
  await expect(dialog).toContainText('Size must be at least 4 pixels.');
  await expect(dialog.getByRole('button', { name: 'Resize' })).toBeDisabled();
  await dialog.getByLabel('Size in pixels').fill('60');
  await dialog.getByRole('button', { name: 'Resize' }).click();
  expect(await widths()).toEqual([100, 60, 60, 100]);
  await page.getByRole('button', { name: 'Undo' }).click();
  expect(await widths()).toEqual([100, 100, 100, 100]);
});

test('select-all toggles between the whole sheet and the previous selection', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  const box = await gridBox(page);
  await page.mouse.click(box.x + 46 + 350, box.y + 24 + 4 * 21 + 10);
  await expect(selected(page)).toHaveAttribute('aria-label', 'Grid, D5');
  await page.keyboard.press('Control+a');
  await expect(selected(page)).toHaveAttribute('aria-label', 'Grid, A1:Z100');
  await page.keyboard.press('Control+a');
  await expect(selected(page)).toHaveAttribute('aria-label', 'Grid, D5');
  // The corner does the same.
  await page.mouse.click(box.x + 20, box.y + 10);
  await expect(selected(page)).toHaveAttribute('aria-label', 'Grid, A1:Z100');
});

test('hidden rows and columns show unhide arrows on the headers; a click shows them again in one undo step', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await selected(page).focus();
  await typeInto(page, ['1', '2', '3', '4', '5']);
  // Hide rows 3 and 4 from the row header's menu.
  await click(page, await rowHeader(page, 3));
  await click(page, await rowHeader(page, 4), true);
  await page.mouse.click((await rowHeader(page, 4)).x, (await rowHeader(page, 4)).y, { button: 'right' });
  await page.getByRole('menu', { name: 'Header menu' }).getByRole('menuitem', { name: 'Hide 2 rows' }).click();
  const unhideRows = page.getByRole('button', { name: 'Unhide rows 3–4' });
  await expect(unhideRows).toBeVisible();
  // Row 5 now sits where row 3 was.
  await click(page, await rowHeader(page, 3));
  await expect(page.getByLabel('Name box')).toHaveValue('A5:Z5');
  await unhideRows.click();
  await expect(unhideRows).toHaveCount(0);
  await click(page, await rowHeader(page, 3));
  await expect(page.getByLabel('Name box')).toHaveValue('A3:Z3');
  // One undo step hides both again; focus is back on the grid, so Ctrl+Z works at once.
  await page.keyboard.press('Control+z');
  await expect(unhideRows).toBeVisible();
  await page.keyboard.press('Control+y');
  await expect(unhideRows).toHaveCount(0);

  // A hidden column likewise.
  await click(page, await columnHeader(page, 'B'));
  await page.mouse.click((await columnHeader(page, 'B')).x, (await columnHeader(page, 'B')).y, { button: 'right' });
  await page.getByRole('menu', { name: 'Header menu' }).getByRole('menuitem', { name: 'Hide column' }).click();
  const unhideColumn = page.getByRole('button', { name: 'Unhide column B' });
  await expect(unhideColumn).toBeVisible();
  await unhideColumn.click();
  await expect(unhideColumn).toHaveCount(0);
  expect(await valueAt(page, 'A5')).toBe(5);
});
