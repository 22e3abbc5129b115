import { expect, test, type Locator, type Page } from '@playwright/test';
import { id, labelled, SHEET, templateFile } from '../plugins/casts/book.js';
import { expectNoSeriousViolations } from './axe.js';
import { ADMIN, cellPoint, clickCell, logIn, type Credentials } from './helpers.js';

// One template serves every state: a header row, an input, a note, a chart, a conditional format and
// two suggested casts (the Table one the default), so each sidebar panel has something to show.
const template = templateFile({
  rows: 12, cols: 3,
  cells: {
    ...labelled(12, 3),
    A1: { value: 'Name', format: { bold: true, backgroundColor: '#ffeeaa' } },
    B2: { formula: '=INPUT("price")', data: { type: 'NUMBER', format: '#,##0.00' } },
    A3: { value: 'A3', note: 'Checked by finance' },
  },
  charts: { ch1: { id: 'ch1', name: 'Prices chart', type: 'bar', sheetId: SHEET, left: 340, top: 0, width: 300, height: 180, range: { sheetId: SHEET, fromCellId: id('A1'), toCellId: id('B3') } } },
  casts: {
    Table: { name: 'Table', sheetId: SHEET, castRange: true, fromCellId: id('A1'), toCellId: id('C12'), isDefault: true },
    Chart: { name: 'Chart', sheetId: SHEET, castChart: true, chartId: 'ch1' },
  },
  conditionalFormats: {
    cf1: { id: 'cf1', order: 0, ranges: [{ id: 'r1', sheetId: SHEET, fromCellId: id('C2'), toCellId: id('C12'), sortOrder: 0 }], condition: { type: 'cell_not_blank' }, format: { bold: true } },
  },
});

interface Fixture {
  readonly gridId: string;
  readonly shadowToken: string;
}

/** The template above: version 1 published, with a shadow of it (price 1234.5), and a draft version 2. */
async function makeFixture(page: Page): Promise<Fixture> {
  const grid = (await (await page.request.post('/api/grids', { data: { grid: { name: 'Audited' } } })).json()).grid;
  expect((await page.request.put(`/api/grids/${grid.id}/versions/${grid.gridVersion.id}`, { data: { gridVersion: template } })).status()).toBe(200);
  expect((await page.request.put(`/api/grids/${grid.id}/versions/${grid.gridVersion.id}/publish`)).ok()).toBe(true);
  const shadow = (await (await page.request.post(`/api/grids/${grid.id}/shadows`, { data: { shadow: { name: 'Customer', input: { price: 1234.5 } } } })).json()).shadow;
  // A second version, current and unpublished, so that the versions can be compared.
  expect((await page.request.post(`/api/grids/${grid.id}/versions`, { data: { gridVersion: { name: 'Draft' } } })).status()).toBe(201);
  return { gridId: grid.id as string, shadowToken: shadow.token as string };
}

/** Overlays render in portals at the end of the body; each state after the first audits what it opened. */
const MENUS = '[role="menu"]';
const DIALOGS = '[role="dialog"], [role="alertdialog"]';
const SIDEBAR = 'aside.sidebar';
/** Whatever a toolbar control opens: a menu, a popover or a select's list, each placed by Radix's popper. */
const POPUPS = '[data-radix-popper-content-wrapper]';

/** A new account with one user, made by the admin signed in on `page`. */
async function newMember(page: Page): Promise<Credentials> {
  const stamp = Date.now();
  const account = await page.request.post('/api/admin/accounts', { data: { name: `Audit ${stamp}` } });
  const accountId = ((await account.json()) as { account: { id: number } }).account.id;
  const who = { email: `audit-${stamp}@example.test`, password: 'member-password-1' };
  expect((await page.request.post(`/api/admin/accounts/${accountId}/users`, { data: who })).status()).toBe(201);
  return who;
}

async function signInAs(page: Page, who: Credentials): Promise<void> {
  await page.context().clearCookies();
  await logIn(page, who);
}

const menuBar = (page: Page): Locator => page.getByRole('menubar', { name: 'Menu' });
const anyDialog = (page: Page): Locator => page.getByRole('dialog').or(page.getByRole('alertdialog'));

/** Opens a top menu, audits it open, and closes it with Escape. */
async function auditMenu(page: Page, name: string, where: string): Promise<void> {
  await menuBar(page).getByRole('menuitem', { name, exact: true }).click();
  await expect(page.getByRole('menu', { name })).toBeVisible();
  await expectNoSeriousViolations(page, `${where}, ${name} menu open`, { within: MENUS });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name })).toBeHidden();
}

/** Runs a menu item that opens a dialog, audits the dialog, and leaves it with Escape. */
async function auditDialog(page: Page, path: readonly string[], where: string): Promise<void> {
  const [top, ...items] = path;
  await menuBar(page).getByRole('menuitem', { name: top, exact: true }).click();
  for (const item of items) await page.getByRole('menu').last().getByRole('menuitem', { name: item }).first().click();
  await expect(anyDialog(page)).toBeVisible();
  await expectNoSeriousViolations(page, `${where}, ${path.join(' > ')} dialog`, { within: DIALOGS });
  await page.keyboard.press('Escape');
  await expect(anyDialog(page)).toBeHidden();
}

