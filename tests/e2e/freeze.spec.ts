import { expect, test, type Page } from '@playwright/test';
import { cellPoint, clickCell, createTemplate, logIn, pixelAt, valueAt, waitSaved } from './helpers.js';

async function freezeFromMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'View', exact: true }).click();
  await page.getByRole('menu', { name: 'View' }).getByRole('menuitem', { name: 'Freeze' }).click();
  await page.getByRole('menuitemcheckbox', { name: item, exact: true }).click();
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Sheet grid' });
const selected = (page: Page) => page.locator('.grid-host').getAttribute('aria-label');

test('a person freezes a row, scrolls and sees it stay, edits it, drags the freeze bar, undoes and finds the freeze kept', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await clickCell(page, 'A1');
  await page.keyboard.type('Region');
  await page.keyboard.press('Enter');

  await freezeFromMenu(page, '1 row');
  const rowsBar = page.getByRole('separator', { name: 'Freeze rows' });
  await expect(rowsBar).toHaveAttribute('aria-valuenow', '1');
  const a1 = await cellPoint(page, 'A1');
  const a2 = await cellPoint(page, 'A2');
  // The frozen line under row 1, across the sheet.
  expect(await pixelAt(page, a1.x + 200, a1.y + 10)).toBe('#bdc1c6');

  // Scroll well down: row 1 stays where it was, the rows under it scroll.
  await page.mouse.move(a2.x, a2.y + 200);
  await page.mouse.wheel(0, 2100);
  await expect.poll(() => grid(page).evaluate(() => (document.querySelector('.grid-scroll') as HTMLElement).scrollTop)).toBeGreaterThan(1000);
  await page.mouse.click(a1.x, a1.y);
  expect(await selected(page)).toBe('Grid, A1');
  await page.mouse.click(a2.x, a2.y);
  const below = Number(/^Grid, A(\d+)$/.exec((await selected(page)) ?? '')?.[1]);
  expect(below).toBeGreaterThan(40);

  // Editing a frozen cell while scrolled opens the editor on it.
  await page.mouse.dblclick(a1.x, a1.y);
  const editor = page.locator('.cell-editor');
  await expect(editor).toBeVisible();
  const box = (await editor.boundingBox())!;
  expect(Math.abs(box.y + box.height / 2 - a1.y)).toBeLessThan(12);
  await page.keyboard.press('End');
  await page.keyboard.type(' name');
  await page.keyboard.press('Enter');
  expect(await valueAt(page, 'A1')).toBe('Region name');

  // Back at the top, drag the bar down to the bottom of row 3: three rows frozen, in one undo step.
  await page.mouse.move(a2.x, a2.y + 200);
  await page.mouse.wheel(0, -5000);
  await expect.poll(() => grid(page).evaluate(() => (document.querySelector('.grid-scroll') as HTMLElement).scrollTop)).toBe(0);
  const bar = (await rowsBar.boundingBox())!;
  const gridBox = (await grid(page).boundingBox())!;
  await page.mouse.move(bar.x + bar.width / 2, bar.y + bar.height / 2);
  await page.mouse.down();
  await page.mouse.move(bar.x + bar.width / 2, gridBox.y + 24 + 3 * 21 - 3, { steps: 5 });
  await page.mouse.up();
  await expect(rowsBar).toHaveAttribute('aria-valuenow', '3');
  await clickCell(page, 'C5');
  await page.keyboard.press('Control+z');
  await expect(rowsBar).toHaveAttribute('aria-valuenow', '1');

  // Columns from the menu, up to the current column.
  await clickCell(page, 'B4');
  await freezeFromMenu(page, 'Up to column B');
  await expect(page.getByRole('separator', { name: 'Freeze columns' })).toHaveAttribute('aria-valuenow', '2');

  await waitSaved(page);
  await page.reload();
  await expect(grid(page)).toBeVisible();
  await expect(rowsBar).toHaveAttribute('aria-valuenow', '1');
  await expect(page.getByRole('separator', { name: 'Freeze columns' })).toHaveAttribute('aria-valuenow', '2');
  await freezeFromMenu(page, 'No rows');
  await expect(rowsBar).toHaveAttribute('aria-valuenow', '0');
});
