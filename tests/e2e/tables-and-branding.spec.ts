import { expect, test, type Page } from '@playwright/test';
import { clickCell, createTemplate, logIn } from './helpers.js';

interface CellLook {
  readonly format: Record<string, unknown>;
}

/** The stored format of a cell on the active sheet (A1 address), read through the page's test hook. */
async function formatAt(page: Page, address: string): Promise<CellLook['format']> {
  return page.evaluate((a1) => {
    const session = window.__gridcast!.session;
    const sheet = session.workbook.sheetsById[session.view.activeSheetId];
    const match = /^([A-Z])(\d+)$/.exec(a1)!;
    const rowId = sheet.rowIds[Number(match[2]) - 1];
    const columnId = sheet.columnIds[match[1].charCodeAt(0) - 65];
    for (const bucket of Object.values(sheet.cells as Record<string, Record<string, Record<string, CellLook>>>)) {
      const cell = bucket[rowId]?.[columnId];
      if (cell) return cell.format ?? {};
    }
    return {};
  }, address);
}

async function filterRange(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const session = window.__gridcast!.session;
    return session.workbook.sheetsById[session.view.activeSheetId].filter?.range ?? null;
  });
}

const BRANDING = ['#1a73e8', '#ff6d01'];

test.afterEach(async ({ page }) => {
  // The e2e server is shared by every spec: leave the admin's account without branding colours.
  await page.request.put('/api/accounts/current', { data: { account: { settings: { brandingColors: [] } } } });
});

test('Format as table: styles popup, header and bands over the data region, one undo step; refusal on an empty cell', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  // Typed a column at a time: Enter moves down.
  for (const [top, column] of [['A1', 'Name\nApple\nPear\nFig\n'], ['B1', 'Qty\n3\n4\n1\n'], ['C1', 'Price\n1.5\n2\n9\n']]) {
    await clickCell(page, top);
    await page.keyboard.type(column);
  }
  await clickCell(page, 'B3');

  await page.getByRole('button', { name: 'Format as table' }).click();
  const styles = page.getByRole('dialog', { name: 'Table styles' });
  await expect(styles.getByRole('button', { name: /table style$/ })).toHaveCount(6);
  // Escape closes the popup and the grid has the keys again.
  await page.keyboard.press('Escape');
  await expect(styles).toBeHidden();
  await page.getByRole('button', { name: 'Format as table' }).click();
  await styles.getByRole('button', { name: 'Green table style' }).click();
  await expect(styles).toBeHidden();

  const line = { color: '#93c47d', style: 'normal' };
  const borders = { top: line, right: line, bottom: line, left: line };
  expect(await formatAt(page, 'A1')).toEqual({ bold: true, backgroundColor: '#38761d', textColor: '#ffffff', borders });
  expect(await formatAt(page, 'C1')).toMatchObject({ bold: true, backgroundColor: '#38761d' });
  expect(await formatAt(page, 'B2')).toEqual({ backgroundColor: '#d9ead3', borders });
  expect(await formatAt(page, 'B3')).toEqual({ borders });
  expect(await formatAt(page, 'C4')).toEqual({ backgroundColor: '#d9ead3', borders });
  expect(await formatAt(page, 'D1')).toEqual({});
  expect(await formatAt(page, 'A5')).toEqual({});
  expect(await filterRange(page)).toMatchObject({ fromCellId: expect.any(String), toCellId: expect.any(String) });

  // One undo step takes the whole table away (formats and filter); focus went back to the grid.
  await page.keyboard.press('Control+z');
  expect(await formatAt(page, 'A1')).toEqual({});
  expect(await formatAt(page, 'B2')).toEqual({});
  expect(await filterRange(page)).toBeNull();

  // An empty cell with no data around it: the alert dialog, nothing formatted.
  await clickCell(page, 'F10');
  await page.getByRole('button', { name: 'Format as table' }).click();
  await styles.getByRole('button', { name: 'Blue table style' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Problem encountered' });
  await expect(alert).toContainText('format as a table');
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
  expect(await formatAt(page, 'F10')).toEqual({});
});

test('branding colours set on the account show as a Branding row in the colour pickers', async ({ page }) => {
  await logIn(page);
  const saved = await page.request.put('/api/accounts/current', { data: { account: { settings: { brandingColors: BRANDING } } } });
  expect(saved.status()).toBe(200);
  expect((await page.request.put('/api/accounts/current', { data: { account: { settings: { brandingColors: ['blue'] } } } })).status()).toBe(400);
  await createTemplate(page);
  await clickCell(page, 'A1');
  await page.keyboard.type('Brand\n');
  await clickCell(page, 'A1');

  await page.getByRole('button', { name: 'Text color' }).click();
  const palette = page.getByRole('dialog', { name: 'Text color' });
  const branding = palette.getByRole('group', { name: 'Branding colors' });
  await expect(branding.getByRole('button')).toHaveCount(2);
  await branding.getByRole('button', { name: '#ff6d01' }).click();
  expect(await formatAt(page, 'A1')).toMatchObject({ textColor: '#ff6d01' });

  // The fill picker uses the same palette.
  await page.getByRole('button', { name: 'Fill color' }).click();
  await expect(page.getByRole('dialog', { name: 'Fill color' }).getByRole('group', { name: 'Branding colors' }).getByRole('button', { name: '#1a73e8' })).toBeVisible();
});
