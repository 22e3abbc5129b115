import { expect, test, type Page } from '@playwright/test';
import { clickCell, createTemplate, logIn, menu, valueAt } from './helpers.js';

async function fill(page: Page, rows: readonly (readonly string[])[]): Promise<void> {
  for (const [r, row] of rows.entries()) {
    for (const [c, text] of row.entries()) {
      await clickCell(page, `${String.fromCharCode(65 + c)}${r + 1}`);
      await page.keyboard.type(text);
      await page.keyboard.press('Enter');
    }
  }
}

async function column(page: Page, letter: string, count: number): Promise<unknown[]> {
  const values: unknown[] = [];
  for (let row = 1; row <= count; row++) values.push(await valueAt(page, `${letter}${row}`));
  return values;
}

test('a person sorts a table by two columns with a header row, undoes it, and sorts a sheet from the Data menu', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await fill(page, [
    ['Team', 'Score', 'Total'],
    ['red', '3', '=B2*10'],
    ['blue', '5', '=B3*10'],
    ['Red', '1', '=B4*10'],
    ['blue', '2', '=B5*10'],
  ]);

  // Select A1:C5 and open the advanced dialog.
  await clickCell(page, 'A1');
  await clickCell(page, 'C5', { shift: true });
  await menu(page, 'Data', 'Advanced range sorting options');
  const dialog = page.getByRole('dialog', { name: 'Sort range' });
  await expect(dialog).toContainText('Sort range from A1:C5');
  await dialog.getByRole('checkbox', { name: 'Data has header row' }).click();
  // With a header row the columns are named by their headers.
  await dialog.getByRole('combobox', { name: 'Sort by', exact: true }).click();
  await page.getByRole('option', { name: 'Team' }).click();
  await dialog.getByRole('button', { name: 'Add another sort column' }).click();
  await dialog.getByRole('combobox', { name: 'Then by', exact: true }).click();
  await page.getByRole('option', { name: 'Score' }).click();
  await dialog.getByRole('combobox', { name: 'Then by order' }).click();
  await page.getByRole('option', { name: 'Z → A' }).click();
  await dialog.getByRole('button', { name: 'Sort', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Text ignores case and ties keep going by score, highest first; formulas moved with their rows.
  expect(await column(page, 'A', 5)).toEqual(['Team', 'blue', 'blue', 'red', 'Red']);
  expect(await column(page, 'B', 5)).toEqual(['Score', 5, 2, 3, 1]);
  expect(await column(page, 'C', 5)).toEqual(['Total', 50, 20, 30, 10]);

  // One undo step puts everything back (focus is back on the grid a frame after the dialog closes).
  await expect(page.locator('.grid-host')).toBeFocused();
  await page.keyboard.press('Control+z');
  expect(await column(page, 'A', 5)).toEqual(['Team', 'red', 'blue', 'Red', 'blue']);
  expect(await column(page, 'C', 5)).toEqual(['Total', 30, 50, 10, 20]);

  // Sort sheet by the active cell's column sorts every used row, the header too: A to Z puts numbers
  // before text, Z to A text before numbers, as Sheets does.
  await clickCell(page, 'B2');
  await menu(page, 'Data', 'Sort sheet A to Z');
  expect(await column(page, 'B', 5)).toEqual([1, 2, 3, 5, 'Score']);
  expect(await column(page, 'C', 5)).toEqual([10, 20, 30, 50, 'Total']);
  await menu(page, 'Data', 'Sort sheet Z to A');
  expect(await column(page, 'B', 5)).toEqual(['Score', 5, 3, 2, 1]);

  // A single row can not be sorted: the range items are disabled.
  await clickCell(page, 'A1');
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'Data', exact: true }).click();
  await expect(page.getByRole('menu', { name: 'Data' }).getByRole('menuitem', { name: 'Sort range A to Z' })).toBeDisabled();
});

test('a sort over merged cells is refused with the reason', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await fill(page, [['b'], ['a'], ['c']]);
  await clickCell(page, 'A1');
  await clickCell(page, 'B1', { shift: true });
  await page.getByRole('button', { name: 'Merge cells' }).click();
  await page.getByRole('menu', { name: 'Merge cells' }).getByRole('menuitem', { name: 'Merge all' }).click();
  await clickCell(page, 'A1');
  await clickCell(page, 'A3', { shift: true });
  await menu(page, 'Data', 'Sort range A to Z');
  await expect(page.getByRole('alertdialog')).toContainText('A range that contains merged cells can not be sorted.');
  await page.getByRole('alertdialog').getByRole('button').first().click();
  expect(await valueAt(page, 'A2')).toBe('a');
});
