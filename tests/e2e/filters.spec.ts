import { expect, test, type Page } from '@playwright/test';
import { cellPoint, clickCell, createTemplate, logIn, waitSaved } from './helpers.js';

const grid = (page: Page) => page.locator('.grid-host');

/** The active sheet's filter and the row sizes the grid lays out, read through the test hook. */
async function filterState(page: Page): Promise<{ range?: string; criteria?: Record<string, unknown> }> {
  return page.evaluate(() => {
    const session = window.__gridcast!.session;
    const sheet = session.workbook.sheetsById[session.view.activeSheetId];
    if (!sheet.filter) return {};
    const at = (id: string) => {
      const [columnId, rowId] = id.split('&');
      return `${String.fromCharCode(65 + sheet.columnIds.indexOf(columnId))}${sheet.rowIds.indexOf(rowId) + 1}`;
    };
    const criteria = Object.fromEntries(Object.entries(sheet.filter.criteriaByColumnId).map(([id, c]) => [String.fromCharCode(65 + sheet.columnIds.indexOf(id)), c]));
    return { range: `${at(sheet.filter.range.fromCellId)}:${at(sheet.filter.range.toCellId)}`, criteria };
  });
}

async function typeRow(page: Page, row: number, values: readonly string[]): Promise<void> {
  await clickCell(page, `A${row}`);
  for (const [i, value] of values.entries()) {
    await page.keyboard.type(value);
    await page.keyboard.press(i === values.length - 1 ? 'Enter' : 'Tab');
  }
}

/** Clicks the filter button drawn at the right edge of a header cell (cells 100 x 21, button 15 px, 3 px gap). */
async function clickFilterButton(page: Page, address: string): Promise<void> {
  const centre = await cellPoint(page, address);
  await page.mouse.click(centre.x + 50 - 3 - 7, centre.y);
}

