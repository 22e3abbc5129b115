import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, valueAt } from './helpers.js';

const LOAN = readFileSync(new URL('../../fixtures/templates/loan-calculator.json', import.meta.url));

/** Presses a key until `target` has focus (reading where focus is, never clicking), at most `limit` times. */
async function pressUntilFocused(page: Page, key: string, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

const grid = (page: Page) => page.locator('.grid-host');

/**
 * Opens a top menu by its key and waits for its first item to take focus, which it does once the menu is
 * drawn: an arrow pressed before that moved on from it, past an item wanted near the top.
 */
async function openByKey(page: Page, key: string, name: string): Promise<Locator> {
  await page.keyboard.press(key);
  const menu = page.getByRole('menu', { name });
  await expect(menu.locator(':focus')).toHaveCount(1);
  return menu;
}

/** The active cell's cell record through the test hook (format and formula), for checks only. */
async function cellAt(page: Page, row: number, col: number): Promise<{ formula?: string; format?: { bold?: boolean } } | undefined> {
  return page.evaluate(([r, c]) => {
    const { workbook, view } = window.__gridcast!.session;
    const sheet = workbook.sheetsById[view.activeSheetId];
    for (const bucket of Object.values(sheet.cells)) {
      const cell = bucket[sheet.rowIds[r]]?.[sheet.columnIds[c]];
      if (cell) return cell as { formula?: string; format?: { bold?: boolean } };
    }
    return undefined;
  }, [row, col] as const);
}

test('a person works the editor with the keyboard alone: opens a template, types a formula with autocomplete, formats from the menu, adds a rule, inserts and moves a chart, finds, and leaves each dialog with Escape', async ({ page }) => {
  // Setup through the API; from the start page on, only the keyboard.
  await page.request.post('/api/session', { data: ADMIN });
  const imported = await page.request.post('/api/import', { multipart: { file: { name: 'loan-calculator.json', mimeType: 'application/json', buffer: LOAN } } });
  const gridId = ((await imported.json()) as { grid: { id: string } }).grid.id;
  await page.goto('/app/grids');
  await expect(page.getByRole('heading', { name: 'Grid Templates' })).toBeVisible();

  // The grids list: Tab to the template's link, Enter opens it.
  await pressUntilFocused(page, 'Tab', page.locator(`a[href="/app/grids/${gridId}"]`), 200);
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/app/grids/${gridId}`);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();

  // F6 reaches the grid; the name box is reached the same way and takes an address.
  await pressUntilFocused(page, 'F6', grid(page), 10);
  await pressUntilFocused(page, 'F6', page.getByRole('textbox', { name: 'Name box' }), 10);
  await page.keyboard.press('Control+a');
  await page.keyboard.type('E2');
  await page.keyboard.press('Enter');
  await expect(grid(page)).toHaveAttribute('aria-label', 'Grid, E2');

  // A formula with autocomplete: Tab takes the suggestion.
  await expect(grid(page)).toBeFocused();
  await page.keyboard.type('=ROUN');
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toContainText('ROUND(');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Cell editor' })).toHaveValue('=ROUND(');
  await page.keyboard.type('2.46,1)');
  await page.keyboard.press('Enter');
  expect(await valueAt(page, 'E2')).toBe(2.5);

  // Format > Bold from the menu bar (Alt+O opens Format).
  await page.keyboard.press('ArrowUp');
  await pressUntilFocused(page, 'ArrowDown', (await openByKey(page, 'Alt+o', 'Format')).getByRole('menuitemcheckbox', { name: 'Bold' }));
  await page.keyboard.press('Enter');
  await expect(grid(page)).toBeFocused();
  await expect.poll(async () => (await cellAt(page, 1, 4))?.format?.bold).toBe(true);

  // A conditional format rule through the sidebar: Format > Conditional formatting opens it with the keys in it.
  await pressUntilFocused(page, 'ArrowDown', (await openByKey(page, 'Alt+o', 'Format')).getByRole('menuitem', { name: 'Conditional formatting' }));
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Conditional Formatting' });
  await expect(panel).toBeFocused();
  const form = panel.getByRole('form', { name: 'New rule' });
  await pressUntilFocused(page, 'Tab', form.getByRole('combobox', { name: 'Format cells if' }));
  await page.keyboard.press('Enter');
  await pressUntilFocused(page, 'ArrowDown', page.getByRole('option', { name: 'Greater than', exact: true }));
  await page.keyboard.press('Enter');
  await pressUntilFocused(page, 'Tab', form.getByLabel('Value', { exact: true }));
  await page.keyboard.type('1');
  await pressUntilFocused(page, 'Tab', form.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('list', { name: 'Conditional format rules' }).getByRole('listitem')).toHaveCount(1);

  // Back to the grid (Shift+F6 from the sidebar), then Insert > Chart: the new chart takes the keys.
  await pressUntilFocused(page, 'Shift+F6', grid(page), 10);
  await pressUntilFocused(page, 'ArrowDown', (await openByKey(page, 'Alt+i', 'Insert')).getByRole('menuitem', { name: 'Chart' }));
  await page.keyboard.press('Enter');
  const chart = page.getByRole('group', { name: /^Chart \d+$/ });
  await expect(chart).toBeFocused();
  const before = (await chart.boundingBox())!;
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => Math.round((await chart.boundingBox())!.x - before.x)).toBe(10);
  await expect.poll(async () => Math.round((await chart.boundingBox())!.y - before.y)).toBe(5);
  // Ctrl+arrows resize it from its bottom-right corner.
  await page.keyboard.press('Control+ArrowRight');
  await expect.poll(async () => Math.round((await chart.boundingBox())!.width - before.width)).toBe(5);
  await page.keyboard.press('Escape');
  await expect(grid(page)).toBeFocused();
  // Ctrl+Alt+5 gives the keys back to the chart.
  await page.keyboard.press('Control+Alt+5');
  await expect(chart).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(grid(page)).toBeFocused();

  // The find bar: Ctrl+F, a query, Enter to the match, Escape back to the grid.
  await page.keyboard.press('Control+f');
  const find = page.getByRole('searchbox', { name: 'Find in sheet' }).or(page.getByRole('textbox', { name: 'Find in sheet' }));
  await expect(find).toBeFocused();
  await page.keyboard.type('ROUND');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(grid(page)).toBeFocused();

  // Each dialog leaves with Escape, focus back on the grid: the shortcuts (Ctrl+/), find and replace, a link.
  for (const [keys, name] of [['Control+/', 'Keyboard shortcuts'], ['Control+Shift+h', 'Find and replace'], ['Control+k', 'Link']] as const) {
    await page.keyboard.press(keys);
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name })).toHaveCount(0);
    await expect(grid(page)).toBeFocused();
  }
});

test('the toolbar is one tab stop whose arrows move between its buttons, and Help lists the registered shortcuts', async ({ page }) => {
  await page.request.post('/api/session', { data: ADMIN });
  const imported = await page.request.post('/api/import', { multipart: { file: { name: 'loan-calculator.json', mimeType: 'application/json', buffer: LOAN } } });
  const gridId = ((await imported.json()) as { grid: { id: string } }).grid.id;
  await page.goto(`/app/grids/${gridId}`);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();

  const toolbar = page.getByRole('toolbar', { name: 'Toolbar' });
  // F6 reaches the toolbar on its one tab stop (its first enabled control: Undo is disabled on a fresh load).
  await pressUntilFocused(page, 'F6', toolbar.locator('[tabindex="0"]'), 10);
  await expect(toolbar.getByRole('button', { name: 'Print' })).toBeFocused();
  // One tab stop: Tab leaves the toolbar at once.
  await expect(toolbar.locator('[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(toolbar.locator(':focus')).toHaveCount(0);
  // Shift+Tab comes back to it, and the arrows walk its buttons, the plugins' ones included.
  await page.keyboard.press('Shift+Tab');
  await expect(toolbar.locator(':focus')).toHaveCount(1);
  await pressUntilFocused(page, 'ArrowRight', toolbar.getByRole('button', { name: 'Bold' }));
  await pressUntilFocused(page, 'ArrowRight', toolbar.getByRole('button', { name: 'Insert chart' }));
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await expect(toolbar.locator('[tabindex="0"]')).toBeFocused();

  // F10 reaches the menu bar; Help > Keyboard shortcuts lists the grid's keys, the menus' and the plugins'.
  await page.keyboard.press('F10');
  await expect(page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'File' })).toBeFocused();
  await openByKey(page, 'Alt+h', 'Help');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog.getByRole('table', { name: 'Grid shortcuts' }).getByRole('row', { name: 'Edit the active cell Enter, F2', exact: true })).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Format shortcuts' }).getByRole('row', { name: 'Bold Ctrl+B', exact: true })).toBeVisible();
  // A plugin's menu item (find) and a plugin's command no menu names (charts).
  await expect(dialog.getByRole('table', { name: 'Edit shortcuts' }).getByRole('row', { name: 'Find Ctrl+F', exact: true })).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Other shortcuts' }).getByRole('row', { name: /^Select the next chart/ })).toContainText('Ctrl+Alt+5');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('the keys reach the test shadows list, the sheet tabs and the sidebar\'s rail through the regions', async ({ page }) => {
  await page.request.post('/api/session', { data: ADMIN });
  const imported = await page.request.post('/api/import', { multipart: { file: { name: 'loan-calculator.json', mimeType: 'application/json', buffer: LOAN } } });
  const gridId = ((await imported.json()) as { grid: { id: string } }).grid.id;
  await page.goto(`/app/grids/${gridId}`);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  await pressUntilFocused(page, 'F6', grid(page), 10);

  // File > Edit inputs / outputs, then F6 to its panel: the list is one tab stop and Down chooses the next shadow.
  await pressUntilFocused(page, 'ArrowDown', (await openByKey(page, 'Alt+f', 'File')).getByRole('menuitem', { name: 'Edit inputs / outputs' }));
  await page.keyboard.press('Enter');
  const list = page.getByRole('region', { name: 'Inputs / Outputs' }).getByRole('listbox', { name: 'Test shadows' });
  await pressUntilFocused(page, 'F6', list.getByRole('option', { selected: true }), 10);
  await expect(list.getByRole('option', { selected: true })).toHaveText('30-year mortgage');
  await expect(list.locator('[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('option', { selected: true })).toHaveText('Car loan over 5 years');
  await expect(list.getByRole('option', { selected: true })).toBeFocused();

  // The sheet tabs: Add sheet, then the tabs, whose arrows move between sheets and Enter opens one.
  await pressUntilFocused(page, 'Shift+F6', page.getByRole('button', { name: 'Add sheet' }), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tablist', { name: 'Sheet tabs' }).getByRole('tab')).toHaveCount(2);
  await pressUntilFocused(page, 'Tab', page.getByRole('tab', { selected: true }));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Loan' })).toHaveAttribute('aria-selected', 'true');

  // View > Sidebar, then the rail's buttons by Tab: a section chosen there keeps the keys on the rail.
  await pressUntilFocused(page, 'ArrowDown', (await openByKey(page, 'Alt+v', 'View')).getByRole('menuitemcheckbox', { name: 'Sidebar' }));
  await page.keyboard.press('Enter');
  const rail = page.getByRole('navigation', { name: 'Sidebar sections' });
  await pressUntilFocused(page, 'Tab', rail.getByRole('button', { name: 'Named Ranges' }), 80);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Named Ranges' })).toBeVisible();
  await expect(rail.getByRole('button', { name: 'Named Ranges' })).toBeFocused();
});
