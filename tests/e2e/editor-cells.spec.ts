import { expect, test, type Page } from '@playwright/test';
import { clickCell, createTemplate, logIn, valueAt, waitSaved } from './helpers.js';

/** A cell's stored format, read from the document. */
async function formatAt(page: Page, row: number, col: number): Promise<Record<string, unknown> | undefined> {
  return page.evaluate(
    ([r, c]) => {
      const session = window.__gridcast!.session;
      const sheet = session.workbook.sheetsById[session.view.activeSheetId];
      const rowId = sheet.rowIds[r];
      const columnId = sheet.columnIds[c];
      for (const bucket of Object.values(sheet.cells as Record<string, Record<string, Record<string, { format?: Record<string, unknown> }>>>)) {
        const cell = bucket[rowId]?.[columnId];
        if (cell) return cell.format;
      }
      return undefined;
    },
    [row, col] as const,
  );
}

test('borders: every fill and style, in a colour from the palette; custom colours join the palette', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await clickCell(page, 'A1');
  await clickCell(page, 'B2', { shift: true });
  await page.getByRole('button', { name: 'Borders' }).click();
  const borders = page.getByRole('dialog', { name: 'Borders' });
  await expect(borders.getByRole('group', { name: 'Border fill' }).getByRole('button')).toHaveCount(10);
  await expect(borders.getByRole('group', { name: 'Border style' }).getByRole('button')).toHaveCount(5);
  await borders.getByRole('button', { name: 'Dashed' }).click();
  await borders.getByRole('group', { name: 'Border color' }).getByRole('button', { name: '#ff0000' }).click();
  await borders.getByRole('button', { name: 'Outer borders' }).click();
  await expect(borders).toBeHidden();
  const line = { color: '#ff0000', style: 'dashed' };
  expect((await formatAt(page, 0, 0))?.borders).toEqual({ top: line, left: line });
  expect((await formatAt(page, 1, 1))?.borders).toEqual({ right: line, bottom: line });

  // A custom colour is added to the workbook's list and offered next time.
  await page.getByRole('button', { name: 'Borders' }).click();
  await borders.getByLabel('Border color, custom').fill('#123456');
  await borders.getByRole('button', { name: 'Add custom color' }).click();
  await expect(borders.getByRole('group', { name: 'Custom colors' }).getByRole('button', { name: '#123456' })).toBeVisible();
  await borders.getByRole('button', { name: 'All borders' }).click();
  expect((await formatAt(page, 0, 0))?.borders).toEqual(Object.fromEntries(['top', 'right', 'bottom', 'left'].map((edge) => [edge, { color: '#123456', style: 'dashed' }])));

  // Text colour uses the same palette.
  await page.getByRole('button', { name: 'Text color' }).click();
  await page.getByRole('dialog', { name: 'Text color' }).getByRole('button', { name: '#0000ff' }).click();
  expect((await formatAt(page, 0, 0))?.textColor).toBe('#0000ff');
});

interface StoredSheet {
  readonly rowIds: string[];
  readonly columnIds: string[];
  /** By `<column id>&<row id>` (the template file format). */
  readonly cellsById: Record<string, { data?: unknown }>;
}

/**
 * Gives cells data (validation, type) and the template test shadows, as a loaded file would: through the
 * server (a whole-version save), and the page reloaded. The cells must hold values already.
 */
