import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, clickCell, createTemplate, logIn, type Credentials } from './helpers.js';

const ADMIN_ROUTES = ['/app/admin/accounts', '/app/admin/accounts/1', '/app/admin/users', '/app/admin/assume?userId=abc', '/app/admin/stats/server'];

/** A user in an account of their own with one template, made through the admin API and their own session. */
async function userWithTemplate(page: Page, request: APIRequestContext, stamp: number): Promise<Credentials & { account: string; template: string }> {
  const account = `Other Co ${stamp}`;
  const made = await page.request.post('/api/admin/accounts', { data: { name: account } });
  expect(made.status()).toBe(201);
  const accountId = ((await made.json()) as { account: { id: number } }).account.id;
  const who = { email: `existing-${stamp}@example.com`, password: 'existing-password' };
  expect((await page.request.post(`/api/admin/accounts/${accountId}/users`, { data: who })).status()).toBe(201);
  const template = `Budget of ${stamp}`;
  expect((await request.post('/api/session', { data: who })).ok()).toBe(true);
  expect((await request.post('/api/grids', { data: { grid: { name: template } } })).status()).toBe(201);
  return { ...who, account, template };
}

test('an admin creates an account, adds a new user and an existing one, removes one, searches, assumes a user and sees their grids', async ({ page, context, playwright, baseURL }) => {
  const stamp = Date.now();
  await logIn(page);
  const theirSession = await playwright.request.newContext({ baseURL });
  const existing = await userWithTemplate(page, theirSession, stamp);
  await theirSession.dispose();

  // Accounts: "New account" with Create disabled until a name is typed; the new account goes on top.
  await page.goto('/app/admin/accounts');
  await expect(page.getByRole('heading', { name: 'Accounts', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'New account' }).click();
  const newAccount = page.getByRole('dialog', { name: 'New account' });
  await expect(newAccount.getByRole('button', { name: 'Create' })).toBeDisabled();
  await newAccount.getByLabel('Name').fill('   ');
  await expect(newAccount.getByRole('button', { name: 'Create' })).toBeDisabled();
  await newAccount.getByLabel('Name').fill(`Acme ${stamp}`);
  await newAccount.getByRole('button', { name: 'Create' }).click();
  await expect(newAccount).toBeHidden();
  const accounts = page.getByRole('list', { name: 'Accounts' });
  await expect(accounts.getByRole('link').first()).toContainText(`Acme ${stamp}`);
  await expect(page.getByLabel(`API key of Acme ${stamp}`)).toHaveText(/^[\w-]{32}$/);

  // The account: back link, name, ID, API key, and its (empty) users.
  await accounts.getByRole('link', { name: new RegExp(`Acme ${stamp}`) }).click();
  await expect(page.getByRole('heading', { name: `Acme ${stamp}` })).toBeVisible();
  await expect(page.getByRole('link', { name: '< Accounts' })).toBeVisible();
  await expect(page.getByText('ID', { exact: true })).toBeVisible();
  await expect(page.getByText('API key', { exact: true })).toBeVisible();
  await expect(page.getByText('This account has no users yet.')).toBeVisible();

  // Add user, Create new: Create waits for both an email and a password.
  await page.getByRole('button', { name: 'Add user' }).click();
  let addUser = page.getByRole('dialog', { name: 'Add user' });
  await expect(addUser.getByRole('radio', { name: 'Create new' })).toBeChecked();
  await expect(addUser.getByRole('button', { name: 'Create' })).toBeDisabled();
  await addUser.getByLabel('Email').fill(`new-${stamp}@example.com`);
  await expect(addUser.getByRole('button', { name: 'Create' })).toBeDisabled();
  await addUser.getByLabel('Password').fill('short');
  await addUser.getByRole('button', { name: 'Create' }).click();
  // The server's refusal stays in the modal, which stays open.
  await expect(addUser.getByRole('alert')).toContainText('at least 12 characters');
  await addUser.getByLabel('Password').fill('a-long-enough-password');
  await addUser.getByRole('button', { name: 'Create' }).click();
  await expect(addUser).toBeHidden();
  const users = page.getByRole('list', { name: 'Users' });
  await expect(users.getByText(`new-${stamp}@example.com`)).toBeVisible();

  // Add user, Add existing: search, then click the user.
  await page.getByRole('button', { name: 'Add user' }).click();
  addUser = page.getByRole('dialog', { name: 'Add user' });
  await addUser.getByRole('radio', { name: 'Add existing' }).click();
  await expect(addUser.getByRole('button', { name: 'Create' })).toHaveCount(0);
  await addUser.getByLabel('Search users').fill(`existing-${stamp}`);
  await addUser.getByRole('list', { name: 'Users found' }).getByRole('button', { name: new RegExp(existing.email) }).click();
  await expect(addUser).toBeHidden();
  await expect(users.getByText(existing.email)).toBeVisible();

  // Remove one, after a confirmation.
  await users.getByRole('button', { name: `Remove new-${stamp}@example.com` }).click();
  await page.getByRole('dialog', { name: 'Confirm' }).getByRole('button', { name: 'Remove' }).click();
  await expect(users.getByText(`new-${stamp}@example.com`)).toHaveCount(0);
  await expect(users.getByText(existing.email)).toBeVisible();
  await expect(users.getByRole('link', { name: `Assume ${existing.email}` })).toHaveAttribute('href', /^\/app\/admin\/assume\?userId=/);

  // Users: by email, and by an account's name; each result with its id, first account and an assume link.
  await page.goto('/app/admin/users');
  const search = page.getByLabel('Search users and accounts');
  await search.fill(`Acme ${stamp}`);
  // One row under the header row.
  const found = page.getByRole('table', { name: 'Users found' });
  await expect(found.getByRole('row')).toHaveCount(2);
  await expect(found).toContainText(existing.email);
  await search.fill(`nobody-${stamp}`);
  await expect(page.getByText(`No users match "nobody-${stamp}".`)).toBeVisible();
  await search.fill(existing.email);
  await expect(found.getByRole('row')).toHaveCount(2);
  await expect(found.getByRole('link', { name: new RegExp(existing.account) })).toBeVisible();
  await found.getByRole('link', { name: `Assume ${existing.email}` }).click();

  // Assumed: their grids, and the admin header (meta+shift+a) says who is who.
  await expect(page).toHaveURL(/\/app\/grids$/);
  await expect(page.getByRole('link', { name: existing.template })).toBeVisible();
  const header = page.getByRole('navigation', { name: 'Admin' });
  await expect(header).toHaveCount(0);
  await page.keyboard.press('Meta+Shift+A');
  await expect(header).toContainText(`${existing.email}, assumed by ${ADMIN.email}`);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await header.getByRole('button', { name: 'Copy Assume' }).click();
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied.pathname).toBe('/app/admin/assume');
  expect(copied.searchParams.get('redirect')).toBe('/app/grids');
  await header.getByRole('link', { name: 'Server stats' }).click();
  await expect(page.getByRole('heading', { name: 'Server stats' })).toBeVisible();
  await expect(page.getByText('These stats come from a random dyno on each load')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Server stats' }).getByRole('cell', { name: 'uptimeSeconds' })).toBeVisible();
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('table', { name: 'Server stats' })).toBeVisible();

  await header.getByRole('button', { name: 'Stop assuming' }).click();
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
  await expect(header).toContainText(ADMIN.email);
  await expect(header).not.toContainText('assumed by');
  // meta+shift+a hides the header again; meta+u opens the users list.
  await page.keyboard.press('Meta+Shift+A');
  await expect(header).toBeHidden();
  await page.goto('/app/grids');
  await expect(page.getByRole('heading', { name: 'Grid Templates' })).toBeVisible();
  // The page can show before the session (and with it the admin's shortcuts) has loaded after a reload.
  await expect(async () => {
    await page.keyboard.press('Meta+U');
    await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass();

  // The copied link assumes the user again and opens the page it was copied on.
  await page.goto(copied.pathname + copied.search);
  await expect(page.getByRole('link', { name: existing.template })).toBeVisible();
  expect((await page.request.post('/api/admin/assume/end', { maxRedirects: 0 })).status()).toBe(303);
});

test('a non-admin is refused every admin screen, by the server (403) and by the page', async ({ page, playwright, baseURL }) => {
  const stamp = Date.now();
  await logIn(page);
  const theirSession = await playwright.request.newContext({ baseURL });
  const member = await userWithTemplate(page, theirSession, stamp);
  await theirSession.dispose();
  await page.context().clearCookies();
  await logIn(page, member);
  for (const path of ADMIN_ROUTES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole('alert')).toContainText('Only administrators may see this page.');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
  const api = await page.request.get('/api/admin/accounts');
  expect(api.status()).toBe(403);
  expect(await api.json()).toEqual({ error: 'Only administrators may do this.' });
  // No admin header for them, whatever keys they press.
  await page.goto('/app/grids');
  await expect(page.getByRole('heading', { name: 'Grid Templates' })).toBeVisible();
  await page.keyboard.press('Meta+Shift+A');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
});

test('the admin header sits above the editor without pushing it off screen; meta+u there stays Underline', async ({ page }) => {
  await logIn(page);
  await page.keyboard.press('Meta+Shift+A');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await createTemplate(page);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollHeight - innerHeight)).toBe(0);
  await clickCell(page, 'B2');
  await page.keyboard.press('Meta+U');
  await expect(page.getByRole('button', { name: 'Underline' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/app\/grids\/[^/]+$/);
});
