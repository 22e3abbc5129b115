import { expect, test } from '@playwright/test';
import { logIn } from './helpers.js';

test('API page: Swagger UI from /openapi.json served by the server itself, GET only, running a GET with the preauthorized key', async ({ page }) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await logIn(page);
  const origin = new URL(page.url()).origin;

  // Without a key shown in this tab, the page says how to get one.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API' }).click();
  await expect(page.getByText('To try it with an API key, rotate the key')).toBeVisible();
  // Swagger UI's bundle is large and parsed on first use: a loaded machine takes a while.
  await expect(page.getByRole('status')).toHaveText('Loading docs...');
  await expect(page.getByRole('heading', { name: 'Gridcast API' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Rotate' }).click();
  await page.getByRole('dialog', { name: 'Rotate API key' }).getByRole('button', { name: 'Rotate' }).click();
  const key = (await page.getByLabel('API key').textContent())!;

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API' }).click();
  await expect(page.getByText('Your new API key is preauthorized')).toBeVisible();
  const docs = page.locator('.swagger-ui');
  await expect(docs.getByRole('heading', { name: 'Gridcast API' })).toBeVisible({ timeout: 30_000 });

  // POST operations are listed but cannot be tried.
  const postSession = docs.locator('#operations-Session-post_api_session');
  await postSession.locator('.opblock-summary').click();
  await expect(postSession.getByRole('button', { name: 'Try it out' })).toHaveCount(0);

  const getAccount = docs.locator('#operations-Accounts-get_api_accounts_current');
  await getAccount.locator('.opblock-summary').click();
  await getAccount.getByRole('button', { name: 'Try it out' }).click();
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/accounts/current') && response.request().method() === 'GET');
  await getAccount.getByRole('button', { name: 'Execute' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.request().headers()['x-api-key']).toBe(key);
  await expect(getAccount.locator('.responses-table.live-responses-table')).toContainText('200');

  expect([...origins]).toEqual([origin]);
});
