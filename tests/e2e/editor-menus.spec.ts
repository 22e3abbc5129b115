import { expect, test, type Page } from '@playwright/test';
import { clickCell, createTemplate, logIn, menu, valueAt } from './helpers.js';

/** The active cell's stored format, read from the document. */
async function activeFormat(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => {
    const session = window.__gridcast!.session;
    const { activeSheetId, selection } = session.view;
    const sheet = session.workbook.sheetsById[activeSheetId];
    const rowId = sheet.rowIds[selection.anchor.row];
    const columnId = sheet.columnIds[selection.anchor.col];
    for (const bucket of Object.values(sheet.cells as Record<string, Record<string, Record<string, { format?: Record<string, unknown> }>>>)) {
      const cell = bucket[rowId]?.[columnId];
      if (cell) return cell.format ?? {};
    }
    return {};
  });
}

async function viewState(page: Page): Promise<{ zoom: number; showGridlines: boolean; showFormulas: boolean }> {
  return page.evaluate(() => {
    const { zoom, showGridlines, showFormulas } = window.__gridcast!.session.view;
    return { zoom, showGridlines, showFormulas };
  });
}

async function anchorRow(page: Page): Promise<number> {
  return page.evaluate(() => window.__gridcast!.session.view.selection.anchor.row);
}

/** Opens a top menu and returns it, to look at its items. */
async function openMenu(page: Page, name: string) {
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name, exact: true }).click();
  return page.getByRole('menu', { name });
}

