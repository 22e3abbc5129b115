import { expect, test, type Page } from '@playwright/test';
import { clickCell, createTemplate, logIn } from './helpers.js';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

/** The active cell's number format and type, read from the document. */
async function dataAt(page: Page, address: string): Promise<unknown> {
  return page.evaluate((a1) => {
    const session = window.__gridcast!.session;
    const sheet = session.workbook.sheetsById[session.view.activeSheetId];
    const match = /^([A-Z])(\d+)$/.exec(a1)!;
    const rowId = sheet.rowIds[Number(match[2]) - 1];
    const columnId = sheet.columnIds[match[1].charCodeAt(0) - 65];
    for (const bucket of Object.values(sheet.cells as Record<string, Record<string, Record<string, { data?: unknown }>>>)) {
      const cell = bucket[rowId]?.[columnId];
      if (cell) return cell.data;
    }
    return undefined;
  }, address);
}

test('data formats: Format cells opens the section, a standard format and a checked custom format apply, recents, undo, reload; the toolbar uses the same formats', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await clickCell(page, 'A1');
  await page.keyboard.type('1234.5\n');
  await clickCell(page, 'A1', { button: 'right' });
  await page.getByRole('menu', { name: 'Cell menu' }).getByRole('menuitem', { name: 'Format cells' }).click();
  await expect(sidebar(page).getByRole('heading', { name: 'Data Formats' })).toBeVisible();

  await sidebar(page).getByRole('list', { name: 'Standard formats' }).getByRole('button', { name: /^Currency \$/ }).click();
  expect(await dataAt(page, 'A1')).toEqual({ type: 'NUMBER', format: '$#,##0.00' });

  await sidebar(page).getByRole('tab', { name: 'Custom Format' }).click();
  const pattern = sidebar(page).getByLabel('Format', { exact: true });
  await pattern.fill('0.0;[Red]-0.0;"zero";"t:"@');
  const preview = sidebar(page).getByRole('definition');
  await expect(preview).toHaveText(['1234.6', '-1234.6', 'zero', 't:Hello']);
  await expect(sidebar(page).getByRole('term')).toHaveText(['Positive', 'Negative', 'Zero', 'Text']);
  await sidebar(page).getByRole('button', { name: 'Apply' }).click();
  expect(await dataAt(page, 'A1')).toEqual({ type: 'NUMBER', format: '0.0;[Red]-0.0;"zero";"t:"@' });
  await pattern.fill('[Blue');
  await expect(sidebar(page).getByRole('alert')).toHaveText('Invalid Format');
  await expect(sidebar(page).getByRole('button', { name: 'Apply' })).toBeDisabled();
  const recents = sidebar(page).getByRole('list', { name: 'Recent formats' });
  await expect(recents.getByRole('button')).toHaveText(['0.0;[Red]-0.0;"zero";"t:"@', '$#,##0.00']);

  // Undo goes back to the currency, as one step; the toolbar's percent and decimals use the same plugin.
  await page.getByRole('button', { name: 'Undo' }).click();
  expect(await dataAt(page, 'A1')).toEqual({ type: 'NUMBER', format: '$#,##0.00' });
  await clickCell(page, 'A1');
  await page.getByRole('button', { name: 'Format as percent' }).click();
  expect(await dataAt(page, 'A1')).toEqual({ type: 'PERCENT', format: '#,##0.00%' });
  await page.getByRole('button', { name: 'Decrease decimal places' }).click();
  expect(await dataAt(page, 'A1')).toEqual({ type: 'PERCENT', format: '#,##0.0%' });
  await page.getByRole('button', { name: 'More formats' }).click();
  await page.getByRole('menu', { name: 'More formats' }).getByRole('menuitemcheckbox', { name: 'Scientific' }).click();
  expect(await dataAt(page, 'A1')).toEqual({ type: 'NUMBER', format: '0.00E+0' });
  await page.waitForFunction(() => !window.__gridcast!.save.dirty && window.__gridcast!.save.status$.value === 'saved');

  await page.reload();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  expect(await dataAt(page, 'A1')).toEqual({ type: 'NUMBER', format: '0.00E+0' });
  await clickCell(page, 'A1', { button: 'right' });
  await page.getByRole('menu', { name: 'Cell menu' }).getByRole('menuitem', { name: 'Format cells' }).click();
  await expect(sidebar(page).getByRole('list', { name: 'Recent formats' }).getByRole('button').first()).toHaveText('0.00E+0');
});
