import { expect, test, type Page, type Route } from '@playwright/test';
import { clickCell, createTemplate, logIn, menu, valueAt, waitSaved } from './helpers.js';

/** Version saves (PUT /api/grids/{id}/versions/{versionId}); other requests pass untouched. */
const VERSION_SAVE = /\/api\/grids\/[^/]+\/versions\/[^/?]+$/;

async function typeAt(page: Page, address: string, text: string): Promise<void> {
  await clickCell(page, address);
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

test('autosave saves the change, showing Saving... then All changes saved', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(VERSION_SAVE, async (route: Route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    await held;
    await route.fallback();
  });
  await typeAt(page, 'A1', 'first');
  // The 2000 ms debounce is unit-tested with a fake clock (tests/web/editor/save-controller.test.ts): a
  // wall-clock bound here failed whenever the machine was busy.
  const request = await page.waitForRequest((r) => r.method() === 'PUT' && VERSION_SAVE.test(r.url()));
  expect(request.postDataBuffer()).not.toBeNull();
  await expect(page.getByRole('status')).toHaveText('Saving...');
  release();
  await waitSaved(page);
});

test('a failed save keeps the edits in the page and says so; a later save succeeds', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await page.route(VERSION_SAVE, (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { error: 'The server is unwell' } }) : route.fallback(),
  );
  await typeAt(page, 'A1', 'kept');
  await expect(page.getByRole('status')).toHaveText('Save failed', { timeout: 10_000 });
  await expect(page.getByRole('status')).toHaveAccessibleDescription(/Your changes are still here/);
  expect(await valueAt(page, 'A1')).toBe('kept');

  // File > Save retries with nothing new typed; then autosave goes on as before.
  await page.unroute(VERSION_SAVE);
  await menu(page, 'File', 'Save');
  await waitSaved(page);
  const autosaved = page.waitForResponse((r) => r.request().method() === 'PUT' && VERSION_SAVE.test(r.url()));
  await typeAt(page, 'B1', 'later');
  expect((await autosaved).ok()).toBe(true);
  await waitSaved(page);
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  expect(await valueAt(page, 'A1')).toBe('kept');
  expect(await valueAt(page, 'B1')).toBe('later');
});

test('publishing and renaming the version in this tab do not make the next saves a conflict: the first makes a draft, the next go into it', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await menu(page, 'Versioning', 'Publish');
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await menu(page, 'Versioning', 'Rename Version');
  await page.getByRole('dialog', { name: 'Rename Version' }).getByLabel('Version Name').fill('Launch');
  await page.keyboard.press('Enter');
  await expect(page.locator('.version-name')).toHaveText('Launch');

  // A published version is never saved into (the API reads it): the first save makes a draft version.
  const drafted = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/grids\/[^/]+\/versions$/.test(r.url()));
  await typeAt(page, 'A1', 'after publishing');
  expect((await drafted).status()).toBe(201);
  await waitSaved(page);
  await expect(page.locator('.version-name')).toHaveText('Version 2');
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && VERSION_SAVE.test(r.url()));
  await typeAt(page, 'A2', 'into the draft');
  expect((await saved).status()).toBe(200);
  await waitSaved(page);
});

test('a save over a version changed in another tab is refused and offers a reload, never overwriting', async ({ page, context }) => {
  await logIn(page);
  await createTemplate(page);
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  await typeAt(other, 'A1', 'from the other tab');
  await waitSaved(other);

  await typeAt(page, 'A1', 'stale edit');
  await expect(page.getByRole('status')).toHaveText('This grid was changed elsewhere.', { timeout: 10_000 });
  await expect(page.getByRole('status')).toHaveAccessibleDescription(/Your latest changes are not saved/);
  // The stale edit is still on screen, and the saved version is the other tab's.
  expect(await valueAt(page, 'A1')).toBe('stale edit');
  await other.reload();
  await expect(other.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  expect(await valueAt(other, 'A1')).toBe('from the other tab');

  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  await expect.poll(() => valueAt(page, 'A1')).toBe('from the other tab');
});