test('format shortcuts and menus, focus back on the grid after the toolbar, Edit undo/redo', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await clickCell(page, 'A1');
  await page.keyboard.type('2\n3\n');
  await clickCell(page, 'A1');

  await page.keyboard.press('Control+b');
  await page.keyboard.press('Control+Shift+X');
  expect(await activeFormat(page)).toMatchObject({ bold: true, strikethrough: true });
  const format = await openMenu(page, 'Format');
  await expect(format.getByRole('menuitemcheckbox', { name: 'Bold' })).toHaveAttribute('aria-checked', 'true');
  await expect(format.getByRole('menuitemcheckbox', { name: 'Strikethrough' })).toHaveAttribute('aria-checked', 'true');
  await expect(format.getByRole('menuitemcheckbox', { name: 'Italic' })).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');

  // The toolbar gives the focus back to the grid: a shortcut right after a click still works.
  await page.getByRole('button', { name: 'Underline' }).click();
  await page.keyboard.press('Control+i');
  expect(await activeFormat(page)).toMatchObject({ underline: true, italic: true });

  await page.keyboard.press('Control+\\');
  expect(await activeFormat(page)).toEqual({});

  const edit = await openMenu(page, 'Edit');
  await expect(edit.getByRole('menuitem', { name: 'Redo' })).toBeDisabled();
  await edit.getByRole('menuitem', { name: 'Undo' }).click();
  expect(await activeFormat(page)).toMatchObject({ bold: true, underline: true, italic: true });
  await page.keyboard.press('Control+Shift+Z');
  expect(await activeFormat(page)).toEqual({});

  // Merges a single cell does not allow are disabled.
  await page.getByRole('button', { name: 'Merge cells' }).click();
  await expect(page.getByRole('menu', { name: 'Merge cells' }).getByRole('menuitem', { name: 'Merge all' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // Sum on one cell proposes the numbers above it, ready to change or accept; on a range it writes the total below.
  await clickCell(page, 'A3');
  await page.getByRole('button', { name: 'Sum' }).click();
  await expect(page.getByRole('textbox', { name: 'Cell editor' })).toHaveValue('=SUM(A1:A2)');
  await page.keyboard.press('Enter');
  expect(await valueAt(page, 'A3')).toBe(5);
  await clickCell(page, 'A1');
  await clickCell(page, 'A3', { shift: true });
  await page.getByRole('button', { name: 'Sum' }).click();
  expect(await valueAt(page, 'A4')).toBe(10);
  await page.keyboard.press('Control+z');
  expect(await valueAt(page, 'A4')).toBe(null);

  // Paint format copies the active cell's look onto the next selection, once.
  await clickCell(page, 'A3');
  await page.keyboard.press('Control+i');
  await page.getByRole('button', { name: 'Paint format' }).click();
  await expect(page.getByRole('button', { name: 'Paint format' })).toHaveAttribute('aria-pressed', 'true');
  await clickCell(page, 'B1');
  expect(await activeFormat(page)).toEqual({ italic: true });
  await expect(page.getByRole('button', { name: 'Paint format' })).toHaveAttribute('aria-pressed', 'false');

  // The cell menu lists SPEC's items; the side-panel items come from the plugins that have the panels.
  await clickCell(page, 'A1', { button: 'right' });
  const cellMenu = page.getByRole('menu', { name: 'Cell menu' });
  await expect(cellMenu.getByRole('menuitem')).toHaveText([
    'Copy', 'Insert row', 'Insert column', 'Insert cells, shift right', 'Insert cells, shift down',
    'Delete row', 'Delete column', 'Delete cells, shift left', 'Delete cells, shift up',
    'Format cells', 'Conditional formatting', 'Data validation', 'Insert note', 'Delete note',
  ]);
  await cellMenu.getByRole('menuitem', { name: 'Insert row' }).click();
  expect(await valueAt(page, 'A4')).toBe(5);
});

// The menu bar does not render when the selection moves (use-chrome-context.ts): a menu is made when it
// opens, from the selection as it is then, and its items act on that selection.
test("a menu opened after the selection moved shows and acts on the new selection", async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await clickCell(page, 'A1');
  await page.keyboard.type('1\n2\n3\n');
  await clickCell(page, 'A1');
  await page.keyboard.press('Control+b');
  await page.keyboard.press('ArrowDown');
  const format = await openMenu(page, 'Format');
  await expect(format.getByRole('menuitemcheckbox', { name: 'Bold' })).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowUp');
  await expect((await openMenu(page, 'Format')).getByRole('menuitemcheckbox', { name: 'Bold' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  // The toolbar's drop-downs are made again only when what they show changes: each still follows the cell.
  const alignment = async () => {
    await page.getByRole('button', { name: 'Horizontal align' }).click();
    const checked = await page.getByRole('menu', { name: 'Horizontal align' }).getByRole('menuitemcheckbox', { name: 'Align center' }).getAttribute('aria-checked');
    await page.keyboard.press('Escape');
    return checked;
  };
  await page.getByRole('button', { name: 'Horizontal align' }).click();
  await page.getByRole('menu', { name: 'Horizontal align' }).getByRole('menuitemcheckbox', { name: 'Align center' }).click();
  expect(await alignment()).toBe('true');
  await page.keyboard.press('ArrowDown');
  expect(await alignment()).toBe('false');

  await clickCell(page, 'A2');
  await clickCell(page, 'A3', { shift: true });
  await page.getByRole('button', { name: 'Merge cells' }).click();
  await expect(page.getByRole('menu', { name: 'Merge cells' }).getByRole('menuitem', { name: 'Merge all' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await (await openMenu(page, 'Edit')).getByRole('menuitem', { name: 'Clear content' }).click();
  expect([await valueAt(page, 'A1'), await valueAt(page, 'A2'), await valueAt(page, 'A3')]).toEqual([1, null, null]);
});

test('View toggles, show formulas, hiding functions and zoom', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await clickCell(page, 'A1');

  await (await openMenu(page, 'View')).getByRole('menuitemcheckbox', { name: 'Gridlines' }).click();
  expect((await viewState(page)).showGridlines).toBe(false);
  await expect((await openMenu(page, 'View')).getByRole('menuitemcheckbox', { name: 'Gridlines' })).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');

  await page.keyboard.press('Control+`');
  expect((await viewState(page)).showFormulas).toBe(true);

  // Row 2 hides itself; Ctrl+H shows it again (a click where it was drawn lands on it).
  await page.keyboard.press('Control+`');
  await clickCell(page, 'A2');
  await page.keyboard.type('=HIDEROW(TRUE)\n');
  await clickCell(page, 'A2');
  expect(await anchorRow(page)).toBe(2);
  await expect(page.getByRole('button', { name: 'Reveal hidden cells' })).toBeVisible();
  await page.keyboard.press('Control+h');
  await expect(page.getByRole('button', { name: 'Conceal hidden cells' })).toHaveAttribute('aria-pressed', 'true');
  await clickCell(page, 'A2');
  expect(await anchorRow(page)).toBe(1);
  const view = await openMenu(page, 'View');
  await expect(view.getByRole('menuitemcheckbox', { name: 'Disable HIDEROW/HIDECOL' })).toHaveAttribute('aria-checked', 'true');
  await expect(view.getByRole('menuitemcheckbox', { name: 'Sidebar' })).toBeEnabled();
  // Left and Right move between the bar's menus.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('menu', { name: 'Insert' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(view.getByRole('menuitemcheckbox', { name: 'Disable HIDEROW/HIDECOL' })).toBeVisible();
  await view.getByRole('menuitemcheckbox', { name: 'Disable HIDEROW/HIDECOL' }).click();
  await expect(page.getByRole('button', { name: 'Reveal hidden cells' })).toHaveAttribute('aria-pressed', 'false');

  const zoom = page.getByRole('textbox', { name: 'Zoom' });
  await expect(zoom).toHaveValue('100%');
  await zoom.fill('130');
  await zoom.press('Enter');
  expect((await viewState(page)).zoom).toBe(1.3);
  await expect(zoom).toHaveValue('130%');
  await zoom.fill('500%');
  await zoom.press('Enter');
  await expect(zoom).toHaveValue('200%');
  await page.getByRole('button', { name: 'Zoom levels' }).click();
  await page.getByRole('menu', { name: 'Zoom levels' }).getByRole('menuitemcheckbox', { name: '75%' }).click();
  expect((await viewState(page)).zoom).toBe(0.75);
  await expect(zoom).toHaveValue('75%');
  await (await openMenu(page, 'View')).getByRole('menuitemcheckbox', { name: 'Formula bar' }).click();
  await expect(page.getByRole('textbox', { name: 'Formula bar' })).toBeHidden();

  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  // Every toolbar control fits in the bar at this width (it clips what overflows).
  for (const name of ['Print', 'Sum', 'Link', 'Clear formatting']) await expect(page.getByRole('button', { name })).toBeInViewport();
});

test('File menu: Save only when dirty, Rename, Make a copy, New grid template', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  const fileMenu = await openMenu(page, 'File');
  await expect(fileMenu.getByRole('menuitem', { name: 'Save' })).toBeDisabled();
  await fileMenu.getByRole('menuitem', { name: 'Rename' }).click();
  await page.getByRole('dialog', { name: 'Rename' }).getByLabel('Name').fill('Budget');
  await page.keyboard.press('Enter');
  const name = page.locator('.grid-name');
  await expect(name).toHaveText('Budget');

  const first = page.url();
  await menu(page, 'File', 'Make a copy');
  await expect(name).toHaveText('Copy of Budget');
  expect(page.url()).not.toBe(first);

  const copy = page.url();
  await menu(page, 'File', 'New grid template');
  await expect(name).toHaveText('Untitled grid');
  expect(page.url()).not.toBe(copy);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();

  // The name box renames in place; Escape reverts what was typed.
  const nameBox = page.getByRole('textbox', { name: 'Template name' });
  await page.getByRole('button', { name: 'Rename Untitled grid' }).click();
  await nameBox.fill('Plan');
  const renamed = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/grids\/[^/]+$/.test(new URL(r.url()).pathname));
  await nameBox.press('Enter');
  expect((await renamed).status()).toBe(200);
  await page.reload();
  await page.getByRole('button', { name: 'Rename Plan' }).click();
  await nameBox.fill('Scrapped');
  await nameBox.press('Escape');
  await expect(name).toHaveText('Plan');

  // Save is offered once there is something to save: edits held with autosave off (the Developers menu),
  // as the menu finds them when it opens. Ctrl+S outside the grid is the editor's, not the browser's.
  await page.goto(`${page.url()}?dev=1`);
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'Developers', exact: true }).click();
  await page.getByRole('menu', { name: 'Developers' }).getByRole('menuitemcheckbox', { name: 'Autosave' }).click();
  await clickCell(page, 'A1');
  await page.keyboard.type('x\n');
  const file = await openMenu(page, 'File');
  await expect(file.getByRole('menuitem', { name: 'Save' })).toBeEnabled();
  await page.keyboard.press('Escape');
  const handled = await page.getByRole('textbox', { name: 'Formula bar' }).evaluate((box) => {
    const press = new KeyboardEvent('keydown', { key: 's', ctrlKey: true, bubbles: true, cancelable: true });
    box.dispatchEvent(press);
    return press.defaultPrevented;
  });
  expect(handled).toBe(true);
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeDisabled();
  await expect((await openMenu(page, 'File')).getByRole('menuitem', { name: 'Save' })).toBeDisabled();
});
