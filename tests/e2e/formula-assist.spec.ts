import { expect, test, type Page } from '@playwright/test';
import { cellPoint, clickCell, createTemplate, logIn, valueAt } from './helpers.js';

const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });
const argumentHelp = (page: Page) => page.getByRole('tooltip').filter({ hasText: '(' });

/** Names a range through the kernel (the Named Ranges panel has its own tests). */
async function nameRange(page: Page, name: string, range: string): Promise<void> {
  await page.evaluate(([n, r]) => window.__gridcast!.session.kernel.execute('names.add', { name: n, range: r }), [name, range] as const);
}

test('autocomplete shows each function with its syntax and description, and the argument being typed', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await clickCell(page, 'A1');
  await page.keyboard.type('=vlo');
  const first = suggestions(page).getByRole('option').first();
  await expect(first).toContainText('VLOOKUP(search_key, range, index, [is_sorted])');
  await expect(first).toContainText('Looks down the first column of a range');
  await page.keyboard.press('Tab');
  const editor = page.getByRole('textbox', { name: 'Cell editor' });
  await expect(editor).toHaveValue('=VLOOKUP(');
  await expect(argumentHelp(page).getByRole('strong')).toHaveText('search_key');
  await expect(argumentHelp(page)).toContainText('Looks down the first column');
  await page.keyboard.type('1, B1:C3, ');
  await expect(argumentHelp(page).getByRole('strong')).toHaveText('index');
  // Inside a nested call the help follows the innermost function, then comes back.
  await page.keyboard.type('MAX(1, ');
  await expect(argumentHelp(page).getByRole('strong')).toHaveText('[value2]');
  await page.keyboard.type('2), ');
  await expect(argumentHelp(page).getByRole('strong')).toHaveText('[is_sorted]');
  await page.keyboard.press('Escape');
  await expect(argumentHelp(page)).toHaveCount(0);
});

test('the formula bar offers the same suggestions and help, and named ranges and named LAMBDAs are offered', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await clickCell(page, 'B2');
  await page.keyboard.type('=LAMBDA(rate, amount, rate*amount)\n21\n');
  await nameRange(page, 'Tax', 'Sheet1!B2');
  await nameRange(page, 'TaxBase', 'Sheet1!B3');
  await clickCell(page, 'A1');
  const bar = page.getByRole('textbox', { name: 'Formula bar' });
  await bar.click();
  await bar.pressSequentially('=ta');
  const options = suggestions(page).getByRole('option');
  await expect(options.nth(2)).toContainText('TAKE(array, rows, [columns])');
  await bar.pressSequentially('x');
  await expect(options).toHaveCount(2);
  // The name typed in full comes first (Sheets' ranking), then the longer one.
  await expect(options.nth(0)).toContainText('Tax(rate, amount)');
  await expect(options.nth(0)).toContainText('Named LAMBDA in Sheet1!B2.');
  await expect(options.nth(1)).toHaveText(/^TaxBase named range Sheet1!B3/);
  await page.keyboard.press('Enter');
  await expect(bar).toHaveValue('=Tax(');
  await expect(argumentHelp(page).getByRole('strong')).toHaveText('rate');
  await bar.pressSequentially('0.5, ');
  await expect(argumentHelp(page).getByRole('strong')).toHaveText('amount');
  await bar.pressSequentially('Tax');
  await expect(options.nth(1)).toHaveText(/^TaxBase/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(bar).toHaveValue('=Tax(0.5, TaxBase');
  await bar.pressSequentially(')');
  await page.keyboard.press('Enter');
  expect(await valueAt(page, 'A1')).toBe(10.5);
});

test('a spilled array picked with the mouse is written as its spill reference, and follows the array', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await clickCell(page, 'A1');
  await page.keyboard.type('=SEQUENCE(3)');
  await page.keyboard.press('Enter');
  await clickCell(page, 'C1');
  await page.keyboard.type('=SUM(');
  const from = await cellPoint(page, 'A1');
  const to = await cellPoint(page, 'A3');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  const editor = page.getByRole('textbox', { name: 'Cell editor' });
  await expect(editor).toHaveValue('=SUM(A1#');
  await page.keyboard.type(')');
  await page.keyboard.press('Enter');
  expect(await valueAt(page, 'C1')).toBe(6);
  // The array grows: the spill reference reads all of it.
  await clickCell(page, 'A1');
  await page.keyboard.type('=SEQUENCE(4)');
  await page.keyboard.press('Enter');
  await expect.poll(() => valueAt(page, 'C1')).toBe(10);
});
