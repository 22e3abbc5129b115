import { expect, test, type Page } from '@playwright/test';
import { cellPoint, clickCell, createTemplate, logIn, waitSaved } from './helpers.js';

async function noteAt(page: Page, row: number, col: number): Promise<string | undefined> {
  return page.evaluate(([r, c]) => {
    const { workbook, view } = window.__gridcast!.session;
    const sheet = workbook.sheetsById[view.activeSheetId];
    const rowId = sheet.rowIds[r];
    const columnId = sheet.columnIds[c];
    for (const bucket of Object.values(sheet.cells)) {
      const cell = bucket[rowId]?.[columnId];
      if (cell) return cell.note;
    }
    return undefined;
  }, [row, col] as const);
}

test('a person adds a note from the cell menu, sees it on hover, undoes, deletes it, and finds it kept after a reload', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await clickCell(page, 'B2');
  await page.keyboard.type('Revenue');
  await page.keyboard.press('Enter');

  await clickCell(page, 'B2', { button: 'right' });
  await page.getByRole('menuitem', { name: 'Insert note' }).click();
  const editor = page.getByRole('textbox', { name: 'Note' });
  await expect(editor).toBeFocused();
  await editor.fill('From the 2026 budget');
  await clickCell(page, 'A12');
  expect(await noteAt(page, 1, 1)).toBe('From the 2026 budget');

  // Hovering the cell shows the note; leaving it hides the note.
  const b2 = await cellPoint(page, 'B2');
  await page.mouse.move(b2.x, b2.y);
  await expect(page.getByRole('note', { name: 'Note' })).toHaveText('From the 2026 budget');
  const a12 = await cellPoint(page, 'A12');
  await page.mouse.move(a12.x, a12.y);
  await expect(page.getByRole('note')).toBeHidden();

  // One undo step each way.
  await page.keyboard.press('Control+z');
  expect(await noteAt(page, 1, 1)).toBeUndefined();
  await page.keyboard.press('Control+Shift+z');
  expect(await noteAt(page, 1, 1)).toBe('From the 2026 budget');

  // Editing in place keeps what was there; Escape leaves it unchanged.
  await clickCell(page, 'B2');
  await page.keyboard.press('Shift+F2');
  await expect(editor).toHaveValue('From the 2026 budget');
  await editor.press('End');
  await page.keyboard.type(' (draft)');
  await editor.press('Escape');
  expect(await noteAt(page, 1, 1)).toBe('From the 2026 budget');

  await waitSaved(page);
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  expect(await noteAt(page, 1, 1)).toBe('From the 2026 budget');

  await clickCell(page, 'B2', { button: 'right' });
  await page.getByRole('menuitem', { name: 'Delete note' }).click();
  expect(await noteAt(page, 1, 1)).toBeUndefined();
  await clickCell(page, 'C3', { button: 'right' });
  await expect(page.getByRole('menuitem', { name: 'Delete note' })).toBeDisabled();
});
