import { expect, test, type Page } from '@playwright/test';
import { createTemplate, logIn, menu, typeAt, valueAt } from './helpers.js';

/** The active sheet's name and the selected cell's address. */
async function where(page: Page): Promise<string> {
  return page.evaluate(() => {
    const { workbook, view } = window.__gridcast!.session;
    const { row, col } = view.selection.anchor;
    return `${workbook.sheetsById[view.activeSheetId].name}!${String.fromCharCode(65 + col)}${row + 1}`;
  });
}

test('a person finds across sheets, steps through the matches, and replaces a word everywhere in one undo step', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await typeAt(page, 'A1', 'apple pie');
  await typeAt(page, 'A2', 'Apple');
  await typeAt(page, 'A3', 'banana');
  await typeAt(page, 'B1', '=A1&"!"');
  await page.getByRole('button', { name: 'Add sheet' }).click();
  await expect(page.getByRole('tab', { name: /Sheet2/ })).toHaveAttribute('aria-selected', 'true');
  await typeAt(page, 'A1', 'apple tart');

  // Ctrl+F opens the find bar with focus in it; the search is this sheet's until told otherwise.
  await page.keyboard.press('Control+f');
  const bar = page.getByRole('search', { name: 'Find in sheet' });
  const query = bar.getByRole('textbox', { name: 'Find in sheet' });
  await expect(query).toBeFocused();
  await query.fill('apple');
  await expect(bar).toContainText('1 match');
  await bar.getByRole('button', { name: 'Search all sheets' }).click();
  await expect(bar).toContainText('4 matches');

  // Enter walks the matches in reading order, this sheet first, and takes the grid to each one.
  await query.press('Enter');
  await expect(bar).toContainText('1 of 4');
  expect(await where(page)).toBe('Sheet2!A1');
  await query.press('Enter');
  await expect(bar).toContainText('2 of 4');
  expect(await where(page)).toBe('Sheet1!A1');
  await query.press('Enter');
  expect(await where(page)).toBe('Sheet1!B1');
  await query.press('Shift+Enter');
  expect(await where(page)).toBe('Sheet1!A1');

  // Match case leaves out 'Apple' (the shown match stays the current one); whole-cell leaves out everything here.
  await bar.getByRole('button', { name: 'Match case' }).click();
  await expect(bar).toContainText('1 of 3');
  await bar.getByRole('button', { name: 'Match entire cell contents' }).click();
  await expect(bar).toContainText('No results');
  await bar.getByRole('button', { name: 'Match entire cell contents' }).click();
  await query.press('Escape');
  await expect(bar).toBeHidden();

  // Ctrl+Shift+H: the replace dialog keeps the query and its options; Replace all is one step.
  await page.keyboard.press('Control+Shift+H');
  const dialog = page.getByRole('dialog', { name: 'Find and replace' });
  await expect(dialog.getByRole('textbox', { name: 'Find' })).toHaveValue('apple');
  await dialog.getByRole('textbox', { name: 'Replace with' }).fill('pear');
  await dialog.getByRole('button', { name: 'Replace all' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Replaced "apple" with "pear" in 2 cells.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await valueAt(page, 'A1', 'Sheet1')).toBe('pear pie');
  expect(await valueAt(page, 'B1', 'Sheet1')).toBe('pear pie!');
  expect(await valueAt(page, 'A2', 'Sheet1')).toBe('Apple');
  expect(await valueAt(page, 'A1', 'Sheet2')).toBe('pear tart');

  // Focus goes back to the grid a frame after the dialog closes: Ctrl+Z then reaches it.
  await expect(page.locator('.grid-host')).toBeFocused();
  await page.keyboard.press('Control+z');
  expect(await valueAt(page, 'A1', 'Sheet1')).toBe('apple pie');
  expect(await valueAt(page, 'A1', 'Sheet2')).toBe('apple tart');

  // The Edit menu opens both too.
  await menu(page, 'Edit', 'Find');
  await expect(bar).toBeVisible();
  await menu(page, 'Edit', 'Find and replace');
  await expect(dialog).toBeVisible();
  // A regular expression is checked before it runs: RE2 has no backreferences or lookaround.
  await dialog.getByRole('checkbox', { name: 'Search using regular expressions' }).click();
  const find = dialog.getByRole('textbox', { name: 'Find' });
  await find.fill('(a)\\1');
  await expect(dialog.getByRole('alert')).toContainText('does not support backreferences');
  await expect(dialog.getByRole('button', { name: 'Replace all' })).toBeDisabled();
  // Repetition of any kind runs in time linear in the text (on re2js).
  await find.fill('(p|pp)*ie$');
  await dialog.getByRole('textbox', { name: 'Replace with' }).fill('cake');
  await dialog.getByRole('button', { name: 'Replace all' }).click();
  await expect(dialog.getByRole('status')).toContainText('in 1 cell');
  expect(await valueAt(page, 'A1', 'Sheet1')).toBe('apple cake');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  // The find bar, which shares the dialog's options, says so too.
  await page.keyboard.press('Control+f');
  await bar.getByRole('textbox', { name: 'Find in sheet' }).fill('(?<=a)b');
  await expect(bar).toContainText('does not support backreferences');
});
