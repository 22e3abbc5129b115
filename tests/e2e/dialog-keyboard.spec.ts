import { expect, test, type Locator, type Page } from '@playwright/test';
import { clickCell, createTemplate, logIn } from './helpers.js';

/** Presses `key` until `target` has focus (at most `most` times). */
async function pressUntilFocused(page: Page, key: string, target: Locator, most = 60): Promise<void> {
  for (let i = 0; i < most && !(await target.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press(key);
  await expect(target).toBeFocused();
}

/** The accessible name (or text) of what has focus, and whether it is inside `dialog`. */
async function focusIn(dialog: Locator): Promise<{ name: string; inside: boolean }> {
  return dialog.evaluate((element) => {
    const active = document.activeElement as HTMLElement;
    const label = active.id ? document.querySelector(`label[for="${CSS.escape(active.id)}"]`)?.textContent : undefined;
    return { name: active.getAttribute('aria-label') ?? label ?? active.textContent?.trim() ?? '', inside: element.contains(active) };
  });
}

/** Tab and Shift+Tab, each pressed more times than the dialog has controls, never leave it; the names met. */
async function expectTrapped(page: Page, dialog: Locator, controls: number): Promise<string[]> {
  const met = new Set<string>();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < controls + 2; i++) {
      await page.keyboard.press(key);
      const focus = await focusIn(dialog);
      expect(focus.inside, `${key} ${i + 1} left the dialog for ${focus.name}`).toBe(true);
      met.add(focus.name);
    }
  }
  return [...met];
}

const grid = (page: Page): Locator => page.locator('.grid-host');

/** The name of the open template's current version, as the server has it. */
async function versionName(page: Page): Promise<string> {
  const gridId = new URL(page.url()).pathname.split('/').pop()!;
  return (await (await page.request.get(`/api/grids/${gridId}`)).json()).grid.gridVersion.name as string;
}
const menuBar = (page: Page): Locator => page.getByRole('menubar', { name: 'Menu' });

/**
 * Runs a top menu's item by keys: Right to the menu, Down into it, Down to the item, Enter. The bar is
 * entered with focus() (the grid keeps Tab for its cells; the editor's keys for the bar, F10, belong to
 * the keyboard work of issue 39 on another branch).
 */
async function runMenuItem(page: Page, top: string, item: string, role: 'menuitem' | 'menuitemcheckbox' = 'menuitem'): Promise<void> {
  await menuBar(page).getByRole('menuitem', { name: 'File', exact: true }).focus();
  await pressUntilFocused(page, 'ArrowRight', menuBar(page).getByRole('menuitem', { name: top, exact: true }), 10);
  await page.keyboard.press('ArrowDown');
  await pressUntilFocused(page, 'ArrowDown', page.getByRole('menu', { name: top }).getByRole(role, { name: item }), 15);
  await page.keyboard.press('Enter');
}

test('Versioning > Rename Version by keys alone: focus trapped, Escape leaves it unchanged, Enter renames, and the grid has the keys again', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  // The one press of the pointer: into the grid, where a person starts.
  await clickCell(page, 'A1');
  await expect(grid(page)).toBeFocused();

  await runMenuItem(page, 'Versioning', 'Rename Version');
  const dialog = page.getByRole('dialog', { name: 'Rename Version' });
  await expect(dialog.getByLabel('Version Name')).toBeFocused();
  expect((await expectTrapped(page, dialog, 3)).sort()).toEqual(['Cancel', 'Rename', 'Version Name']);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await versionName(page)).toBe('Version 1');
  // Opened from a menu: focus goes back to the grid, where it was before the menu.
  await expect(grid(page)).toBeFocused();

  await runMenuItem(page, 'Versioning', 'Rename Version');
  await expect(dialog.getByLabel('Version Name')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Launch');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect.poll(() => versionName(page)).toBe('Launch');
  await expect(grid(page)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Name box')).toHaveValue('A2');
});

test('Data > Advanced range sorting options by keys alone: Escape closes an open select first, then the dialog', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await clickCell(page, 'A1');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByLabel('Name box')).toHaveValue('A1:B2');

  await runMenuItem(page, 'Data', 'Advanced range sorting options');
  const dialog = page.getByRole('dialog', { name: 'Sort range' });
  await expect(dialog).toBeVisible();
  const names = await expectTrapped(page, dialog, 8);
  expect(names).toEqual(expect.arrayContaining(['Data has header row', 'Sort by', 'Cancel', 'Close']));

  // A select inside the dialog: Escape closes its list and leaves focus on it, in the dialog.
  await pressUntilFocused(page, 'Tab', dialog.getByRole('combobox', { name: 'Sort by', exact: true }), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Sort by', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(grid(page)).toBeFocused();
});

test('a dialog opened with keys from a sidebar button gives focus back to that button; opened with the pointer, to the grid', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await page.goto(`${page.url()}?userFunctions=1`);
  await clickCell(page, 'A1');
  await expect(grid(page)).toBeFocused();
  await runMenuItem(page, 'View', 'Sidebar', 'menuitemcheckbox');
  const functions = page.getByRole('navigation', { name: 'Sidebar sections' }).getByRole('button', { name: 'Functions' });
  await functions.focus();
  await page.keyboard.press('Enter');
  const add = page.getByRole('region', { name: 'Functions' }).getByRole('button', { name: 'Add a function' });
  await pressUntilFocused(page, 'Shift+Tab', add, 10);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add function' });
  await expect(dialog).toBeVisible();
  await expectTrapped(page, dialog, 5);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  // The same dialog after pointer presses (a cell, then the button): focus goes to the grid, so its keys work at once.
  await clickCell(page, 'B2');
  await add.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(grid(page)).toBeFocused();
});

test('the template configuration\'s dialogs by keys alone: New Grid and a grid\'s delete confirmation give focus back to their buttons', async ({ page }) => {
  await logIn(page);
  const grid = (await (await page.request.post('/api/grids', { data: { grid: { name: 'Keyed' } } })).json()).grid;
  expect((await page.request.post(`/api/grids/${grid.id}/shadows`, { data: { shadow: { name: 'Keyed grid' } } })).status()).toBe(201);
  await page.goto(`/app/grids/${grid.id}/configure`);
  const newGrid = page.getByRole('button', { name: 'New Grid' });
  await pressUntilFocused(page, 'Tab', newGrid);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New Grid' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  expect(await expectTrapped(page, dialog, 5)).toEqual(expect.arrayContaining(['Name', 'Starting input', 'Cancel', 'Create']));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(newGrid).toBeFocused();

  const actions = page.getByRole('button', { name: 'Actions for Keyed grid' });
  await pressUntilFocused(page, 'Tab', actions);
  await page.keyboard.press('Enter');
  await pressUntilFocused(page, 'ArrowDown', page.getByRole('menuitem', { name: 'Delete' }), 5);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
  expect((await expectTrapped(page, confirm, 2)).sort()).toEqual(['Cancel', 'Delete']);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row', { name: /Keyed grid/ })).toBeVisible();
  await expect(actions).toBeFocused();
});