async function loadWith(page: Page, data: Record<string, Record<string, unknown>>, testShadowsById: Record<string, unknown>): Promise<void> {
  await waitSaved(page);
  const gridId = new URL(page.url()).pathname.split('/').pop()!;
  const { grid } = (await (await page.request.get(`/api/grids/${gridId}`)).json()) as { grid: { content: { sheetIds: string[]; sheetsById: Record<string, StoredSheet> }; gridVersion: { id: string; updatedAt: string } } };
  const sheet = grid.content.sheetsById[grid.content.sheetIds[0]];
  for (const [address, value] of Object.entries(data)) {
    const rowId = sheet.rowIds[Number(address.slice(1)) - 1];
    const columnId = sheet.columnIds[address.charCodeAt(0) - 65];
    sheet.cellsById[`${columnId}&${rowId}`].data = value;
  }
  const saved = await page.request.put(`/api/grids/${gridId}/versions/${grid.gridVersion.id}`, { data: { gridVersion: { ...grid.content, testShadowsById, updatedAt: grid.gridVersion.updatedAt } } });
  expect(saved.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
}

test('cell editing: validation refusal, percent digits, Space on checkboxes, list and input-key autocomplete', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await page.locator('.grid-host').focus();
  for (const value of ['x', '1', 'FALSE', 'y', 'z']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  }
  await loadWith(page, { A1: { validation: { type: 'number_greater', input1: '10' } }, A2: { type: 'PERCENT' }, A3: { validation: { type: 'checkbox' } }, A5: { validation: { type: 'list_input', input1: 'Red, Green, Grey' } } }, { 1: { id: 1, name: 'Sample', input: { buyer: { name: 'Ann' }, items: [] } } });
  const editor = page.getByLabel('Cell editor');

  // A failed validation alerts with the help text, then the cell is edited again.
  await clickCell(page, 'A1');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  const alert = page.getByRole('alertdialog', { name: 'Data validation error' });
  await expect(alert).toContainText('Enter a number greater than 10');
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
  // Back in the cell's editor, with the focus there: typing goes on from the refused text.
  await expect(editor).toHaveValue('5');
  await expect(editor).toBeFocused();
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  expect(await valueAt(page, 'A1')).toBe(50);

  // In a percent cell a typed digit gets a percent sign, the caret before it.
  await clickCell(page, 'A2');
  await page.keyboard.type('75');
  await expect(editor).toHaveValue('75%');
  await page.keyboard.press('Enter');
  expect(await valueAt(page, 'A2')).toBe(0.75);

  // A click on a checkbox toggles it, so does Space; elsewhere Space starts an edit with a space.
  await clickCell(page, 'A3');
  expect(await valueAt(page, 'A3')).toBe(true);
  await page.keyboard.press('Space');
  expect(await valueAt(page, 'A3')).toBe(false);
  await clickCell(page, 'A4');
  await page.keyboard.press('Space');
  await expect(editor).toHaveValue(' ');
  await page.keyboard.press('Escape');

  // A list validation's items are offered as its value is typed.
  await clickCell(page, 'A5');
  await page.keyboard.type('g');
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')).toHaveText(['Green', 'Grey']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(editor).toHaveValue('Grey');
  await page.keyboard.press('Enter');
  expect(await valueAt(page, 'A5')).toBe('Grey');

  // Input keys of the test shadows are offered inside INPUT("...").
  await clickCell(page, 'B1');
  await page.keyboard.type('=INPUT("bu');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option')).toHaveText(['buyer input', 'buyer.name input']);
  await suggestions.getByRole('option', { name: /buyer\.name/ }).click();
  await expect(editor).toHaveValue('=INPUT("buyer.name"');
});

test('a second press on a menu or a toolbar dropdown closes it; another menu name switches', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  const file = page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'File' });
  await file.click();
  await expect(page.getByRole('menu', { name: 'File' })).toBeVisible();
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('menu', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('menu', { name: 'File' })).toHaveCount(0);
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('menu', { name: 'Edit' })).toHaveCount(0);
  const merge = page.getByRole('button', { name: 'More formats' });
  await merge.click();
  await expect(page.getByRole('menu', { name: 'More formats' })).toBeVisible();
  await merge.click();
  await expect(page.getByRole('menu', { name: 'More formats' })).toHaveCount(0);
  await expect(merge).toHaveAttribute('aria-expanded', 'false');
  // Escape closes it and gives the keys back to the grid.
  await merge.click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'More formats' })).toHaveCount(0);
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  expect(await valueAt(page, 'A1')).toBe(7);
});
