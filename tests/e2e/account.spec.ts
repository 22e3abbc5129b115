import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { sfntBytes } from '../support/font-bytes.js';
import { cellPoint, clickCell, createTemplate, logIn, waitSaved, type Credentials } from './helpers.js';

/** A new account with one user (created by the admin signed in on `page`), for tests that change it. */
async function newMember(page: Page, name: string): Promise<Credentials> {
  const account = await page.request.post('/api/admin/accounts', { data: { name } });
  const accountId = ((await account.json()) as { account: { id: number } }).account.id;
  const who = { email: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.test`, password: 'member-password-1' };
  expect((await page.request.post(`/api/admin/accounts/${accountId}/users`, { data: who })).status()).toBe(201);
  return who;
}

async function signInAs(page: Page, who: Credentials): Promise<void> {
  await page.context().clearCookies();
  await logIn(page, who);
}

test('account: IDs and email shown; webhooks edited, refused, cancelled, saved and deleted with indexes renumbered', async ({ page }) => {
  await logIn(page);
  await signInAs(page, await newMember(page, 'Webhook people'));
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: 'Webhook people' })).toBeVisible();
  await expect(details.filter({ hasText: /@example\.test$/ })).toBeVisible();
  await expect(page.getByText("You don't have any webhooks yet...")).toBeVisible();

  const rows = page.getByRole('list', { name: 'Webhooks' });
  await page.getByRole('button', { name: 'Add webhook' }).click();
  const first = rows.getByRole('listitem', { name: 'Webhook 1' });
  await expect(first.getByRole('button', { name: 'Save' })).toBeDisabled();
  await first.getByLabel('Webhook 1 URL').fill('ftp://hooks.example.test/a');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByRole('alert')).toContainText('Enter a valid http(s) URL');
  await first.getByLabel('Webhook 1 URL').fill('http://localhost/api/admin/accounts');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByRole('alert')).toContainText("Webhooks may not call this server's own admin routes");
  await first.getByLabel('Webhook 1 URL').fill('https://hooks.example.test/a');
  await expect(first.getByRole('alert')).toHaveCount(0);
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Save' })).toBeDisabled();

  // Cancel reverts an edited saved row and removes a row never saved.
  await first.getByLabel('Webhook 1 URL').fill('https://hooks.example.test/changed');
  await first.getByRole('button', { name: 'Cancel' }).click();
  await expect(first.getByLabel('Webhook 1 URL')).toHaveValue('https://hooks.example.test/a');
  await page.getByRole('button', { name: 'Add webhook' }).click();
  await rows.getByRole('listitem', { name: 'Webhook 2' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(rows.getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: 'Add webhook' }).click();
  const second = rows.getByRole('listitem', { name: 'Webhook 2' });
  await second.getByLabel('Webhook 2 URL').fill('https://hooks.example.test/b');
  await second.getByLabel('Webhook 2 URL').press('Enter');
  await expect(second.getByRole('button', { name: 'Delete' })).toBeVisible();

  await first.getByRole('button', { name: 'Recent deliveries' }).click();
  await expect(first.getByText('No deliveries yet: a shadow\'s save sends one.')).toBeVisible();

  // Delete asks first; Cancel keeps the row.
  await first.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to delete webhook 1 (https://hooks.example.test/a)?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows.getByRole('listitem')).toHaveCount(2);
  await first.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(rows.getByRole('listitem')).toHaveCount(1);
  await expect(rows.getByRole('listitem', { name: 'Webhook 1' }).getByLabel('Webhook 1 URL')).toHaveValue('https://hooks.example.test/b');

  await page.reload();
  await expect(page.getByLabel('Webhook 1 URL')).toHaveValue('https://hooks.example.test/b');
  await expect(page.getByLabel('Webhook 2 URL')).toHaveCount(0);
});

/** A webhook receiver on loopback that answers 500 to its first call and 200 after: one retry. */
async function flakyReceiver(): Promise<{ server: Server; url: string; bodies: string[] }> {
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      bodies.push(body);
      response.statusCode = bodies.length === 1 ? 500 : 200;
      response.end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, bodies };
}

test('account: a shadow saved in the browser calls the webhook, and the account page shows the delivery with its retry', async ({ page }) => {
  const receiver = await flakyReceiver();
  try {
    await logIn(page);
    await signInAs(page, await newMember(page, 'Webhook deliveries'));
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const row = page.getByRole('list', { name: 'Webhooks' }).getByRole('listitem', { name: 'Webhook 1' });
    await row.getByLabel('Webhook 1 URL').fill(receiver.url);
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('button', { name: 'Delete' })).toBeVisible();

    const grid = (await (await page.request.post('/api/grids', { data: { grid: { name: 'Hooked' } } })).json()) as { grid: { id: string; gridVersion: { id: string } } };
    expect((await page.request.put(`/api/grids/${grid.grid.id}/versions/${grid.grid.gridVersion.id}/publish`)).status()).toBe(200);
    const shadow = (await (await page.request.post(`/api/grids/${grid.grid.id}/shadows`, { data: { shadow: { name: 'Hooked copy' } } })).json()) as { shadow: { token: string } };
    await page.goto(`/app/shadows/${shadow.shadow.token}`);
    await clickCell(page, 'B2');
    await page.keyboard.type('42');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();

    // The first call is answered 500, the retry (a second later) 200.
    await expect.poll(() => receiver.bodies.length, { timeout: 15_000 }).toBe(2);
    const event = JSON.parse(receiver.bodies[1]) as { event: string; shadowToken: string };
    expect(event).toMatchObject({ event: 'shadow.saved', shadowToken: shadow.shadow.token });

    await page.goto('/app/account');
    const saved = page.getByRole('list', { name: 'Webhooks' }).getByRole('listitem', { name: 'Webhook 1' });
    await saved.getByRole('button', { name: 'Recent deliveries' }).click();
    const deliveries = saved.getByRole('table', { name: 'Recent deliveries of webhook 1' });
    // The delivery is recorded once its last attempt has an answer: Reload until it is there.
    await expect(async () => {
      await saved.getByRole('button', { name: 'Reload' }).click();
      await expect(deliveries.getByRole('row')).toHaveCount(2, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    const cells = deliveries.getByRole('row').nth(1).getByRole('cell');
    await expect(cells.nth(0)).toContainText(String(new Date().getFullYear()));
    await expect(cells.nth(1)).toHaveText('Delivered (200)');
    await expect(cells.nth(2)).toHaveText('1');
  } finally {
    receiver.server.close();
  }
});

test('account: Rotate shows the new API key once, which then works as the key', async ({ page, playwright }) => {
  await logIn(page);
  await signInAs(page, await newMember(page, 'Key people'));
  await page.goto('/app/account');
  await expect(page.getByText('Hidden: a key is shown once, when it is created. Rotate to get a new one.')).toBeVisible();
  await page.getByRole('button', { name: 'Rotate' }).click();
  await page.getByRole('dialog', { name: 'Rotate API key' }).getByRole('button', { name: 'Rotate' }).click();
  const key = (await page.getByLabel('API key').textContent())!;
  expect(key.length).toBeGreaterThan(20);
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();

  const byKey = await playwright.request.newContext({ baseURL: page.url().replace(/\/app\/.*$/, '') });
  const account = await byKey.get('/api/accounts/current', { headers: { 'x-api-key': key } });
  expect(account.status()).toBe(200);
  expect(((await account.json()) as { account: { name: string } }).account.name).toBe('Key people');
  await byKey.dispose();

  await page.reload();
  await expect(page.getByLabel('API key')).toHaveCount(0);
});

test('account: changing one\'s password checks the rules, and the new one signs in', async ({ page }) => {
  await logIn(page);
  const who = await newMember(page, 'Password people');
  await signInAs(page, who);
  await page.goto('/app/account');
  const form = page.getByRole('region', { name: 'Change password' });
  const change = form.getByRole('button', { name: 'Change password' });
  await expect(change).toBeDisabled();
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('too-short');
  await expect(form.getByText('The new password needs at least 12 characters.')).toBeVisible();
  await form.getByLabel('New password', { exact: true }).fill('a-much-longer-password');
  await form.getByLabel('New password again').fill('a-different-password');
  await expect(form.getByText('The two new passwords differ.')).toBeVisible();
  await expect(change).toBeDisabled();
  await form.getByLabel('New password again').fill('a-much-longer-password');
  await change.click();
  await expect(form.getByRole('alert')).toHaveText('The current password is not right.');
  await form.getByLabel('Current password').fill(who.password);
  await change.click();
  await expect(form.getByRole('status')).toHaveText('Password changed. Your other sessions are signed out.');
  await expect(form.getByLabel('Current password')).toHaveValue('');

  await signInAs(page, { email: who.email, password: 'a-much-longer-password' });
});

test('account: branding fonts refused when not a font or over 2 MB, uploaded per style, deleted', async ({ page }) => {
  await logIn(page);
  await signInAs(page, await newMember(page, 'Font people'));
  await page.goto('/app/account');
  const upload = page.getByRole('form', { name: 'Upload a font' });
  await expect(page.getByText("You don't have any branding fonts yet...")).toBeVisible();
  await upload.getByLabel('Font name').fill('Brand Sans');
  await upload.getByLabel('Font file').setInputFiles({ name: 'BrandSans.ttf', mimeType: 'font/ttf', buffer: Buffer.from('this is text, not a font') });
  await upload.getByRole('button', { name: 'Upload font' }).click();
  await expect(upload.getByRole('alert')).toHaveText('BrandSans.ttf is not a font file: upload an .otf or .ttf file.');
  await upload.getByLabel('Font file').setInputFiles({ name: 'Huge.ttf', mimeType: 'font/ttf', buffer: sfntBytes('ttf', 2 * 1024 * 1024) });
  await expect(upload.getByRole('alert')).toHaveText('Huge.ttf is over 2 MB: a font file may be at most 2 MB.');
  await expect(upload.getByRole('button', { name: 'Upload font' })).toBeDisabled();

  await upload.getByLabel('Font file').setInputFiles({ name: 'BrandSans.ttf', mimeType: 'font/ttf', buffer: sfntBytes('ttf') });
  await upload.getByRole('button', { name: 'Upload font' }).click();
  const table = page.getByRole('table', { name: 'Branding fonts' });
  await expect(table.getByRole('row', { name: /Brand Sans/ })).toContainText('Regular');
  await upload.getByRole('combobox', { name: 'Style' }).click();
  await page.getByRole('option', { name: 'Bold italic' }).click();
  await upload.getByLabel('Font file').setInputFiles({ name: 'BrandSans-BoldItalic.otf', mimeType: 'font/otf', buffer: sfntBytes('otf') });
  await upload.getByRole('button', { name: 'Upload font' }).click();
  await expect(table.getByRole('row', { name: /Brand Sans/ })).toContainText('Regular, Bold italic');

  // The editor's font menu offers it after the built-in fonts.
  await page.getByRole('link', { name: 'Grid Templates' }).click();
  await createTemplate(page);
  await page.getByRole('combobox', { name: 'Font family' }).click();
  await expect(page.getByRole('option', { name: 'Brand Sans' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/app/account');

  await table.getByRole('button', { name: 'Delete Brand Sans' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText("You don't have any branding fonts yet...")).toBeVisible();
});

/** How wide the dark (text) pixels inside a cell are on the canvas, in CSS pixels at zoom 1. */
async function inkWidth(page: Page, address: string): Promise<number> {
  const centre = await cellPoint(page, address);
  return page.evaluate(([x, y]) => {
    const canvas = document.querySelector('.grid-host canvas') as HTMLCanvasElement;
    const box = canvas.getBoundingClientRect();
    const ratio = canvas.width / box.width;
    const left = Math.round((x - 48 - box.left) * ratio);
    const top = Math.round((y - 8 - box.top) * ratio);
    const width = Math.round(96 * ratio);
    const { data } = canvas.getContext('2d')!.getImageData(left, top, width, Math.round(16 * ratio));
    let first = Infinity;
    let last = -Infinity;
    for (let at = 0; at < data.length; at += 4) {
      if (data[at] > 100 || data[at + 1] > 100 || data[at + 2] > 100) continue;
      const column = (at / 4) % width;
      first = Math.min(first, column);
      last = Math.max(last, column);
    }
    return last < first ? 0 : (last - first + 1) / ratio;
  }, [centre.x, centre.y] as const);
}

/** The advance width of `text` in `families` at the grid's default size (10 pt). */
async function advance(page: Page, families: string, text: string): Promise<number> {
  return page.evaluate(([fonts, sample]) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `400 13.33px ${fonts}`;
    return ctx.measureText(sample).width;
  }, [families, text] as const);
}

test('editor: cells in a branding font are drawn again in it once the font arrives after the first paint', async ({ page }) => {
  await logIn(page);
  await signInAs(page, await newMember(page, 'Font drawing'));
  await page.getByRole('link', { name: 'Account' }).click();
  const upload = page.getByRole('form', { name: 'Upload a font' });
  await upload.getByLabel('Font name').fill('Brand Mono');
  // A real font a browser draws with: Debian's DejaVu Sans Mono, whose narrow letters are as wide as any.
  await upload.getByLabel('Font file').setInputFiles({ name: 'BrandMono.ttf', mimeType: 'font/ttf', buffer: readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf') });
  await upload.getByRole('button', { name: 'Upload font' }).click();
  await expect(page.getByRole('table', { name: 'Branding fonts' }).getByRole('row', { name: /Brand Mono/ })).toContainText('Regular');

  await page.getByRole('link', { name: 'Grid Templates' }).click();
  await createTemplate(page);
  await clickCell(page, 'A1');
  await page.getByRole('combobox', { name: 'Font family' }).click();
  await page.getByRole('option', { name: 'Brand Mono' }).click();
  await clickCell(page, 'A1');
  await page.keyboard.type('iiiiiiiiii');
  await page.keyboard.press('Enter');
  await waitSaved(page);

  // Opened again with the font's file held back: the first paint has only the fallback font to draw with.
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/fonts/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  const fallback = await advance(page, 'Arial, sans-serif', 'iiiiiiiiii');
  await expect.poll(() => inkWidth(page, 'A1')).toBeGreaterThan(0);
  expect(await inkWidth(page, 'A1')).toBeLessThanOrEqual(fallback + 1);

  // The font arrives; nothing else happens, and the grid draws the cell in it.
  release();
  await page.waitForFunction(async () => (await document.fonts.load('13.33px "Brand Mono"')).length > 0);
  const branded = await advance(page, '"Brand Mono", Arial, sans-serif', 'iiiiiiiiii');
  expect(branded).toBeGreaterThan(fallback * 2);
  await expect.poll(() => inkWidth(page, 'A1')).toBeGreaterThan((branded + fallback) / 2);
  expect(await inkWidth(page, 'A1')).toBeLessThanOrEqual(branded + 1);
});

test('settings defaults: the default font family is saved and new templates start with it', async ({ page }) => {
  await logIn(page);
  await signInAs(page, await newMember(page, 'Defaults people'));
  await page.goto('/app/settings/defaults');
  await expect(page.getByRole('heading', { name: 'Defaults' })).toBeVisible();
  const family = page.getByRole('combobox', { name: 'Default font family' });
  await expect(family).toHaveText('Lato');
  await family.click();
  await page.getByRole('option', { name: 'Roboto', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Saved');
  // A second choice on the page sends the updatedAt of the first save's answer: it goes through.
  await family.click();
  await page.getByRole('option', { name: 'Open Sans', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Saved');
  // The settings change elsewhere (another tab): the page's next choice is refused and changes nothing.
  expect((await page.request.put('/api/accounts/current', { data: { account: { settings: { brandingColors: ['#123456'] } } } })).status()).toBe(200);
  await family.click();
  await page.getByRole('option', { name: 'Roboto', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Save failed');
  await expect(page.getByRole('alert')).toHaveText('This account was changed elsewhere since you loaded it. Reload to get the latest version, then make your change again.');
  await page.reload();
  await expect(family).toHaveText('Open Sans');
  await family.click();
  await page.getByRole('option', { name: 'Roboto', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Saved');
  const account = (await (await page.request.get('/api/accounts/current')).json()) as { account: { settings: { brandingColors?: string[] } } };
  expect(account.account.settings.brandingColors).toEqual(['#123456']);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Default font family' })).toHaveText('Roboto');

  await page.goto('/app/grids');
  await createTemplate(page);
  await expect(page.getByRole('combobox', { name: 'Font family' })).toHaveText('Roboto');
});
