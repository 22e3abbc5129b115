import { expect, test, type Page } from '@playwright/test';
import { createTemplate, logIn, menu, otherTab, typeAt, valueAt, waitSaved } from './helpers.js';

interface TemplateContent {
  sheetIds: string[];
  sheetsById: Record<string, { id: string; rowIds: string[]; columnIds: string[]; locks?: unknown[] }>;
}

/**
 * A published template whose A1 is locked ("secret") and whose B1 doubles the input's price, and a shadow
 * of it with price 1; answers the shadow's address.
 */
async function lockedPricedShadow(page: Page): Promise<string> {
  await createTemplate(page);
  const gridId = new URL(page.url()).pathname.split('/').pop()!;
  await typeAt(page, 'A1', 'secret');
  await typeAt(page, 'B1', '=INPUT("price")*2');
  await waitSaved(page);
  const { grid } = (await (await page.request.get(`/api/grids/${gridId}`)).json()) as { grid: { content: TemplateContent; gridVersion: { id: string; updatedAt: string } } };
  const sheet = grid.content.sheetsById[grid.content.sheetIds[0]];
  const a1 = `${sheet.columnIds[0]}&${sheet.rowIds[0]}`;
  sheet.locks = [{ id: 'lock1', name: 'Lock 1', range: { sheetId: sheet.id, fromCellId: a1, toCellId: a1 } }];
  const versionId = grid.gridVersion.id;
  expect((await page.request.put(`/api/grids/${gridId}/versions/${versionId}`, { data: { gridVersion: { ...grid.content, updatedAt: grid.gridVersion.updatedAt } } })).status()).toBe(200);
  expect((await page.request.put(`/api/grids/${gridId}/versions/${versionId}/publish`, { data: {} })).status()).toBe(200);
  const created = await page.request.post(`/api/grids/${gridId}/shadows`, { data: { shadow: { name: 'Two tabs', input: { price: 1 } } } });
  return `/app/shadows/${((await created.json()) as { shadow: { token: string } }).shadow.token}`;
}

async function openInput(page: Page) {
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'View', exact: true }).click();
  await page.getByRole('menu', { name: 'View' }).getByRole('menuitemcheckbox', { name: 'Sidebar' }).click();
  await page.getByRole('navigation', { name: 'Sidebar sections' }).getByRole('button', { name: 'Input' }).click();
  return page.getByRole('region', { name: 'Input' });
}

test('two tabs on one shadow stay in step: an unlocked cell, the input recomputing both grids, a locked cell refused, all there after a reload', async ({ page, browser }) => {
  await logIn(page);
  const address = await lockedPricedShadow(page);
  await page.goto(address);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  const other = await otherTab(browser, address);
  expect(await valueAt(page, 'B1')).toBe(2);

  // An unlocked cell edited in one tab appears in the other; it is saved as made (the editor's words), and Save records it.
  await typeAt(page, 'C3', 'hello');
  await expect.poll(() => valueAt(other, 'C3')).toBe('hello');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  // The other tab made no change of its own: nothing for it to save.
  await expect(other.getByRole('button', { name: 'Saved' })).toBeDisabled();

  // An input saved in one tab recomputes the other's grid too, and its form follows.
  const panel = await openInput(page);
  await panel.getByRole('textbox', { name: 'price' }).fill('21');
  await panel.getByRole('button', { name: 'Save input' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  expect(await valueAt(page, 'B1')).toBe(42);
  await expect.poll(() => valueAt(other, 'B1')).toBe(42);
  const otherPanel = await openInput(other);
  await expect(otherPanel.getByRole('textbox', { name: 'price' })).toHaveValue('21');

  // A locked cell stays refused in either tab, and unchanged in both.
  await typeAt(other, 'A1', 'mine');
  const alert = other.getByRole('alertdialog');
  await expect(alert).toContainText('You are trying to edit a locked cell or range.');
  await alert.getByRole('button', { name: 'Ok' }).click();
  expect(await valueAt(other, 'A1')).toBe('secret');
  expect(await valueAt(page, 'A1')).toBe('secret');

  // A reload of either shows the cell and the input.
  for (const tab of [other, page]) {
    await tab.reload();
    await expect(tab.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
    await expect.poll(() => valueAt(tab, 'C3')).toBe('hello');
    await expect.poll(() => valueAt(tab, 'B1')).toBe(42);
    expect(await valueAt(tab, 'A1')).toBe('secret');
  }
  await other.context().close();
});

test('a shadow saved into another version opens again in it, live: the two tabs then stay in step', async ({ page, browser }) => {
  await logIn(page);
  await createTemplate(page);
  const gridId = new URL(page.url()).pathname.split('/').pop()!;
  await typeAt(page, 'A1', 'v1');
  await waitSaved(page);
  const first = ((await (await page.request.get(`/api/grids/${gridId}`)).json()) as { grid: { gridVersion: { id: string } } }).grid.gridVersion.id;
  await menu(page, 'Versioning', 'Create New Version');
  const dialog = page.getByRole('dialog', { name: 'Create New Version' });
  await dialog.getByLabel('Version Name').fill('Second');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/gridVersionId=/);
  const second = new URL(page.url()).searchParams.get('gridVersionId')!;
  await typeAt(page, 'A1', 'v2');
  await waitSaved(page);
  for (const version of [first, second]) expect((await page.request.put(`/api/grids/${gridId}/versions/${version}/publish`, { data: {} })).status()).toBe(200);
  const created = await page.request.post(`/api/grids/${gridId}/shadows`, { data: { shadow: { name: 'Moving', gridVersionId: first } } });
  const address = `/app/shadows/${((await created.json()) as { shadow: { token: string } }).shadow.token}`;

  // One tab in the shadow's own version (live), one in the second version (saved whole).
  const other = await otherTab(browser, address);
  await page.goto(`${address}?gridVersionId=${second}`);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible({ timeout: 15_000 });
  expect(await valueAt(page, 'A1')).toBe('v2');
  await typeAt(page, 'B1', 'moved');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The save moved the shadow: the other tab reloads into the second version, and this page opens it again, live.
  await expect.poll(() => valueAt(other, 'A1')).toBe('v2');
  await expect.poll(() => valueAt(other, 'B1')).toBe('moved');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 15_000 });
  await typeAt(page, 'C1', 'live');
  await expect.poll(() => valueAt(other, 'C1')).toBe('live');
  await typeAt(other, 'C2', 'back');
  await expect.poll(() => valueAt(page, 'C2')).toBe('back');
});
