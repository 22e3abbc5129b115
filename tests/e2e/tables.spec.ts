import { expect, test, type Page } from '@playwright/test';
import { cellPoint, clickCell, createTemplate, fillAt, logIn, menu, pixelAt, valueAt } from './helpers.js';

/** The active cell's formula as the formula bar shows it. */
const formulaBar = (page: Page) => page.getByRole('textbox', { name: 'Formula bar' });

/** Types a column of entries from `top` down (Enter moves down). */
async function typeColumn(page: Page, top: string, entries: readonly string[]): Promise<void> {
  await clickCell(page, top);
  await page.keyboard.type(entries.map((entry) => `${entry}\n`).join(''));
}

/** The open template's tables: name, header and totals rows, column names. */
async function tables(page: Page): Promise<unknown[]> {
  return page.evaluate(() => Object.values(window.__gridcast!.session.workbook.tablesById ?? {}).map((t) => ({ name: t.name, headerRow: t.headerRow, totalsRow: t.totalsRow, columns: t.columns.map((c) => c.name) })));
}

test('a user selects a range, inserts a table and computes with structured references', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await typeColumn(page, 'A1', ['Item', 'Pen', 'Ink', 'Pad']);
  await typeColumn(page, 'B1', ['Qty', '2', '3', '5']);
  await typeColumn(page, 'C1', ['Unit Cost', '1.5', '4', '2']);
  await clickCell(page, 'A1');
  await clickCell(page, 'C4', { shift: true });
  await page.getByRole('toolbar', { name: 'Toolbar' }).getByRole('button', { name: 'Insert table' }).click();
  expect(await tables(page)).toEqual([{ name: 'Table1', headerRow: true, totalsRow: false, columns: ['Item', 'Qty', 'Unit Cost'] }]);
  // The header row is drawn in the style's blue, the first data row banded, the second not (the selection moved off them).
  await clickCell(page, 'G10');
  // Right of the header's white text "Item" (fillAt's point, near the left edge, falls on its letters).
  const header = await cellPoint(page, 'A1');
  expect(await pixelAt(page, header.x + 40, header.y)).toBe('#4472c4');
  expect(await fillAt(page, 'A2')).not.toBe(await fillAt(page, 'A3'));

  await clickCell(page, 'G1');
  await page.keyboard.type('=SUM(Table1[Qty])\n');
  expect(await valueAt(page, 'G1')).toBe(10);
  // Typing beside the header row takes the column into the table (Excel's AutoExpansion).
  await clickCell(page, 'D1');
  await page.keyboard.type('Total\n=[@Qty]*[@[Unit Cost]]\n');
  await expect.poll(() => tables(page)).toEqual([{ name: 'Table1', headerRow: true, totalsRow: false, columns: ['Item', 'Qty', 'Unit Cost', 'Total'] }]);
  expect(await valueAt(page, 'D2')).toBe(3);
  await clickCell(page, 'G2');
  await page.keyboard.type('=Table1[[#Data],[Unit Cost]]\n');
  // A range of three numbers spills down, as in Excel 365.
  expect(await valueAt(page, 'G4')).toBe(2);
  // Typing in the cells under the table changes what it reads.
  await clickCell(page, 'B2');
  await page.keyboard.type('7\n');
  expect(await valueAt(page, 'G1')).toBe(15);
  expect(await valueAt(page, 'D2')).toBe(10.5);
});

test('the table settings dialog renames the table (formulas follow), shows its totals row and deletes it keeping the cells', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await typeColumn(page, 'A1', ['Amount', '10', '20']);
  await clickCell(page, 'A2');
  await menu(page, 'Insert', 'Table');
  await clickCell(page, 'C1');
  await page.keyboard.type('=SUM(Table1[Amount])\n');
  expect(await valueAt(page, 'C1')).toBe(30);

  await clickCell(page, 'A2', { button: 'right' });
  await page.getByRole('menuitem', { name: 'Table settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Table settings' });
  await dialog.getByLabel('Table name').fill('Bad name');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Name must start with a letter');
  await dialog.getByLabel('Table name').fill('Sales');
  await dialog.getByRole('checkbox', { name: 'Totals row' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await tables(page)).toEqual([{ name: 'Sales', headerRow: true, totalsRow: true, columns: ['Amount'] }]);
  await clickCell(page, 'C1');
  await expect(formulaBar(page)).toHaveValue('=SUM(Sales[Amount])');
  expect(await valueAt(page, 'A4')).toBe(30);

  // The name box selects a table by its name, and names the table while its cells are selected.
  const nameBox = page.getByRole('textbox', { name: 'Name box' });
  await nameBox.fill('sales');
  await nameBox.press('Enter');
  await expect(nameBox).toHaveValue('Sales');

  await clickCell(page, 'A2', { button: 'right' });
  await page.getByRole('menuitem', { name: 'Table settings' }).click();
  await dialog.getByRole('button', { name: 'Delete table' }).click();
  expect(await tables(page)).toEqual([]);
  await clickCell(page, 'C1');
  await expect(formulaBar(page)).toHaveValue('=SUM($A$2:$A$3)');
  expect(await valueAt(page, 'C1')).toBe(30);
});
