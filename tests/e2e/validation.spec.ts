import { expect, test, type Page } from '@playwright/test';
import { cellPoint, clickCell, createTemplate, logIn, valueAt } from './helpers.js';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

/** Right-click a cell and choose the cell menu's Data validation. */
async function openValidationFor(page: Page, address: string): Promise<void> {
  await clickCell(page, address, { button: 'right' });
  await page.getByRole('menu', { name: 'Cell menu' }).getByRole('menuitem', { name: 'Data validation' }).click();
  await expect(sidebar(page).getByRole('heading', { name: 'Data Validation' })).toBeVisible();
}

async function chooseCriteria(page: Page, label: string): Promise<void> {
  await sidebar(page).getByRole('combobox', { name: 'Criteria' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

async function allSaved(page: Page): Promise<void> {
  await page.waitForFunction(() => !window.__gridcast!.save.dirty && window.__gridcast!.save.status$.value === 'saved');
}

test('data validation: checkbox by click and Space, a list dropdown that filters as you type, a number rule with its help text; undo, reload', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);

  // Checkbox: the cell menu opens the section on the selection.
  await openValidationFor(page, 'B2');
  const range = sidebar(page).getByRole('textbox', { name: 'Apply to range', exact: true });
  await expect(range).toHaveValue('Sheet1!B2');
  await chooseCriteria(page, 'Checkbox');
  await sidebar(page).getByRole('button', { name: 'Save' }).click();
  const b2 = await cellPoint(page, 'B2');
  await page.mouse.click(b2.x, b2.y);
  expect(await valueAt(page, 'B2')).toBe(true);
  await page.keyboard.press('Space');
  expect(await valueAt(page, 'B2')).toBe(false);

  // A list of items: a configuration error first, then the dropdown on the grid.
  await openValidationFor(page, 'C1');
  await chooseCriteria(page, 'List of items');
  await expect(sidebar(page).getByRole('alert')).toContainText('Missing information');
  await expect(sidebar(page).getByRole('alert')).toContainText('Enter list items above');
  await expect(sidebar(page).getByRole('button', { name: 'Save' })).toBeDisabled();
  await sidebar(page).getByLabel('List items (comma-separated)').fill('Red, Green, Blue');
  await sidebar(page).getByRole('button', { name: 'Save' }).click();
  const c1 = await cellPoint(page, 'C1');
  await page.mouse.click(c1.x + 50 - 10, c1.y);
  const dropdown = page.getByRole('dialog', { name: 'Choose a value' });
  await expect(dropdown.getByRole('option')).toHaveText(['Red', 'Green', 'Blue']);
  await dropdown.getByRole('combobox', { name: 'Filter items' }).fill('gr');
  await expect(dropdown.getByRole('option')).toHaveText(['Green']);
  await page.keyboard.press('Enter');
  await expect(dropdown).toHaveCount(0);
  expect(await valueAt(page, 'C1')).toBe('Green');

  // A number rule with a help text: a wrong entry is refused, a formula's wrong value is marked.
  await openValidationFor(page, 'D1');
  await chooseCriteria(page, 'Number greater than');
  await sidebar(page).getByLabel('Number', { exact: true }).fill('ten');
  await expect(sidebar(page).getByRole('alert')).toContainText('Enter valid numbers above');
  await sidebar(page).getByLabel('Number', { exact: true }).fill('10');
  await sidebar(page).getByLabel('Show help text').check();
  await sidebar(page).getByLabel('Help text', { exact: true }).fill('Ten or more, please');
  await sidebar(page).getByRole('button', { name: 'Save' }).click();
  await clickCell(page, 'D1');
  await page.keyboard.type('5\n');
  const refusal = page.getByRole('alertdialog', { name: 'Data validation error' });
  await expect(refusal).toContainText('Ten or more, please');
  await refusal.getByRole('button', { name: 'Ok' }).click();
  await page.keyboard.press('Escape');
  await clickCell(page, 'D1');
  await page.keyboard.type('=2+3\n');
  await clickCell(page, 'D1');
  await expect(page.getByRole('status').filter({ hasText: 'Ten or more, please' })).toBeVisible();

  // Undo takes the formula away; undoing the rule itself lets 5 in.
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await clickCell(page, 'D1');
  await page.keyboard.type('5\n');
  expect(await valueAt(page, 'D1')).toBe(5);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Redo' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await allSaved(page);

  await page.reload();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  await openValidationFor(page, 'C1');
  await expect(sidebar(page).getByRole('combobox', { name: 'Criteria' })).toHaveText('List of items');
  await expect(sidebar(page).getByLabel('List items (comma-separated)')).toHaveValue('Red, Green, Blue');
  await sidebar(page).getByRole('button', { name: 'Remove validation' }).click();
  await page.mouse.click(c1.x + 50 - 10, c1.y);
  await expect(page.getByRole('dialog', { name: 'Choose a value' })).toHaveCount(0);
});
