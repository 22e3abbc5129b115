import { expect, test } from '@playwright/test';
import { logIn, valueAt } from './helpers.js';

/** A one-sheet template file whose A1 calls the user function DOUBLE. */
function templateWithUserFunction(): string {
  return JSON.stringify({
    format: 'gridcast/1', name: 'With a user function', sheetIds: ['sheet001'],
    sheetsById: {
      sheet001: {
        id: 'sheet001', name: 'Sheet1', rowIds: ['r1'], rowsById: { r1: { id: 'r1', height: 21 } },
        columnIds: ['c1'], columnsById: { c1: { id: 'c1', width: 100 } }, cellsById: { 'c1&r1': { formula: '=DOUBLE(21)' } },
      },
    },
    userFunctions: [{ name: 'DOUBLE', text: 'function DOUBLE(x) { return x * 2; }' }],
  });
}

test('a template\'s user functions are evaluated in the editor', async ({ page }) => {
  await logIn(page);
  const imported = await page.request.post('/api/import', {
    multipart: { file: { name: 'user-function.json', mimeType: 'application/json', buffer: Buffer.from(templateWithUserFunction()) } },
  });
  expect(imported.status()).toBe(201);
  const { grid } = (await imported.json()) as { grid: { id: string } };
  await page.goto(`/app/grids/${grid.id}`);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  await expect.poll(() => valueAt(page, 'A1')).toBe(42);
});
