import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { logIn, menu } from './helpers.js';

test('an xlsx uploaded from the File menu opens as a template and downloads back as xlsx', async ({ page }) => {
  await logIn(page);
  await page.getByRole('button', { name: 'New grid template' }).click();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  const blankUrl = page.url();

  const chooser = page.waitForEvent('filechooser');
  await menu(page, 'File', 'Upload');
  await (await chooser).setFiles('fixtures/books/budget.xlsx');
  await page.waitForURL((url) => url.href !== blankUrl && /\/app\/grids\/[^/?]+$/.test(url.pathname));
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Rename budget/ })).toBeVisible();
  const sheets = await page.evaluate(() => window.__gridcast!.session.workbook.sheetIds.length);
  expect(sheets).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await menu(page, 'File', 'Download as Excel');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = readFileSync((await file.path())!);
  // An xlsx is a zip: it starts with "PK".
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});
