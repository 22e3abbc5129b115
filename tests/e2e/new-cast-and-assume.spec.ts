import { expect, test, type Page } from '@playwright/test';
import { clickCell, createTemplate, logIn, waitSaved } from './helpers.js';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

async function openCasting(page: Page): Promise<void> {
  if (!(await sidebar(page).isVisible())) {
    await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'View', exact: true }).click();
    await page.getByRole('menu', { name: 'View' }).getByRole('menuitemcheckbox', { name: 'Sidebar' }).click();
  }
  const button = page.getByRole('navigation', { name: 'Sidebar sections' }).getByRole('button', { name: 'Casting', exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(sidebar(page).getByRole('heading', { name: 'Casting' })).toBeVisible();
}

async function typeAt(page: Page, address: string, text: string): Promise<void> {
  await clickCell(page, address);
  await page.keyboard.type(`${text}\n`);
}

/** A template with a small price list, published, and the editor left open on it; answers its id. */
async function publishedPriceList(page: Page): Promise<string> {
  await page.goto('/app/grids');
  await createTemplate(page);
  const gridId = new URL(page.url()).pathname.split('/').pop()!;
  await typeAt(page, 'A1', 'Item');
  await typeAt(page, 'B1', 'Price');
  await typeAt(page, 'A2', 'Tea');
  await typeAt(page, 'B2', '3.5');
  await waitSaved(page);
  const { grid } = await (await page.request.get(`/api/grids/${gridId}`)).json();
  expect((await page.request.put(`/api/grids/${gridId}/versions/${grid.gridVersion.id}/publish`)).ok()).toBe(true);
  return gridId;
}

async function newShadow(page: Page, gridId: string, name: string): Promise<string> {
  const answer = await page.request.post(`/api/grids/${gridId}/shadows`, { data: { shadow: { name } } });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { shadow: { token: string } }).shadow.token;
}