test('toolbar filter: create from a cell, hide a value from the header popup, keep it on reload, remove it', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await typeRow(page, 1, ['Fruit', 'Colour']);
  await typeRow(page, 2, ['Apple', 'Red']);
  await typeRow(page, 3, ['Banana', 'Yellow']);
  await typeRow(page, 4, ['Cherry', 'Red']);
  await typeRow(page, 5, ['<img src=x onerror=alert(1)>', 'Blue']);

  // One cell selected: the filter takes the whole data block around it.
  await clickCell(page, 'B3');
  const create = page.getByRole('button', { name: 'Create a filter' });
  await expect(create).toHaveAttribute('aria-pressed', 'false');
  await create.click();
  await expect(page.getByRole('button', { name: 'Remove filter' })).toHaveAttribute('aria-pressed', 'true');
  expect(await filterState(page)).toEqual({ range: 'A1:B5', criteria: {} });

  // The header's button opens "Filter by values" for its column; cell text is listed as text.
  await clickFilterButton(page, 'A1');
  const popup = page.getByRole('dialog', { name: 'Filter column A' });
  await expect(popup.getByRole('heading', { name: 'Filter by values' })).toBeVisible();
  await expect(popup.getByRole('checkbox')).toHaveCount(4);
  await expect(popup.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
  await expect(popup.locator('img')).toHaveCount(0);
  await expect(page.getByLabel('Search values')).toBeFocused();
  // Escape closes it without a change and gives the keys back to the grid.
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(grid(page)).toBeFocused();

  // Column B: search narrows the list; uncheck "Red"; OK hides rows 2 and 4.
  await clickFilterButton(page, 'B1');
  const colour = page.getByRole('dialog', { name: 'Filter column B' });
  await expect(colour.getByRole('checkbox')).toHaveCount(3);
  await page.getByLabel('Search values').fill('re');
  await expect(colour.getByRole('checkbox')).toHaveCount(1);
  await colour.getByRole('checkbox', { name: 'Red' }).uncheck();
  await page.getByLabel('Search values').fill('');
  await colour.getByRole('button', { name: 'OK' }).click();
  await expect(colour).toBeHidden();
  expect(await filterState(page)).toEqual({ range: 'A1:B5', criteria: { B: { hiddenValues: ['Red'] } } });

  // The hidden rows take no room: moving down from A1 skips row 2, and from A3 skips row 4.
  await clickCell(page, 'A1');
  await page.keyboard.press('ArrowDown');
  await expect(grid(page)).toHaveAttribute('aria-label', 'Grid, A3');
  await page.keyboard.press('ArrowDown');
  await expect(grid(page)).toHaveAttribute('aria-label', 'Grid, A5');

  // Alt+Down on a header cell opens its popup from the keyboard; Cancel changes nothing.
  await clickCell(page, 'B1');
  await page.keyboard.press('Alt+ArrowDown');
  await expect(colour).toBeVisible();
  await expect(colour.getByRole('checkbox', { name: 'Red' })).not.toBeChecked();
  await colour.getByRole('button', { name: 'Cancel' }).click();
  await expect(colour).toBeHidden();
  await expect(grid(page)).toBeFocused();
  // A press on another column's button moves the popup there; a press on its own button closes it.
  await clickFilterButton(page, 'B1');
  await expect(colour).toBeVisible();
  await clickFilterButton(page, 'A1');
  await expect(page.getByRole('dialog', { name: 'Filter column A' })).toBeVisible();
  await expect(colour).toBeHidden();
  await clickFilterButton(page, 'A1');
  await expect(page.getByRole('dialog', { name: 'Filter column A' })).toBeHidden();

  // Saved with the template: after a reload the filter and its hidden rows are back.
  await waitSaved(page);
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter' })).toBeVisible();
  expect(await filterState(page)).toEqual({ range: 'A1:B5', criteria: { B: { hiddenValues: ['Red'] } } });
  await clickCell(page, 'A1');
  await page.keyboard.press('ArrowDown');
  await expect(grid(page)).toHaveAttribute('aria-label', 'Grid, A3');

  // Filter by condition on column A: "Text contains" an hides the last row too.
  await clickFilterButton(page, 'A1');
  const fruit = page.getByRole('dialog', { name: 'Filter column A' });
  await fruit.getByRole('button', { name: 'Filter by condition' }).click();
  // The condition is the design system's select: choosing one leaves the popup open, focus on the select.
  await fruit.getByRole('combobox', { name: 'Condition' }).click();
  await page.getByRole('option', { name: 'Text contains' }).click();
  await expect(fruit.getByRole('combobox', { name: 'Condition' })).toBeFocused();
  await fruit.getByLabel('Value or formula').fill('an');
  await fruit.getByRole('button', { name: 'OK' }).click();
  await expect(fruit).toBeHidden();
  await expect(grid(page)).toBeFocused();
  const both = { A: { condition: { type: 'text_contains', input1: 'an' } }, B: { hiddenValues: ['Red'] } };
  expect(await filterState(page)).toEqual({ range: 'A1:B5', criteria: both });
  await clickCell(page, 'A1');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(grid(page)).toHaveAttribute('aria-label', 'Grid, A6');

  // Remove filter: the rows come back; Undo restores it in one step.
  await page.getByRole('button', { name: 'Remove filter' }).click();
  expect(await filterState(page)).toEqual({});
  await clickCell(page, 'A1');
  await page.keyboard.press('ArrowDown');
  await expect(grid(page)).toHaveAttribute('aria-label', 'Grid, A2');
  await page.getByRole('button', { name: 'Undo' }).click();
  expect(await filterState(page)).toEqual({ range: 'A1:B5', criteria: both });

  // Ctrl+Shift+L toggles the filter from the grid, as in Sheets.
  await grid(page).focus();
  await page.keyboard.press('Control+Shift+L');
  expect(await filterState(page)).toEqual({});
  await expect(page.getByRole('button', { name: 'Create a filter' })).toHaveAttribute('aria-pressed', 'false');
});

test("the filter popup's Sort Z → A and A → Z order the rows under the header by that column, one undo step each", async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await typeRow(page, 1, ['Fruit', 'Price']);
  await typeRow(page, 2, ['Apple', '3']);
  await typeRow(page, 3, ['banana', '1']);
  await typeRow(page, 4, ['Cherry', '2']);
  await clickCell(page, 'A1');
  await page.getByRole('button', { name: 'Create a filter' }).click();
  const column = (letter: string) =>
    page.evaluate((col) => {
      const { engine, view } = window.__gridcast!.session;
      return [0, 1, 2, 3].map((row) => engine.getValue(view.activeSheetId, row, col));
    }, letter.charCodeAt(0) - 65);

  await clickFilterButton(page, 'B1');
  await page.getByRole('dialog', { name: 'Filter column B' }).getByRole('button', { name: 'Sort Z → A' }).click();
  await expect(page.getByRole('dialog', { name: 'Filter column B' })).toBeHidden();
  expect(await column('A')).toEqual(['Fruit', 'Apple', 'Cherry', 'banana']);
  expect(await column('B')).toEqual(['Price', 3, 2, 1]);

  await clickFilterButton(page, 'A1');
  await page.getByRole('dialog', { name: 'Filter column A' }).getByRole('button', { name: 'Sort A → Z' }).click();
  expect(await column('A')).toEqual(['Fruit', 'Apple', 'banana', 'Cherry']);

  await grid(page).focus();
  await page.keyboard.press('Control+z');
  expect(await column('A')).toEqual(['Fruit', 'Apple', 'Cherry', 'banana']);
});
