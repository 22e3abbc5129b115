import { expect, test } from '@playwright/test';
import { cellPoint, clickCell, createTemplate, logIn, menu, valueAt, waitSaved } from './helpers.js';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('an author builds a template, edits it and finds it all saved after a reload', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  const grid = page.locator('.grid-host');
  await grid.focus();

  // Values and formulas, one picked with the arrow keys.
  await page.keyboard.type('12');
  await page.keyboard.press('Enter');
  await page.keyboard.type('30');
  await page.keyboard.press('Enter');
  await page.keyboard.type('=');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.type('+');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByLabel('Cell editor')).toHaveValue('=A1+A2');
  await page.keyboard.press('Enter');
  expect(await valueAt(page, 'A3')).toBe(42);
  // Autocomplete and a typed range.
  await page.keyboard.type('=sum');
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toHaveText(/^SUM\(number1/);
  await page.keyboard.press('Tab');
  await page.keyboard.type('A1:A3)');
  await page.keyboard.press('Tab');
  expect(await valueAt(page, 'A4')).toBe(84);
  // Escape cancels; Shift+Tab and Shift+Enter move back.
  await page.keyboard.type('zzz');
  await page.keyboard.press('Escape');
  expect(await valueAt(page, 'B4')).toBeNull();
  await expect(page.getByLabel('Name box')).toHaveValue('B4');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByLabel('Name box')).toHaveValue('A4');
  await expect(page.getByLabel('Formula bar')).toHaveValue('=SUM(A1:A3)');

  // Cell text is text: markup is drawn, never run.
  await clickCell(page, 'C1');
  await page.keyboard.type('<img src=x onerror="window.__pwned=1">');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await clickCell(page, 'C1');
  await page.keyboard.press('Delete');

  // Fill down B1 (=A1*2) to B3 by dragging the fill handle: one undo step.
  await clickCell(page, 'B1');
  await page.keyboard.type('=A1*2');
  await page.keyboard.press('Enter');
  await clickCell(page, 'B1');
  const from = await cellPoint(page, 'B1');
  await page.mouse.move(from.x + 49, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + 30, { steps: 3 });
  const to = await cellPoint(page, 'B3');
  await page.mouse.move(to.x, to.y, { steps: 3 });
  await page.mouse.up();
  expect(await valueAt(page, 'B3')).toBe(84);
  await page.keyboard.press('Control+z');
  expect(await valueAt(page, 'B3')).toBeNull();
  expect(await valueAt(page, 'B2')).toBeNull();
  await page.keyboard.press('Control+Shift+z');
  expect(await valueAt(page, 'B2')).toBe(60);

  // Copy A1:B2 and paste at D1: formulas shift.
  await clickCell(page, 'A1');
  await clickCell(page, 'B2', { shift: true });
  await page.keyboard.press('Control+c');
  await clickCell(page, 'D1');
  await page.keyboard.press('Control+v');
  expect(await valueAt(page, 'D2')).toBe(30);
  expect(await valueAt(page, 'E2')).toBe(60);
  await expect(page.getByLabel('Name box')).toHaveValue('D1:E2');
  await clickCell(page, 'E2');
  await expect(page.getByLabel('Formula bar')).toHaveValue('=D2*2');

  // Format: bold from the toolbar, currency format from the toolbar.
  await clickCell(page, 'A4');
  await page.getByRole('button', { name: 'Bold' }).click();
  await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Format as currency' }).click();

  // Insert a row above row 1 through the row header's menu, then delete it again.
  const box = (await page.getByRole('grid', { name: 'Sheet grid' }).boundingBox())!;
  await page.mouse.click(box.x + 20, box.y + 24 + 10, { button: 'right' });
  await page.getByRole('menu', { name: 'Header menu' }).getByRole('menuitem', { name: 'Insert 1 above' }).click();
  expect(await valueAt(page, 'A4')).toBe(42);
  expect(await valueAt(page, 'A5')).toBe(84);
  await page.mouse.click(box.x + 20, box.y + 24 + 10, { button: 'right' });
  await page.getByRole('menu', { name: 'Header menu' }).getByRole('menuitem', { name: 'Delete row' }).click();
  expect(await valueAt(page, 'A4')).toBe(84);

  // The picture of the grid.
  await clickCell(page, 'H20');
  // A fixed region of the canvas, so the picture does not depend on the toolbar's height.
  const canvas = (await page.getByRole('grid', { name: 'Sheet grid' }).boundingBox())!;
  await expect(page).toHaveScreenshot('visit-grid.png', { clip: { x: canvas.x, y: canvas.y, width: 700, height: 480 }, maxDiffPixelRatio: 0.02 });

  // A second sheet, renamed in place.
  await page.getByRole('button', { name: 'Add sheet' }).click();
  await expect(page.getByRole('tab', { name: /Sheet2/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: /Sheet2/ }).dblclick();
  await page.getByLabel('Sheet name').fill('Totals');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: /Totals/ })).toBeVisible();
  await grid.focus();
  await page.keyboard.type('=Sheet1!A4*10');
  await page.keyboard.press('Enter');
  expect(await valueAt(page, 'A1', 'Totals')).toBe(840);
  // A reference picked with a click while one is expected, highlighted while editing.
  await page.keyboard.type('=');
  await clickCell(page, 'A1');
  await expect(page.getByLabel('Cell editor')).toHaveValue('=A1');
  await page.keyboard.type('*2');
  await page.keyboard.press('Enter');
  expect(await valueAt(page, 'A2', 'Totals')).toBe(1680);

  await waitSaved(page);
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  expect(await valueAt(page, 'A4', 'Sheet1')).toBe(84);
  expect(await valueAt(page, 'E2', 'Sheet1')).toBe(60);
  expect(await valueAt(page, 'A1', 'Totals')).toBe(840);
  expect(await valueAt(page, 'A2', 'Totals')).toBe(1680);
  await expect(page.getByRole('tab', { name: /Totals/ })).toBeVisible();
  await page.getByRole('tab', { name: /Sheet1/ }).click();
  await clickCell(page, 'A4');
  await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');

  // Publish, with the confirmation.
  await menu(page, 'Versioning', 'Publish');
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to publish Untitled grid?');
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
});
