import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { clickCell, createTemplate, logIn, menu, valueAt, waitSaved } from './helpers.js';

const LOAN = readFileSync(new URL('../../fixtures/templates/loan-calculator.json', import.meta.url), 'utf8');

test('versions: create one, switch back and forth with each one\'s edits kept; resize refuses under 4 px', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await page.locator('.grid-host').focus();
  await page.keyboard.type('v1');
  await page.keyboard.press('Enter');
  await waitSaved(page);

  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'Versioning' }).click();
  await page.getByRole('menuitem', { name: 'Create New Version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Version' });
  await expect(dialog.getByLabel('Version Name')).toHaveValue('New Version');
  await dialog.getByLabel('Version Name').fill('Second');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/gridVersionId=/);
  await expect(page.locator('.version-name')).toHaveText('Second');
  expect(await valueAt(page, 'A1')).toBe('v1');

  // An edit is saved as it is made (the live channel): Change Version goes straight to the other version,
  // and the edit is in this one when it is opened again.
  await clickCell(page, 'A1');
  await page.keyboard.type('v2');
  await page.keyboard.press('Enter');
  await waitSaved(page);
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'Versioning' }).click();
  await page.getByRole('menuitem', { name: 'Change Version' }).hover();
  await page.getByRole('menu', { name: 'Change Version' }).getByRole('menuitemcheckbox', { name: 'Version 1 (unpublished)' }).click();
  await expect(page.getByRole('dialog', { name: 'Change Versions' })).toHaveCount(0);
  await expect(page.locator('.version-name')).toHaveText('Version 1');
  await expect.poll(() => valueAt(page, 'A1')).toBe('v1');
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'Versioning' }).click();
  await page.getByRole('menuitem', { name: 'Change Version' }).hover();
  await page.getByRole('menu', { name: 'Change Version' }).getByRole('menuitemcheckbox', { name: 'Second (unpublished)' }).click();
  await expect(page.locator('.version-name')).toHaveText('Second');
  await expect.poll(() => valueAt(page, 'A1')).toBe('v2');

  // The resize dialog of the column header menu.
  const box = (await page.getByRole('grid', { name: 'Sheet grid' }).boundingBox())!;
  await page.mouse.click(box.x + 46 + 50, box.y + 12, { button: 'right' });
  await page.getByRole('menu', { name: 'Header menu' }).getByRole('menuitem', { name: 'Resize column' }).click();
  const resize = page.getByRole('dialog', { name: 'Resize columns' });
  await resize.getByLabel('Size in pixels').fill('2');
  await expect(resize).toContainText('Size must be at least 4 pixels.');
  await expect(resize.getByRole('button', { name: 'Resize' })).toBeDisabled();
  await resize.getByLabel('Size in pixels').fill('150');
  await resize.getByRole('button', { name: 'Resize' }).click();
  const width = await page.evaluate(() => {
    const sheet = window.__gridcast!.session.workbook.sheetsById[window.__gridcast!.session.view.activeSheetId];
    return sheet.columnsById[sheet.columnIds[0]].width;
  });
  expect(width).toBe(150);

  // Ctrl+D copies the range's first row down; a drag across column headers selects whole columns.
  await clickCell(page, 'B1');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await clickCell(page, 'B1');
  await clickCell(page, 'B3', { shift: true });
  await page.keyboard.press('Control+d');
  expect(await valueAt(page, 'B3')).toBe(5);
  const grid = (await page.getByRole('grid', { name: 'Sheet grid' }).boundingBox())!;
  await page.mouse.move(grid.x + 46 + 150 + 50, grid.y + 12);
  await page.mouse.down();
  await page.mouse.move(grid.x + 46 + 150 + 250, grid.y + 12, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByLabel('Name box')).toHaveValue('B1:D100');
});

test('Compare Versions shows, against the chosen version, the changed cell and each test shadow\'s changed outputs', async ({ page }) => {
  await logIn(page);
  const imported = await page.request.post('/api/import', { multipart: { file: { name: 'loan-calculator.json', mimeType: 'application/json', buffer: Buffer.from(LOAN) } } });
  const grid = ((await imported.json()) as { grid: { id: string; gridVersion: { id: string } } }).grid;
  // A second version pays 1% more each month.
  const content = JSON.parse(LOAN) as { sheetsById: Record<string, { cellsById: Record<string, { formula?: string }> }> };
  const payment = Object.values(content.sheetsById).flatMap((sheet) => Object.values(sheet.cellsById)).find((cell) => cell.formula?.includes('PMT('))!;
  const before = payment.formula!;
  payment.formula = `=1.01*${before.slice(1)}`;
  const created = await page.request.post(`/api/grids/${grid.id}/versions`, { data: { gridVersion: { ...content, name: 'Higher payment' } } });
  const second = ((await created.json()) as { gridVersion: { id: string } }).gridVersion.id;

  await page.goto(`/app/grids/${grid.id}?gridVersionId=${second}`);
  await expect(page.locator('.version-name')).toHaveText('Higher payment');
  await menu(page, 'Versioning', 'Compare Versions');
  const dialog = page.getByRole('dialog', { name: 'Compare Versions' });
  await expect(dialog.getByRole('combobox', { name: 'Compare with' })).toContainText('(unpublished)');
  const cells = dialog.getByRole('table', { name: 'Changed cells' });
  const changed = cells.getByRole('row').filter({ hasText: '=1.01*' });
  await expect(changed).toHaveCount(1);
  await expect(changed.getByRole('cell').nth(2)).toContainText(before);
  const outputs = dialog.getByRole('table', { name: /^Outputs of / }).first();
  const monthly = outputs.getByRole('row', { name: /monthlyPayment/ });
  await expect(monthly).toBeVisible();
  const [oldValue, newValue] = (await monthly.getByRole('cell').allTextContents()).slice(1).map(Number);
  expect(newValue).toBeCloseTo(oldValue * 1.01, 6);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
