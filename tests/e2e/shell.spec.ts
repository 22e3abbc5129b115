import { expect, test, type Page } from '@playwright/test';
import { logIn, type Credentials } from './helpers.js';

/** A new user with two accounts, made through the admin API with the logged-in admin's session. */
async function userWithTwoAccounts(page: Page): Promise<Credentials & { accounts: readonly string[] }> {
  const stamp = Date.now();
  const names = [`Acme ${stamp}`, `Globex ${stamp}`];
  const ids: number[] = [];
  for (const name of names) {
    const answer = await page.request.post('/api/admin/accounts', { data: { name } });
    expect(answer.status()).toBe(201);
    ids.push(((await answer.json()) as { account: { id: number } }).account.id);
  }
  const who = { email: `switcher-${stamp}@example.com`, password: 'switch-password' };
  const created = await page.request.post(`/api/admin/accounts/${ids[0]}/users`, { data: who });
  expect(created.status()).toBe(201);
  const userId = ((await created.json()) as { user: { id: string } }).user.id;
  expect((await page.request.post(`/api/admin/accounts/${ids[1]}/users/${userId}`)).ok()).toBe(true);
  return { ...who, accounts: names };
}

test('login form: labelled fields, a wrong password is refused; /app goes to the grids; Logout ends the session', async ({ page }) => {
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Log in to Gridcast' })).toBeVisible();
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');

  await logIn(page);
  await expect(page).toHaveURL(/\/app\/grids$/);
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/grids$/);
  await expect(page.getByRole('heading', { name: 'Grid Templates' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Log in to Gridcast' })).toBeVisible();
  await page.goto('/app/grids');
  await expect(page.getByLabel('Password')).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);
});

test('unknown addresses are not found, never a blank screen', async ({ page }) => {
  await logIn(page);
  await page.goto('/app/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to grid templates' }).click();
  await expect(page.getByRole('heading', { name: 'Grid Templates' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' })).toBeVisible();
  // A template that does not exist (or is another account's) says so inside the layout, with a way back.
  await page.goto('/app/grids/no-such-grid');
  await expect(page.getByRole('alert')).toContainText('Could not load this grid template');
  await page.getByRole('link', { name: 'Back to grid templates' }).click();
  await expect(page.getByRole('heading', { name: 'Grid Templates' })).toBeVisible();
});

test('loading texts while data comes; the fatal-error screen when it cannot, with Refresh', async ({ page }) => {
  await logIn(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/grids', async (route) => {
    await held;
    await route.fallback();
  });
  await page.reload();
  await expect(page.getByRole('status')).toHaveText('Loading grids...');
  release();
  await expect(page.getByRole('heading', { name: 'Grid Templates' })).toBeVisible();
  await page.unroute('**/api/grids');
  // Before the user is known: 'Loading...'; the configure page: 'Loading configuration...'.
  await page.route('**/api/user', () => undefined);
  await page.reload();
  await expect(page.getByRole('status')).toHaveText('Loading...');
  await page.unroute('**/api/user');
  await page.route('**/api/grids/any**', () => undefined);
  await page.goto('/app/grids/any/configure');
  await expect(page.getByRole('status')).toHaveText('Loading configuration...');
  await page.unroute('**/api/grids/any**');

  // A failing list says why instead of loading for ever.
  await page.route('**/api/grids', (route) => route.fulfill({ status: 503, json: { error: 'Storage is offline' } }));
  await page.goto('/app/grids');
  await expect(page.getByRole('alert')).toHaveText('Could not load your grid templates: Storage is offline');
  await page.unroute('**/api/grids');

  // Without the user nothing can be shown: the fatal-error screen, whose Refresh reloads the page.
  await page.route('**/api/user', (route) => route.fulfill({ status: 500, json: { error: 'Internal error' } }));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Oops! A problem has occurred.' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Please contact client services at support@gridcast.app');
  await page.unroute('**/api/user');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('heading', { name: 'Grid Templates' })).toBeVisible();
});

test('Switch Account shows with two accounts and moves the user to the other account', async ({ page }) => {
  await logIn(page);
  const user = await userWithTwoAccounts(page);
  expect((await page.request.post('/logout', { maxRedirects: 0 })).status()).toBe(303);
  await logIn(page, user);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const switcher = nav.getByRole('combobox', { name: 'Switch Account' });
  await expect(switcher).toHaveText(new RegExp(user.accounts.join('|')));
  await switcher.click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(user.accounts);
  await page.keyboard.press('Escape');
  await expect(page.getByText("You don't have any grids yet...")).toBeVisible();

  // A template in the first account, then a switch to the second: its list is empty.
  await page.getByRole('button', { name: 'New grid template' }).click();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  await page.goto('/app/grids');
  await expect(page.getByRole('link', { name: 'Untitled grid', exact: true })).toHaveCount(1);
  await switcher.click();
  await page.getByRole('option', { name: user.accounts[1] }).click();
  await expect(page.getByText("You don't have any grids yet...")).toBeVisible();
  await expect(switcher).toHaveText(user.accounts[1]);
  await switcher.click();
  await page.getByRole('option', { name: user.accounts[0] }).click();
  await expect(page.getByRole('link', { name: 'Untitled grid', exact: true })).toHaveCount(1);
});

test('Switch Account is not offered with one account', async ({ page }) => {
  // The seeded admin belongs to one account (accounts made by other tests are not theirs).
  await logIn(page);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByLabel('Switch Account')).toHaveCount(0);
});