test('every page outside the editor: login, grids, configuration, account, settings, admin, API docs', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // Logged out: the login page, then with a refusal shown.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto('/app');
  await expect(guest.getByRole('heading', { name: 'Log in to Gridcast' })).toBeVisible();
  await expectNoSeriousViolations(guest, 'login');
  await guest.getByLabel('Email').fill(ADMIN.email);
  await guest.getByLabel('Password').fill('not-the-password');
  await guest.getByRole('button', { name: 'Log in' }).click();
  await expect(guest.getByRole('alert')).toBeVisible();
  await expectNoSeriousViolations(guest, 'login with an error');
  await guestContext.close();

  await logIn(page);
  const fixture = await makeFixture(page);
  await page.goto('/app/grids');
  await expect(page.getByRole('link', { name: 'Audited' }).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'grids list');

  await page.goto(`/app/grids/${fixture.gridId}/configure`);
  await expect(page.getByRole('heading', { name: 'Audited' })).toBeVisible();
  await expectNoSeriousViolations(page, 'template configuration');
  await page.getByRole('button', { name: 'New Grid' }).click();
  await expect(page.getByRole('dialog', { name: 'New Grid' })).toBeVisible();
  await expectNoSeriousViolations(page, 'template configuration, New Grid dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Actions for Customer' }).click();
  await expectNoSeriousViolations(page, 'template configuration, a grid\'s actions menu');
  await page.keyboard.press('Escape');

  await page.goto('/app/account');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expectNoSeriousViolations(page, 'account');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('New password again').fill('other');
  await expectNoSeriousViolations(page, 'account, password form with errors');

  for (const path of ['/app/settings/data_presets', '/app/settings/defaults', '/app/settings/styles']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByText('Loading...')).toBeHidden();
    await expectNoSeriousViolations(page, path);
  }

  await page.goto('/app/admin/accounts');
  await expect(page.getByRole('heading', { name: 'Accounts', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin accounts');
  await page.getByRole('button', { name: 'New account' }).click();
  await expect(page.getByRole('dialog', { name: 'New account' })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin accounts, New account dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('list', { name: 'Accounts' }).getByRole('link').first().click();
  await expect(page.getByRole('link', { name: '< Accounts' })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin account');
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByRole('dialog', { name: 'Add user' })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin account, Add user dialog');
  await page.keyboard.press('Escape');
  await page.goto('/app/admin/users');
  await page.getByRole('searchbox').or(page.getByRole('textbox')).first().fill('admin');
  await expect(page.getByText(ADMIN.email).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'admin users, with search results');
  await page.goto('/app/admin/stats/server');
  await expect(page.getByRole('heading', { name: 'Server stats' })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin server stats');

  // The settings pages with items, in an account of its own (the admin's lists stay empty for other tests).
  await signInAs(page, await newMember(page));
  const preset = (await (await page.request.post('/api/datapresets', { data: { dataPreset: { name: 'Sample', input: { price: 3 } } } })).json()).dataPreset;
  const palette = (await (await page.request.post('/api/accounts/current/palettes', { data: { palette: { name: 'Brand', styles: {} } } })).json()).palette;
  for (const [path, heading] of [['/app/settings/data_presets', 'Sample'], [`/app/settings/data_presets/${preset.id}`, 'Sample'], ['/app/settings/styles', 'Brand'], [`/app/settings/styles/${palette.id}`, 'Brand']]) {
    await page.goto(path);
    await expect(page.getByText(heading).first()).toBeVisible();
    await expectNoSeriousViolations(page, path.replace(/[^/]+$/, (last) => (last === preset.id || last === palette.id ? '{id}' : last)));
  }

  await page.goto('/app/api');
  // Swagger UI loads its 1.4 MB bundle and the document first: seconds on a busy machine.
  await expect(page.locator('.opblock').first()).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, 'API docs');

  await page.goto('/logout');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectNoSeriousViolations(page, 'sign out');
});

test('the editor: its menus, the dialogs they open, the toolbar\'s popups and the sidebar on each panel', async ({ page }) => {
  // About fifty states: the editor audited whole once, then each overlay on its own.
  test.setTimeout(240_000);
  await logIn(page);
  const fixture = await makeFixture(page);
  await page.goto(`/app/grids/${fixture.gridId}?dev=true&userFunctions=1`);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  await expectNoSeriousViolations(page, 'editor');
  // A range selected, so that Data's range items are on.
  await clickCell(page, 'A1');
  await clickCell(page, 'C4', { shift: true });

  for (const name of await menuBar(page).getByRole('menuitem').allInnerTexts()) await auditMenu(page, name, 'editor');
  for (const path of [
    ['File', 'Rename'], ['File', 'Copy to another account'],
    ['Edit', 'Find and replace'],
    ['Insert', 'Link'],
    ['Data', 'Advanced range sorting options'],
    ['Versioning', 'Publish'], ['Versioning', 'Create New Version'], ['Versioning', 'Rename Version'], ['Versioning', 'Copy version to a grid'], ['Versioning', 'Compare Versions'],
    ['Developers', 'Formula logging', 'View log'],
  ]) await auditDialog(page, path, 'editor');

  // The toolbar's menus, popovers and selects, each opened and closed with Escape.
  const toolbar = page.getByRole('toolbar', { name: 'Toolbar' });
  const popups = await toolbar.locator('[aria-haspopup]').evaluateAll((controls) => controls.map((control) => control.getAttribute('aria-label') ?? ''));
  for (const name of popups) {
    await toolbar.getByRole(name === 'Font family' || name === 'Font size' ? 'combobox' : 'button', { name, exact: true }).click();
    await expect(page.locator(POPUPS)).toBeVisible();
    await expectNoSeriousViolations(page, `editor, toolbar's ${name} open`, { within: POPUPS });
    await page.keyboard.press('Escape');
    await expect(page.locator(POPUPS)).toBeHidden();
  }

  // The cell's and a column header's context menus, and the header's Resize dialog.
  const b2 = await cellPoint(page, 'B2');
  await page.mouse.click(b2.x, b2.y, { button: 'right' });
  await expectNoSeriousViolations(page, 'editor, cell context menu', { within: MENUS });
  await page.keyboard.press('Escape');
  const grid = (await page.getByRole('grid', { name: 'Sheet grid' }).boundingBox())!;
  await page.mouse.click(b2.x, grid.y + 12, { button: 'right' });
  await expectNoSeriousViolations(page, 'editor, column header context menu', { within: MENUS });
  await page.getByRole('menu').getByRole('menuitem', { name: 'Resize column' }).click();
  await expect(page.getByRole('dialog', { name: 'Resize columns' })).toBeVisible();
  await expectNoSeriousViolations(page, 'editor, Resize columns dialog', { within: DIALOGS });
  await page.keyboard.press('Escape');

  // The sidebar on each panel; the chart selected shows its settings in the Charts panel.
  await menuBar(page).getByRole('menuitem', { name: 'View', exact: true }).click();
  await page.getByRole('menu', { name: 'View' }).getByRole('menuitemcheckbox', { name: 'Sidebar' }).click();
  const rail = page.getByRole('navigation', { name: 'Sidebar sections' });
  for (const section of await rail.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))) {
    if (section === 'Exit') continue;
    const button = rail.getByRole('button', { name: section, exact: true });
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    await expect(page.getByRole('region', { name: section })).toBeVisible();
    await expectNoSeriousViolations(page, `editor, sidebar on ${section}`, { within: SIDEBAR });
  }
  await page.getByRole('textbox', { name: 'Name box' }).fill('Prices chart');
  await page.keyboard.press('Enter');
  await rail.getByRole('button', { name: 'Charts', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Data' })).toBeVisible();
  await expectNoSeriousViolations(page, 'editor, sidebar on Charts with a chart selected', { within: SIDEBAR });
});

test('the shadow page with its Input panel, and the cast viewer, editor and resizer', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  const fixture = await makeFixture(page);
  await page.goto(`/app/shadows/${fixture.shadowToken}`);
  // The server computes the shadow's view: its first compute worker takes seconds to start on a busy machine.
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible({ timeout: 30_000 });
  const rail = page.getByRole('navigation', { name: 'Sidebar sections' });
  if (!(await rail.isVisible())) {
    await menuBar(page).getByRole('menuitem', { name: 'View', exact: true }).click();
    await page.getByRole('menu', { name: 'View' }).getByRole('menuitemcheckbox', { name: 'Sidebar' }).click();
  }
  const input = rail.getByRole('button', { name: 'Input', exact: true });
  if ((await input.getAttribute('aria-pressed')) !== 'true') await input.click();
  await expect(page.getByRole('region', { name: 'Input' })).toBeVisible();
  await expectNoSeriousViolations(page, 'shadow page, Input panel');

  await page.goto(`/app/shadows/${fixture.shadowToken}/cast`);
  await expect(page.getByRole('table').first()).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, 'cast viewer');

  // A saved cast: its editor and its resizer.
  const cast = `audit-${Date.now()}`;
  expect((await page.request.put(`/api/shadows/${fixture.shadowToken}/casts/${cast}`, { data: { cast: { type: 'suggestion', recommendedCast: 'Table' } } })).ok()).toBe(true);
  await page.goto(`/app/shadows/${fixture.shadowToken}/casts/${cast}/edit?viewport=300x200`);
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('table')).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, 'cast editor');
  await page.goto(`/app/shadows/${fixture.shadowToken}/casts/${cast}/resize?viewport=300x200`);
  await expect(page.getByRole('toolbar', { name: 'Cast resizer' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'cast resizer', {
    exempt: { rule: 'target-size', within: '.cast-headers-rows', because: 'a row\'s header is as tall as its row (WCAG 2.5.8\'s essential exception)' },
  });
});