test('New cast on the shadow page: the grid\'s unsaved edit is saved, the selection is cast in the cast editor under a server-made token, and the grid lists it', async ({ page }) => {
  await logIn(page);
  const gridId = await publishedPriceList(page);
  const token = await newShadow(page, gridId, 'Customer');
  await page.goto(`/app/shadows/${token}`);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible({ timeout: 20_000 });
  await openCasting(page);
  await expect(sidebar(page).getByText('No casts of this grid yet.')).toBeVisible();

  // An edit not saved yet: a cast shows the grid as stored, so New cast saves it first.
  await typeAt(page, 'B2', '4.25');
  await clickCell(page, 'A1');
  await clickCell(page, 'B2', { shift: true });
  await sidebar(page).getByRole('button', { name: 'New cast' }).click();
  await page.waitForURL(new RegExp(`/app/shadows/${token}/casts/[\\w-]{22}/edit$`));
  const castToken = new URL(page.url()).pathname.split('/')[5];
  await expect(page.getByRole('heading', { name: 'Cast editor' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Range' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Range' })).toHaveValue('A1:B2');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('cell', { name: '4.25' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Range' }).fill('A1:A2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status', { name: 'Save status' })).toHaveText('Saved');

  // The token the server made opens the cast without signing in.
  const anonymous = await page.context().browser()!.newContext();
  const viewer = await anonymous.newPage();
  await viewer.goto(`/app/casts/${castToken}`);
  await expect(viewer.getByRole('cell', { name: 'Tea' })).toBeVisible({ timeout: 30_000 });
  await expect(viewer.getByRole('cell', { name: '4.25' })).toHaveCount(0);
  await anonymous.close();

  // Back on the grid, its Casting section lists the cast, which opens in the editor or the viewer.
  await page.getByRole('link', { name: 'Back to the grid' }).click();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible({ timeout: 20_000 });
  await openCasting(page);
  const own = sidebar(page).getByRole('list', { name: "This grid's casts" });
  await expect(own.getByRole('listitem')).toHaveText(['Sheet1!A1:A2']);
  const popup = page.waitForEvent('popup');
  await own.getByRole('button', { name: 'Open cast of Sheet1!A1:A2' }).click();
  const opened = await popup;
  await expect(opened.getByRole('cell', { name: 'Tea' })).toBeVisible({ timeout: 30_000 });
  await opened.close();
  await own.getByRole('button', { name: 'Edit cast of Sheet1!A1:A2' }).click();
  await page.waitForURL(new RegExp(`/casts/${castToken}/edit$`));
  await expect(page.getByRole('textbox', { name: 'Range' })).toHaveValue('A1:A2');
});

test('New cast for an author: the Casting panel asks which of the template\'s grids to cast; the configure page\'s menu casts a grid; no grid yet says where to make one', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await openCasting(page);
  await sidebar(page).getByRole('button', { name: 'New cast' }).click();
  let dialog = page.getByRole('dialog', { name: 'New cast' });
  await expect(dialog).toContainText('This template has no grids yet.');
  await expect(dialog.getByRole('link', { name: 'Configure' })).toHaveAttribute('href', /\/configure$/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  const gridId = await publishedPriceList(page);
  await newShadow(page, gridId, 'North');
  const south = await newShadow(page, gridId, 'South');
  await openCasting(page);
  await sidebar(page).getByRole('button', { name: 'New cast' }).click();
  dialog = page.getByRole('dialog', { name: 'New cast' });
  await dialog.getByRole('combobox', { name: 'Grid' }).click();
  await page.getByRole('option', { name: 'South' }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(new RegExp(`/app/shadows/${south}/casts/[\\w-]{22}/edit$`));
  await expect(page.getByRole('radio', { name: 'Sheet' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('cell', { name: 'Tea' })).toBeVisible({ timeout: 30_000 });

  await page.goto(`/app/grids/${gridId}/configure`);
  await page.getByRole('button', { name: 'Actions for North' }).click();
  await page.getByRole('menu', { name: 'Actions for North' }).getByRole('menuitem', { name: 'New cast' }).click();
  await page.waitForURL(/\/casts\/[\w-]{22}\/edit$/);
  await expect(page.getByRole('heading', { name: 'Cast editor' })).toBeVisible();
  const listed = await (await page.request.get(`/api/shadows/${new URL(page.url()).pathname.split('/')[3]}/casts`)).json();
  expect(listed.casts).toHaveLength(1);
});

test('an admin acting as another user sees "You are acting as ... - Stop" on every page, the editor and the cast editor included; Stop ends it', async ({ page }) => {
  const stamp = Date.now();
  await logIn(page);
  const account = await page.request.post('/api/admin/accounts', { data: { name: `Acme ${stamp}` } });
  const accountId = ((await account.json()) as { account: { id: number } }).account.id;
  const jane = { email: `jane-${stamp}@acme.test`, password: 'jane-password-1' };
  const created = await page.request.post(`/api/admin/accounts/${accountId}/users`, { data: jane });
  const userId = ((await created.json()) as { user: { id: string } }).user.id;
  const banner = page.getByRole('region', { name: 'Acting as another user' });
  await expect(banner).toHaveCount(0);

  await page.goto(`/app/admin/assume?userId=${userId}&accountId=${accountId}&redirect=${encodeURIComponent('/app/grids')}`);
  await expect(page.getByRole('heading', { name: 'Grid Templates' })).toBeVisible();
  await expect(banner).toHaveText(`You are acting as ${jane.email}-Stop`);
  await expect(banner).toBeVisible();

  for (const [path, heading] of [['/app/settings/data_presets', 'Data presets'], ['/app/account', 'Account']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
    await expect(banner).toContainText(`You are acting as ${jane.email}`);
  }

  // The editor makes room for it: the sheet tabs stay on screen under the banner.
  await page.goto('/app/grids');
  const gridId = await publishedPriceList(page);
  await expect(banner).toBeVisible();
  // Read once the tabs are drawn: boundingBox does not wait for its element.
  const sheetTab = page.getByRole('tab', { name: 'Sheet1' });
  await expect(sheetTab).toBeVisible();
  const tabs = (await sheetTab.boundingBox())!;
  expect(tabs.y + tabs.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  const shadow = await newShadow(page, gridId, 'Jane\'s grid');
  await page.goto(`/app/shadows/${shadow}`);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible({ timeout: 20_000 });
  await expect(banner).toBeVisible();
  await openCasting(page);
  await sidebar(page).getByRole('button', { name: 'New cast' }).click();
  await expect(page.getByRole('heading', { name: 'Cast editor' })).toBeVisible();
  await expect(banner).toContainText(`You are acting as ${jane.email}`);

  await banner.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.goto('/app/grids');
  await expect(page.getByRole('heading', { name: 'Grid Templates' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
