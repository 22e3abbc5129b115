import { expect, test, type Page } from '@playwright/test';
import { clickCell, createTemplate, logIn, menu, valueAt } from './helpers.js';

const linkDialog = (page: Page) => page.getByRole('dialog', { name: 'Link' });

/** The active cell's formula as the formula bar shows it. */
const formulaBar = (page: Page) => page.getByRole('textbox', { name: 'Formula bar' });

test('the Link button opens a dialog that links the selected range, refusing a range it cannot read', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await clickCell(page, 'B2');
  await clickCell(page, 'C4', { shift: true });
  await clickCell(page, 'A1');
  await page.getByRole('toolbar', { name: 'Toolbar' }).getByRole('button', { name: 'Link' }).click();
  const dialog = linkDialog(page);
  await expect(dialog.getByLabel('Range')).toHaveValue('Sheet1!A1');
  await dialog.getByLabel('Range').fill('Nowhere!B2');
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog.getByRole('alert')).toHaveText("Sheet 'Nowhere' doesn't exist");
  expect(await valueAt(page, 'A1')).toBeNull();
  await dialog.getByLabel('Range').fill('b2:c4');
  await dialog.getByLabel('Text').fill('Prices');
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(formulaBar(page)).toHaveValue('=RANGELINK(Sheet1!B2:C4, "Prices")');
  expect(await valueAt(page, 'A1')).toBe('Prices');
  // Focus is back on the grid: Ctrl+Z undoes the link at once.
  await expect(page.locator('.grid-host')).toBeFocused();
  await page.keyboard.press('Control+z');
  expect(await valueAt(page, 'A1')).toBeNull();
});

test('Insert > Link and Ctrl+K link a named range; Escape changes nothing', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await page.evaluate(() => window.__gridcast!.session.kernel.execute('names.add', { name: 'Totals', range: 'Sheet1!D1:D9' }));
  await clickCell(page, 'A2');
  await menu(page, 'Insert', 'Link');
  await linkDialog(page).getByRole('combobox', { name: 'Link to' }).click();
  await page.getByRole('option', { name: 'Totals' }).click();
  await expect(linkDialog(page).getByLabel('Range')).toHaveCount(0);
  await linkDialog(page).getByLabel('Text').press('Enter');
  await expect(formulaBar(page)).toHaveValue('=RANGELINK(Totals, "Totals")');
  expect(await valueAt(page, 'A2')).toBe('Totals');

  await clickCell(page, 'A3');
  await page.keyboard.press('Control+k');
  await expect(linkDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(linkDialog(page)).toHaveCount(0);
  expect(await valueAt(page, 'A3')).toBeNull();
  await expect(page.locator('.grid-host')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Name box')).toHaveValue('A4');
});
