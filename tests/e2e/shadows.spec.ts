import { expect, test, type Page } from '@playwright/test';
import { createTemplate, logIn, menu, typeAt, valueAt, waitSaved } from './helpers.js';

interface TemplateContent {
  sheetIds: string[];
  sheetsById: Record<string, { id: string; rowIds: string[]; columnIds: string[]; locks?: unknown[]; cellsById: Record<string, { value?: unknown }> }>;
}

const cellKey = (sheet: TemplateContent['sheetsById'][string], row: number, col: number) => `${sheet.columnIds[col]}&${sheet.rowIds[row]}`;

/** The template's current content, read as the author's session (the editor shares its cookie). */
async function templateContent(page: Page, gridId: string): Promise<{ content: TemplateContent; versionId: string; updatedAt: string }> {
  const reply = await page.request.get(`/api/grids/${gridId}`);
  const { grid } = (await reply.json()) as { grid: { content: TemplateContent; gridVersion: { id: string; updatedAt: string } } };
  return { content: grid.content, versionId: grid.gridVersion.id, updatedAt: grid.gridVersion.updatedAt };
}

test('shadow mode: the author locks A1 and publishes; the user cannot edit A1, edits B2, saves with the Save button and finds it after a reload; the template is unchanged', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  const gridId = new URL(page.url()).pathname.split('/').pop()!;
  await typeAt(page, 'A1', 'secret');
  await waitSaved(page);

  // The Locks panel is another issue's: the lock is stored through the template file format, as it would be saved.
  const { content, versionId, updatedAt } = await templateContent(page, gridId);
  const sheet = content.sheetsById[content.sheetIds[0]];
  sheet.locks = [{ id: 'lock1', name: 'Lock 1', range: { sheetId: sheet.id, fromCellId: cellKey(sheet, 0, 0), toCellId: cellKey(sheet, 0, 0) } }];
  const saved = await page.request.put(`/api/grids/${gridId}/versions/${versionId}`, { data: { gridVersion: { ...content, updatedAt } } });
  expect(saved.status()).toBe(200);
  await page.reload();
  await menu(page, 'Versioning', 'Publish');
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to publish Untitled grid?');
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

  // A grid (shadow) from the configure page, opened with Edit.
  await page.goto(`/app/grids/${gridId}/configure`);
  await page.getByRole('button', { name: 'New Grid' }).click();
  const prompt = page.getByRole('dialog', { name: 'New Grid' });
  await prompt.getByLabel('Name').fill('Customer copy');
  await prompt.getByLabel('Name').press('Enter');
  await page.getByRole('button', { name: 'Actions for Customer copy' }).click();
  await page.getByRole('menu', { name: 'Actions for Customer copy' }).getByRole('menuitem', { name: 'Edit' }).click();
  await page.waitForURL(/\/app\/shadows\/[^/?]+$/);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();

  // Shadow mode: no logo, no Publish, no Versioning; File has Save and the downloads only; Save stands for autosave.
  await expect(page.getByRole('link', { name: 'Gridcast home' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Unpublish' })).toHaveCount(0);
  const bar = page.getByRole('menubar', { name: 'Menu' });
  await expect(bar.getByRole('menuitem', { name: 'Versioning' })).toHaveCount(0);
  await expect(bar.getByRole('menuitem', { name: 'Versions' })).toHaveCount(0);
  await bar.getByRole('menuitem', { name: 'File', exact: true }).click();
  await expect(page.getByRole('menu', { name: 'File' }).getByRole('menuitem')).toHaveText([/^Save/, 'Download as Excel', 'Download as CSV']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();

  // The locked cell is refused with the spec's alert and keeps its value.
  await typeAt(page, 'A1', 'mine');
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('You are trying to edit a locked cell or range.');
  await alert.getByRole('button', { name: 'Ok' }).click();
  expect(await valueAt(page, 'A1')).toBe('secret');
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();

  // Another cell is the user's: Save appears, leaving would ask, and Save stores it.
  await typeAt(page, 'B2', 'mine');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeEnabled();
  const leaving = await page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(leaving).toBe(true);
  await save.click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  expect(await valueAt(page, 'B2')).toBe('mine');
  expect(await valueAt(page, 'A1')).toBe('secret');

  // No shadow edit reaches the template.
  const after = await templateContent(page, gridId);
  const templateSheet = after.content.sheetsById[after.content.sheetIds[0]];
  expect(templateSheet.cellsById[cellKey(templateSheet, 1, 1)]).toBeUndefined();
});

test('shadow mode: an unknown token and a shadow of an unpublished version each say what is wrong', async ({ page }) => {
  await logIn(page);
  await page.goto('/app/shadows/no-such-token');
  await expect(page.getByRole('alert')).toContainText('Could not load this grid: Shadow not found.');
  await page.goto('/app/grids');
  await createTemplate(page);
  const gridId = new URL(page.url()).pathname.split('/').pop()!;
  const created = await page.request.post(`/api/grids/${gridId}/shadows`, { data: { shadow: { name: 'Early' } } });
  const { shadow } = (await created.json()) as { shadow: { token: string } };
  await page.goto(`/app/shadows/${shadow.token}`);
  await expect(page.getByRole('alert')).toContainText('is not published. Ask the template\'s author to publish it.');
});

test('shadow mode versions: a Versions menu with two published versions; Change Version asks about unsaved changes and rewrites the address', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  const gridId = new URL(page.url()).pathname.split('/').pop()!;
  await typeAt(page, 'A1', 'v1');
  await waitSaved(page);
  const first = (await templateContent(page, gridId)).versionId;
  await menu(page, 'Versioning', 'Create New Version');
  const dialog = page.getByRole('dialog', { name: 'Create New Version' });
  await dialog.getByLabel('Version Name').fill('Second');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/gridVersionId=/);
  const second = new URL(page.url()).searchParams.get('gridVersionId')!;
  await typeAt(page, 'A1', 'v2');
  await waitSaved(page);
  for (const version of [first, second]) expect((await page.request.put(`/api/grids/${gridId}/versions/${version}/publish`, { data: {} })).status()).toBe(200);
  const created = await page.request.post(`/api/grids/${gridId}/shadows`, { data: { shadow: { name: 'Two versions', gridVersionId: first } } });
  const { shadow } = (await created.json()) as { shadow: { token: string } };

  await page.goto(`/app/shadows/${shadow.token}`);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible({ timeout: 15_000 });
  expect(await valueAt(page, 'A1')).toBe('v1');
  await typeAt(page, 'B1', 'unsaved');
  const bar = page.getByRole('menubar', { name: 'Menu' });
  await bar.getByRole('menuitem', { name: 'Versions', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Change Version' }).hover();
  await page.getByRole('menu', { name: 'Change Version' }).getByRole('menuitemcheckbox', { name: 'Second' }).click();
  const change = page.getByRole('dialog', { name: 'Change Versions' });
  await expect(change.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(change.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await change.getByRole('button', { name: 'Discard Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/shadows/${shadow.token}\\?gridVersionId=${second}$`));
  await expect(page.locator('.version-name')).toHaveText('Second');
  await expect.poll(() => valueAt(page, 'A1')).toBe('v2');
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
});

/** A published template with one shadow, made through the API; answers the shadow's token. */
async function publishedShadow(page: Page): Promise<{ gridId: string; token: string }> {
  await createTemplate(page);
  const gridId = new URL(page.url()).pathname.split('/').pop()!;
  const { versionId } = await templateContent(page, gridId);
  expect((await page.request.put(`/api/grids/${gridId}/versions/${versionId}/publish`, { data: {} })).status()).toBe(200);
  const created = await page.request.post(`/api/grids/${gridId}/shadows`, { data: { shadow: { name: 'Context' } } });
  return { gridId, token: ((await created.json()) as { shadow: { token: string } }).shadow.token };
}

test('shadow mode context: contextKey/contextValue pairs go with a save as x-context; a context over 4 KB is refused with its limit and nothing is saved', async ({ page }) => {
  await logIn(page);
  const { token } = await publishedShadow(page);
  await page.goto(`/app/shadows/${token}?contextKey=crm&contextValue=Zo%C3%AB&contextKey=deal&contextValue=42`);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  await typeAt(page, 'B2', 'with context');
  // Edits travel live as they are made; Save records the save (POST .../save), which carries the context to the webhooks.
  const recorded = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes(`/api/shadows/${token}/save`));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect(JSON.parse((await recorded).headers()['x-context'])).toEqual({ crm: 'Zoë', deal: '42' });
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  const saved = (await (await page.request.get(`/api/shadows/${token}`)).json()) as { shadow: { revision: number } };

  // Over 4 KB: the page says so before loading anything, and the server refuses such a header too.
  await page.goto(`/app/shadows/${token}?contextKey=notes&contextValue=${'x'.repeat(5000)}`);
  await expect(page.getByRole('alert')).toContainText('at most 4096 can be sent with a save.');
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toHaveCount(0);
  const refused = await page.request.put(`/api/shadows/${token}`, { data: { shadow: { name: 'Too much context' } }, headers: { 'x-context': 'x'.repeat(5000) } });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: string }).error).toBe('Invalid header x-context: at most 4096 characters.');
  const after = (await (await page.request.get(`/api/shadows/${token}`)).json()) as { shadow: { name: string; revision: number } };
  expect(after.shadow).toMatchObject({ name: 'Context', revision: saved.shadow.revision });
});

test('shadow mode embedded in a parent window: the Save button says Done when there are changes, and saves', async ({ page }) => {
  await logIn(page);
  const { token } = await publishedShadow(page);
  await page.goto('/app/grids');
  await page.evaluate((src) => {
    document.body.innerHTML = `<iframe title="Embedded shadow" src="${src}" style="width:1200px;height:700px;border:0"></iframe>`;
  }, `/app/shadows/${token}`);
  const frame = page.frameLocator('iframe[title="Embedded shadow"]');
  const grid = frame.getByRole('grid', { name: 'Sheet grid' });
  await expect(grid).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Saved' })).toBeDisabled();
  const box = (await grid.boundingBox())!;
  await page.mouse.click(box.x + 46 + 150, box.y + 24 + 31);
  await page.keyboard.type('embedded');
  await page.keyboard.press('Enter');
  const done = frame.getByRole('button', { name: 'Done' });
  await expect(done).toBeEnabled();
  await done.click();
  await expect(frame.getByRole('button', { name: 'Saved' })).toBeDisabled();
  const saved = (await (await page.request.get(`/api/shadows/${token}`)).json()) as { shadow: { revision: number } };
  expect(saved.shadow.revision).toBe(1);
});
